import { describe, expect, it } from "vitest";
import { metaPolicy, policyDirectives } from "../../scripts/testing/csp.ts";
import { headersFor, parseHeadersFile } from "../../scripts/hosts/host-rules.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { localeOutput } from "../routing/languages.ts";
import { defaultLocale } from "../site.ts";
import { localePath } from "../routing/urls.ts";

const { files, page, languages, entries: pages } = await renderWith();
const headers = files.get("_headers") ?? "";

describe("host configuration", () => {
  it("sends each page a Content Security Policy header that allows what its own policy allows, plus frame-ancestors, and sends it to no other path", () => {
    const policyOf = (path: string) => headersFor(headers, path).get("Content-Security-Policy");
    for (const path of ["/robots.txt", "/assets/x.png", "/sitemap.xml"]) expect(policyOf(path), path).toBeUndefined();
    for (const entry of languages.flatMap(({ code }) => pages.map((page) => ({ ...page, code })))) {
      const sent = policyDirectives(policyOf(`/${localeOutput(entry.code, entry.output)}`) ?? "");
      expect(sent.get("frame-ancestors"), entry.output).toEqual(["'none'"]);
      const own = policyDirectives(metaPolicy(page(entry.output, entry.code).doc));
      expect(own.size, entry.output).toBeGreaterThan(5);
      for (const [name, sources] of own) expect(sent.get(name), `${entry.output}: ${name}`).toEqual(expect.arrayContaining(sources));
    }
  });

  it("sends the security headers on every path", () => {
    const all = parseHeadersFile(headers).get("/*")?.join("\n") ?? "";
    expect(all).toContain("X-Frame-Options: DENY");
    expect(all).toContain("Strict-Transport-Security: max-age=");
    expect(all).toContain("X-Content-Type-Options: nosniff");
    expect(all).toContain("Referrer-Policy: strict-origin-when-cross-origin");
    expect(all).toContain("Cross-Origin-Opener-Policy: same-origin");
    expect(all).toMatch(/Permissions-Policy: camera=\(\), microphone=\(\), geolocation=\(\)/);
  });

  it("has every page of every locale revalidated on each visit", () => {
    const paths = languages.flatMap(({ code }) =>
      pages.flatMap((entry) => [entry.route && localePath(code, entry.route), `/${localeOutput(code, entry.output)}`]),
    );
    for (const path of paths.filter((path): path is string => Boolean(path))) {
      expect(headersFor(headers, path).get("Cache-Control"), path).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("gives Netlify, in dist/_redirects, each other published language's own 404 page for paths under it, and Cloudflare Pages no such file", async () => {
    const others = languages.filter(({ code }) => code !== defaultLocale);
    const rules = (files.get("_redirects") ?? "")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split(/\s+/));
    expect(rules).toEqual(others.map(({ code }) => [`/${code}/*`, `/${code}/404.html`, "404"]));
    for (const [, to] of rules) expect(files.has(to.slice(1)), to).toBe(true);
    expect((await renderWith({ env: { CF_PAGES: "1" } })).files.has("_redirects")).toBe(false);
  });

  it("turns off Jekyll on GitHub Pages", () => {
    expect(files.get(".nojekyll")).toBe("");
  });
});
