import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decapCdn } from "../../../src/admin/page.ts";
import { parseHeadersFile } from "../../hosts/host-rules.ts";
import { listFiles } from "../paths.ts";
import { productPagesSchema } from "../../../src/content/product-pages.ts";
import { policyDirectives } from "../../testing/csp.ts";
import { distDir } from "../../testing/dist.ts";
import { parseHtml } from "../../testing/dom.ts";
import { buildInto } from "../../testing/rendered-site.ts";

let dir: string;
const repo = "owner/swipeclean-site";
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "site-cms-"));
  await buildInto(dir, { env: { CMS_GITHUB_REPO: repo, CMS_BRANCH: "content", CMS_AUTH_URL: "https://auth.example.org" } });
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const read = (file: string, root = dir) => readFile(path.join(root, file), "utf8");

describe("the CMS on a host, switched on by CMS_GITHUB_REPO", () => {
  it("publishes /admin/ for search engines to leave alone, linked from no page and in no sitemap", async () => {
    const page = parseHtml(await read("admin/index.html"));
    expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow");
    const pages = (await listFiles(dir)).filter((file) => file.endsWith(".html") && !file.startsWith("admin/"));
    for (const file of pages) expect(await read(file), file).not.toMatch(/href="[^"]*admin\//);
    expect(await read("sitemap.xml")).not.toContain("admin");
    expect(parseHeadersFile(await read("_headers")).get("/admin/*")).toContain("X-Robots-Tag: noindex");
  });

  it("commits to the repository and branch named, signing in through the OAuth provider named", async () => {
    const script = await read("admin/admin.js");
    expect(script).toContain(`name:"github",repo:"${repo}",branch:"content",base_url:"https://auth.example.org"`);
  });

  it("checks a pattern as the editor types, saying what it takes in the schema's words rather than the pattern's", async () => {
    const { pattern, patternDescription } = productPagesSchema.properties.pages.items.properties.slug;
    const script = await read("admin/admin.js");
    expect(script).toContain(`Must be ${patternDescription}`);
    expect(script).not.toContain(`Must match ${pattern}`);
  });

  it("loads Decap from the CDN under its Subresource Integrity, with a policy of its own that names only what it needs", async () => {
    const page = parseHtml(await read("admin/index.html"));
    expect(page.querySelector(`script[src="${decapCdn.base}decap-cms.js"]`)?.getAttribute("integrity")).toBe(decapCdn.integrity);
    const sent = policyDirectives(
      parseHeadersFile(await read("_headers"))
        .get("/admin/*")
        ?.find((line) => line.startsWith("Content-Security-Policy: "))
        ?.slice("Content-Security-Policy: ".length) ?? "",
    );
    expect(sent.get("script-src")).toEqual(["'self'", "'unsafe-eval'", decapCdn.base]);
    expect(sent.get("connect-src")).toEqual(["'self'", "blob:", "https://api.github.com"]);
    expect(sent.get("frame-ancestors")).toEqual(["'none'"]);
    expect(sent.get("default-src")).toEqual(["'none'"]);
  });

  it("leaves every visitor's page as it is without the CMS, byte for byte", async () => {
    const pages = (await listFiles(distDir())).filter((file) => file.endsWith(".html"));
    for (const file of pages) expect(await read(file), file).toBe(await read(file, distDir()));
  });
});
