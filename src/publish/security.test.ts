import { describe, expect, it } from "vitest";
import { settingsFor } from "../../scripts/testing/site-copy.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { parseHtml } from "../../scripts/testing/dom.ts";
import { contentSecurityPolicy, headerContentSecurityPolicy, jsonForScript } from "./security.ts";

describe("the content security policy", () => {
  const options = { scriptHashes: ["'sha256-js'", "'sha256-rules'"], styleHashes: ["'sha256-abc'"] };
  const policy = headerContentSecurityPolicy(options);

  it("allows only hashed inline scripts and styles, our own images and fetches to our own origin", () => {
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'sha256-js' 'sha256-rules';");
    expect(policy).toContain("style-src 'sha256-abc';");
    expect(policy).toContain("img-src 'self' data:");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("form-action 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
  });

  it("is the page's policy plus frame-ancestors in the header", () => {
    expect(policy).toBe(`${contentSecurityPolicy(options)}; frame-ancestors 'none'`);
  });

  it("lets the dev server's reload script, a file, run too", () => {
    expect(contentSecurityPolicy({ ...options, dev: true })).toContain("script-src 'self' 'sha256-js' 'sha256-rules';");
  });
});

describe("hostile config values", () => {
  // Values the validator lets through (quotes and ampersands in a name, an e-mail's local
  // part) are still written into HTML, URLs and JSON-LD; each must come out inert.
  const hostile = {
    SITE_NAME: `Swipe"&'/App`,
    SITE_CONTACT_EMAIL: "o'brien+x%y@mail.example",
  };

  it("are accepted only where harmless", () => {
    expect(() => settingsFor(hostile)).not.toThrow();
  });

  it("stay inert in attributes, mailto links and JSON-LD", async () => {
    const { files } = await renderWith({ env: hostile });
    const html = files.get("index.html") ?? "";
    const doc = parseHtml(html);
    const plain = parseHtml((await renderWith()).files.get("index.html") ?? "");
    expect(doc.querySelectorAll("script")).toHaveLength(plain.querySelectorAll("script").length);
    expect(html).not.toMatch(/"&'\/App<|<script>alert/);
    expect(doc.querySelector(".site-header__brand")?.textContent).toBe(`Swipe"&'/App`);
    expect(doc.querySelector('meta[property="og:site_name"]')?.getAttribute("content")).toBe(`Swipe"&'/App`);
    const mailto = doc.querySelector(".site-footer__email")?.getAttribute("href");
    expect(mailto).toBe("mailto:o'brien%2Bx%25y@mail.example");
    const jsonLd = doc.querySelector('script[type="application/ld+json"]')?.textContent ?? "";
    expect(JSON.parse(jsonLd).name).toBe(`Swipe"&'/App`);
  });

  it("cannot close the JSON-LD script element", () => {
    const text = jsonForScript({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });

  it.each([
    ["SITE_URL", 'https://x.org/"><script>'],
    ["SITE_BASE_PATH", '/"><script>/'],
    ["SITE_NAME", "</title><script>alert(1)</script>"],
    ["SITE_CONTACT_EMAIL", "a@b.co?cc=evil@x.org"],
    ["APP_STORE_URL", "javascript:alert(1)//apps.apple.com"],
  ])("refuse %s=%j before anything renders", async (key, value) => {
    await expect(renderWith({ env: { [key]: value } })).rejects.toThrow(key);
  });
});
