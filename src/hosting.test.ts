import { describe, expect, it } from "vitest";
import { parseHeadersFile } from "../scripts/testing/headers-file.ts";
import { renderWith } from "../scripts/testing/render.ts";
import { vercelJson } from "./hosting.ts";
import { pages } from "./pages/registry.ts";

const { site, files, page } = renderWith();
const headers = files.get("_headers") ?? "";

describe("host configuration", () => {
  it("sends the page's own Content Security Policy, plus frame-ancestors, as a header", () => {
    const pagePolicy = page("index.html").doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content");
    expect(parseHeadersFile(headers).get("/*")).toContain(`Content-Security-Policy: ${pagePolicy}; frame-ancestors 'none'`);
  });

  it("sends the security headers on every path", () => {
    const all = parseHeadersFile(headers).get("/*")?.join("\n") ?? "";
    expect(all).toContain("Strict-Transport-Security: max-age=");
    expect(all).toContain("X-Content-Type-Options: nosniff");
    expect(all).toContain("Referrer-Policy: strict-origin-when-cross-origin");
    expect(all).toContain("Cross-Origin-Opener-Policy: same-origin");
    expect(all).toMatch(/Permissions-Policy: camera=\(\), microphone=\(\), geolocation=\(\)/);
  });

  it("has every page revalidated on each visit", () => {
    const parsed = parseHeadersFile(headers);
    for (const path of ["/", "/index.html", "/privacy/", "/privacy/index.html", "/support/", "/404.html"]) {
      expect(parsed.get(path)).toEqual(["Cache-Control: public, max-age=0, must-revalidate"]);
    }
  });

  it("tells Vercel to redirect /privacy to /privacy/ and send the same headers, with frame-ancestors as its policy", () => {
    const vercel = JSON.parse(vercelJson(site, pages));
    expect(vercel.trailingSlash).toBe(true);
    const sent = vercel.headers[0].headers.map((header: { key: string; value: string }) => `${header.key}: ${header.value}`);
    const fromHeadersFile = parseHeadersFile(headers).get("/*") ?? [];
    expect(sent.filter((line: string) => !line.startsWith("Content-Security-Policy"))).toEqual(fromHeadersFile.filter((line) => !line.startsWith("Content-Security-Policy")));
    expect(sent).toContain("Content-Security-Policy: frame-ancestors 'none'");
  });

  it("turns off Jekyll on GitHub Pages", () => {
    expect(files.get(".nojekyll")).toBe("");
  });
});
