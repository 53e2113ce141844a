import { describe, expect, it } from "vitest";
import { metaPolicy, policyDirectives } from "../../scripts/testing/csp.ts";
import { texts } from "../../scripts/testing/dom.ts";
import { renderWith } from "../../scripts/testing/render.ts";
import { inlineHash } from "../security.ts";
import { notFound } from "../content/pages.ts";
import { comingSoonLabel } from "../content/store.ts";
import { footerGroups, headerLinks } from "../site.ts";
import { pages } from "./registry.ts";

const { site, page } = renderWith();
const sitePages = pages.filter((entry) => entry.chrome === "site");

describe.each(pages)("the $output page", (entry) => {
  const { html, doc } = page(entry.output);

  it("declares its language and a mobile viewport", () => {
    expect(doc.documentElement.getAttribute("lang")).toBe(site.lang);
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute("content")).toContain("width=device-width");
  });

  it("has its own title containing the site name and its description", () => {
    expect(doc.title).toContain(entry.title);
    expect(doc.title).toContain(site.name);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(entry.description);
  });

  it("has exactly one h1", () => {
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
  });

  it("names no other origin in any src or href, apart from the contact e-mail and the inlined favicon", () => {
    const urls = Array.from(doc.querySelectorAll("[src], [href]"), (el) => el.getAttribute("src") ?? el.getAttribute("href") ?? "");
    const foreign = urls.filter((url) => /^[a-z]+:/i.test(url) && !url.startsWith("mailto:") && !url.startsWith("data:") && !url.startsWith(site.url));
    expect(foreign).toEqual([]);
  });

  it("names nothing the browser would fetch during the load: script and favicon are inlined", () => {
    expect(doc.querySelectorAll("script[src], link[rel~='stylesheet'], link[rel~='manifest'], link[rel~='preload'], link[rel~='modulepreload']")).toHaveLength(0);
    const icons = Array.from(doc.querySelectorAll("link[rel~='icon']"), (link) => link.getAttribute("href") ?? "");
    expect(icons).toHaveLength(1);
    expect(icons[0]).toMatch(/^data:image\/svg\+xml,/);
  });

  it("runs the client script last in the body, allowed by its hash", () => {
    const script = doc.body.lastElementChild;
    const policy = metaPolicy(doc);
    expect(script?.tagName).toBe("SCRIPT");
    expect(script?.textContent?.length).toBeGreaterThan(200);
    expect(policy).toMatch(new RegExp(`script-src [^;]*${inlineHash(script?.textContent ?? "").replace(/[+/]/g, "\\$&")}`));
  });

  it("allows its speculation rules by hash", () => {
    const rules = doc.querySelector('script[type="speculationrules"]')?.textContent ?? "";
    const policy = metaPolicy(doc);
    expect(policy).toContain(inlineHash(rules));
  });

  it("inlines only its own stylesheets and allows them by hash in its Content Security Policy", () => {
    const styles = Array.from(doc.querySelectorAll("style"), (style) => style.textContent ?? "");
    const policy = metaPolicy(doc);
    expect(styles).toHaveLength(entry.styles.length);
    for (const style of styles) {
      expect(style.length).toBeGreaterThan(1000);
      expect(policy).toContain(inlineHash(style));
    }
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain("unsafe-inline");
    expect(doc.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it("allows by hash exactly its own inline scripts and stylesheets, and no other page's", () => {
    const policy = metaPolicy(doc);
    const hashesIn = (directive: string) => (policyDirectives(policy).get(directive) ?? []).filter((source) => source.startsWith("'sha256-")).sort();
    const inline = (selector: string) => Array.from(doc.querySelectorAll(selector), (element) => inlineHash(element.textContent ?? "")).sort();
    expect(hashesIn("script-src")).toEqual(inline('script:not([src]):not([type="application/ld+json"])'));
    expect(hashesIn("style-src")).toEqual(inline("style"));
  });

  it("has no style attributes or inline event handlers the policy would block", () => {
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/\son[a-z]+="/);
  });

  it("never links to nowhere", () => {
    expect(doc.querySelectorAll('a[href="#"], a:not([href])')).toHaveLength(0);
  });
});

describe.each(sitePages)("the shared header and footer on $output", (entry) => {
  const { doc } = page(entry.output);

  it("has a skip link to the main content", () => {
    expect(doc.querySelector("a.skip-link")?.getAttribute("href")).toBe("#main");
    expect(doc.querySelector("main#main")).not.toBeNull();
  });

  it("links the brand to the home page and lists the header's links", () => {
    expect(doc.querySelector(".site-header__brand")?.getAttribute("href")).toBe("/");
    const links = Array.from(doc.querySelectorAll(".site-nav__link"));
    expect(links.map((a) => a.textContent)).toEqual(headerLinks.map((link) => link.label));
    expect(links.map((a) => a.getAttribute("href"))).toEqual(headerLinks.map((link) => link.path));
  });

  it("marks only the current page's link with aria-current", () => {
    const current = texts(doc, ".site-nav__link[aria-current='page']");
    const expected = headerLinks.filter((link) => link.path === entry.route).map((link) => link.label);
    expect(current).toEqual(expected);
  });

  it("has a menu toggle button that controls the link list as a native popover", () => {
    const toggle = doc.querySelector("button[data-menu-toggle]");
    const menuId = toggle?.getAttribute("aria-controls");
    expect(toggle?.getAttribute("type")).toBe("button");
    expect(toggle?.getAttribute("popovertarget")).toBe(menuId);
    expect(doc.getElementById(menuId ?? "")?.getAttribute("popover")).toBe("auto");
  });

  it("says in the header where the app will be, until it is in the App Store", () => {
    expect(texts(doc, ".site-header .download-button")[0]).toBe(`${comingSoonLabel.lead} ${comingSoonLabel.rest}`);
  });

  it("has the footer's link groups, the contact e-mail and the copyright year", () => {
    const footer = doc.querySelector("footer") as Element;
    expect(texts(footer, ".site-footer__group h2")).toEqual(footerGroups.map((group) => group.heading));
    expect(texts(footer, ".site-footer__group a")).toEqual(footerGroups.flatMap((group) => group.links.map((link) => link.label)));
    expect(footer.querySelector(`a[href="mailto:${site.contactEmail}"]`)?.textContent).toContain(site.contactEmail);
    expect(footer.querySelector("[data-year]")?.textContent).toBe(String(site.year));
  });
});

describe("the 404 page", () => {
  const { doc } = page("404.html");

  it("says the page was not found and links home, with no shared header or footer", () => {
    expect(doc.querySelector("h1")?.textContent).toBe(notFound.heading);
    expect(doc.querySelector('a[href="/"]')?.textContent).toBe(notFound.homeLink);
    expect(doc.querySelector("header, footer, nav")).toBeNull();
  });

  it("is kept out of search engines and has no canonical URL", () => {
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("marks itself so the client script logs the missing path", () => {
    expect(doc.querySelector("[data-not-found]")).not.toBeNull();
  });
});
