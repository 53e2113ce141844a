import { describe, expect, it } from "vitest";
import { metaPolicy, policyDirectives } from "../scripts/testing/csp.ts";
import { parseHeadersFile } from "../scripts/host-rules.ts";
import { renderWith } from "../scripts/testing/render.ts";
import { vercelJson } from "./hosting.ts";
import { localeOutput } from "./locales.ts";
import { pages } from "./pages/registry.ts";
import { localePath } from "./urls.ts";

const { site, files, page, languages } = await renderWith();
const headers = files.get("_headers") ?? "";

describe("host configuration", () => {
  it("sends a Content Security Policy header that allows what every page's own policy allows, plus frame-ancestors", () => {
    const header = (parseHeadersFile(headers).get("/*") ?? []).find((line) => line.startsWith("Content-Security-Policy: ")) ?? "";
    const sent = policyDirectives(header.slice("Content-Security-Policy: ".length));
    expect(sent.get("frame-ancestors")).toEqual(["'none'"]);
    for (const entry of languages.flatMap(({ code }) => pages.map((page) => ({ ...page, code })))) {
      const own = policyDirectives(metaPolicy(page(entry.output, entry.code).doc));
      expect(own.size, entry.output).toBeGreaterThan(5);
      for (const [name, sources] of own) expect(sent.get(name), `${entry.output}: ${name}`).toEqual(expect.arrayContaining(sources));
    }
  });

  it("sends the security headers on every path", () => {
    const all = parseHeadersFile(headers).get("/*")?.join("\n") ?? "";
    expect(all).toContain("Strict-Transport-Security: max-age=");
    expect(all).toContain("X-Content-Type-Options: nosniff");
    expect(all).toContain("Referrer-Policy: strict-origin-when-cross-origin");
    expect(all).toContain("Cross-Origin-Opener-Policy: same-origin");
    expect(all).toMatch(/Permissions-Policy: camera=\(\), microphone=\(\), geolocation=\(\)/);
  });

  it("has every page of every locale revalidated on each visit", () => {
    const parsed = parseHeadersFile(headers);
    const paths = languages.flatMap(({ code }) => pages.flatMap((entry) => [entry.route && localePath(code, entry.route), `/${localeOutput(code, entry.output)}`]));
    for (const path of paths.filter(Boolean)) {
      expect(parsed.get(path)).toEqual(["Cache-Control: public, max-age=0, must-revalidate"]);
    }
  });

  it("tells Vercel to redirect /privacy to /privacy/ and send the same headers, with frame-ancestors as its policy", () => {
    const vercel = JSON.parse(vercelJson(site, pages, languages));
    expect(vercel.trailingSlash).toBeUndefined();
    const redirects = new Map(vercel.redirects.map((rule: { source: string; destination: string }) => [rule.source, rule.destination]));
    for (const { code } of languages) for (const entry of pages.filter((page) => page.route.length > 1)) {
      expect(redirects.get(localePath(code, entry.route).replace(/\/$/, ""))).toBe(localePath(code, entry.route));
    }
    const sent = vercel.headers[0].headers.map((header: { key: string; value: string }) => `${header.key}: ${header.value}`);
    const fromHeadersFile = parseHeadersFile(headers).get("/*") ?? [];
    expect(sent.filter((line: string) => !line.startsWith("Content-Security-Policy"))).toEqual(fromHeadersFile.filter((line) => !line.startsWith("Content-Security-Policy")));
    expect(sent).toContain("Content-Security-Policy: frame-ancestors 'none'");
  });

  it("turns off Jekyll on GitHub Pages", () => {
    expect(files.get(".nojekyll")).toBe("");
  });
});
