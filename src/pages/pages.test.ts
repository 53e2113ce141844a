import { describe, expect, it } from "vitest";
import { metaPolicy, policyDirectives } from "../../scripts/testing/csp.ts";
import { texts } from "../../scripts/testing/dom.ts";
import { copyOnPage } from "../../scripts/testing/pages.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { inlineHash } from "../publish/security.ts";
import { footerGroups, headerLinks } from "../components/site-links.ts";
import { localePath } from "../routing/urls.ts";
import { fill } from "../content/copy.ts";
import { sentences } from "../content/sentences.ts";
import { launchShown, pageStyles } from "./registry.ts";

const { site, page, languages, launch, entries: pages } = await renderWith();
const shown = launchShown(launch);
const routes = pages.map((entry) => entry.route);
/** Every page of the registry in every locale. */
const everyPage = languages.flatMap(({ code, copy }) => pages.map((entry) => ({ ...entry, code, copy })));
const sitePages = everyPage.filter((entry) => entry.chrome === "site");
const withoutQuery = (url: string) => url.replace(/[?#].*$/, "");
/** The App Store pages of the in-app events the owner lists, which the home page links with their own query. */
const eventPages = new Set((launch.events ?? []).map((event) => withoutQuery(event.url)));

describe.each(everyPage)("the $output page in $code", (entry) => {
  const { html, doc } = page(entry.output, entry.code);
  // A custom product page says its own words where it has them, as the build gives them.
  const meta = entry.meta(copyOnPage(entry, entry.code, entry.copy));

  it("declares its language, its direction and a mobile viewport", () => {
    expect(doc.documentElement.getAttribute("lang")).toBe(entry.code);
    expect(doc.documentElement.getAttribute("dir")).toBe(entry.copy.language.dir);
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute("content")).toContain("width=device-width");
  });

  it("has its own title containing the site name and its description, in its language", () => {
    expect(doc.title).toContain(meta.title);
    expect(doc.title).toContain(site.name);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(meta.description);
  });

  it("has exactly one h1", () => {
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
  });

  it("names no other origin in any src or href, apart from the contact e-mail, the inlined favicon and the in-app events' App Store pages", () => {
    const urls = Array.from(doc.querySelectorAll("[src], [href]"), (el) => el.getAttribute("src") ?? el.getAttribute("href") ?? "");
    const foreign = urls.filter(
      (url) =>
        /^[a-z]+:/i.test(url) &&
        !url.startsWith("mailto:") &&
        !url.startsWith("data:") &&
        !url.startsWith(site.url) &&
        !eventPages.has(withoutQuery(url)),
    );
    expect(foreign).toEqual([]);
  });

  it("names nothing the browser would fetch during the load but the hero's screenshot: script and favicon are inlined", () => {
    expect(
      doc.querySelectorAll(
        "script[src], link[rel~='stylesheet'], link[rel~='manifest'], link[rel~='preload']:not([as='image']), link[rel~='modulepreload']",
      ),
    ).toHaveLength(0);
    for (const image of Array.from(doc.querySelectorAll("link[rel~='preload'][as='image']")))
      expect(image.getAttribute("imagesrcset")).toBe(doc.querySelector(".phone-mockup source")?.getAttribute("srcset"));
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

  it("inlines its own stylesheets in one block and allows it by hash in its Content Security Policy", () => {
    const styles = Array.from(doc.querySelectorAll("style"), (style) => style.textContent ?? "");
    const policy = metaPolicy(doc);
    expect(pageStyles(entry, shown).length).toBeGreaterThan(0);
    expect(styles).toHaveLength(1);
    // Cut to the rules its markup can use (src/publish/used-css.ts), never to nothing.
    expect(styles[0]).toMatch(/\{[^}]+\}/);
    expect(styles[0]).not.toContain("used-css");
    expect(policyDirectives(policy).get("style-src")).toEqual([inlineHash(styles[0])]);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain("unsafe-inline");
    expect(doc.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it("allows by hash exactly its own inline scripts and stylesheets, and no other page's", () => {
    const policy = metaPolicy(doc);
    const hashesIn = (directive: string) =>
      (policyDirectives(policy).get(directive) ?? []).filter((source) => source.startsWith("'sha256-")).sort();
    const inline = (selector: string) =>
      Array.from(doc.querySelectorAll(selector), (element) => inlineHash(element.textContent ?? "")).sort();
    expect(hashesIn("script-src")).toEqual(inline('script:not([src]):not([type="application/ld+json"])'));
    expect(hashesIn("style-src")).toEqual(inline("style"));
  });

  it("names every locale's version of itself, the same set on every sibling, and x-default", () => {
    const alternates = Array.from(doc.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    // A custom product page names its siblings though search engines may not list it; a page out of search otherwise names none,
    // and a site of one language has no sibling to name.
    const named = (entry.indexable || entry.productPage) && languages.length > 1;
    const expected = named
      ? [
          ...languages.map(({ code }) => [code, new URL(localePath(code, entry.route).slice(1), site.url).href]),
          ["x-default", new URL(entry.route.slice(1), site.url).href],
        ]
      : [];
    expect(alternates).toEqual(expected);
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
    if (!entry.indexable)
      return expect([canonical, doc.querySelector('meta[name="robots"]')?.getAttribute("content")]).toEqual([undefined, "noindex"]);
    expect(canonical).toBe(new URL(localePath(entry.code, entry.route).slice(1), site.url).href);
  });

  it("says its locale to link previews, with the others as alternates", () => {
    expect(doc.querySelector('meta[property="og:locale"]')?.getAttribute("content")).toBe(entry.copy.language.ogLocale);
    const others = languages.filter(({ code }) => code !== entry.code).map(({ copy }) => copy.language.ogLocale);
    expect(Array.from(doc.querySelectorAll('meta[property="og:locale:alternate"]'), (meta) => meta.getAttribute("content"))).toEqual(
      others,
    );
  });

  it("has no style attributes or inline event handlers the policy would block", () => {
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/\son[a-z]+="/);
  });

  it("never links to nowhere", () => {
    expect(doc.querySelectorAll('a[href="#"], a:not([href])')).toHaveLength(0);
  });
});

describe.each(sitePages)("the shared header and footer on $output in $code", (entry) => {
  const { doc } = page(entry.output, entry.code);
  const { copy, code } = entry;

  it("has a skip link to the main content", () => {
    expect(doc.querySelector("a.skip-link")?.getAttribute("href")).toBe("#main");
    expect(doc.querySelector("main#main")).not.toBeNull();
  });

  it("links the brand to the home page and lists the header's links", () => {
    expect(doc.querySelector(".site-header__brand")?.getAttribute("href")).toBe(localePath(code, "/"));
    const links = Array.from(doc.querySelectorAll(".site-nav__link"));
    expect(links.map((a) => a.textContent)).toEqual(headerLinks.map((link) => copy.nav[link.label]));
    expect(links.map((a) => a.getAttribute("href"))).toEqual(headerLinks.map((link) => localePath(code, link.path)));
  });

  it("marks only the current page's link with aria-current", () => {
    const current = texts(doc, ".site-nav__link[aria-current='page']");
    const expected = headerLinks.filter((link) => link.path === entry.route).map((link) => copy.nav[link.label]);
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
    expect(texts(doc, ".site-header .download-button")[0]).toBe(`${copy.store.comingSoon.lead} ${copy.store.comingSoon.rest}`);
  });

  it("links the same page in each other language, each named in its own language and marked with it", () => {
    const links = Array.from(doc.querySelectorAll(".site-footer__languages a"));
    const others = languages.filter((language) => language.code !== code);
    expect(
      links.map((link) => [link.textContent, link.getAttribute("lang"), link.getAttribute("hreflang"), link.getAttribute("href")]),
    ).toEqual(
      others.map((language) => [language.copy.language.name, language.code, language.code, localePath(language.code, entry.route)]),
    );
  });

  it("has the footer's link groups, the contact e-mail and the copyright year", () => {
    const footer = doc.querySelector("footer") as Element;
    const groups = ".site-footer__group:not(.site-footer__languages)";
    expect(texts(footer, `${groups} h2`)).toEqual(footerGroups.map((group) => copy.nav[group.heading]));
    const publishedLinks = footerGroups.flatMap((group) => group.links.filter((link) => routes.includes(link.path.split("#")[0])));
    expect(texts(footer, `${groups} a`)).toEqual(publishedLinks.map((link) => copy.nav[link.label]));
    expect(footer.querySelector(`a[href="mailto:${site.contactEmail}"]`)?.textContent).toContain(site.contactEmail);
    expect(footer.querySelector("[data-year]")?.textContent).toBe(String(site.year));
  });

  // A fastlane listing's own copyright line stands in its place (scripts/pipeline/fastlane/fastlane.test.ts).
  it.skipIf(Boolean(launch.copyright))("says the copyright notice and the rights in the language's own words", () => {
    const notice = fill(copy.chrome.copyright, { holder: `${site.year} ${site.name}` }, code);
    expect(doc.querySelector(".site-footer__copyright")?.textContent).toBe(sentences(notice, copy.chrome.rights));
  });
});

describe.each(languages)("the 404 page in $code", ({ code, copy }) => {
  const { doc } = page("404.html", code);

  it("says the page was not found and links home, with no shared header or footer", () => {
    expect(doc.querySelector("h1")?.textContent).toBe(copy.notFound.heading);
    expect(doc.querySelector(`a[href="${localePath(code, "/")}"]`)?.textContent).toBe(copy.notFound.homeLink);
    expect(doc.querySelector(".site-header, .site-footer, .site-nav")).toBeNull();
  });

  it("is kept out of search engines and has no canonical URL", () => {
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("offers every other language's home, for hosts that serve only the root 404.html", () => {
    const links = Array.from(doc.querySelectorAll(".not-found__languages a"), (link) => [
      link.getAttribute("href"),
      link.getAttribute("lang"),
    ]);
    expect(links).toEqual(
      languages.filter((language) => language.code !== code).map((language) => [localePath(language.code, "/"), language.code]),
    );
  });

  it("marks itself so the client script logs the missing path", () => {
    expect(doc.querySelector("[data-not-found]")).not.toBeNull();
  });
});
