import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseHtml } from "./testing/dom.ts";
import { distDir } from "./testing/dist.ts";
import { fixtureProject } from "./testing/fixture-project.ts";
import { hashTree } from "./testing/tree.ts";
import { buildSite } from "./build.ts";

const scratch = await mkdtemp(path.join(os.tmpdir(), "site-build-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));
const outDir = (name: string) => path.join(scratch, name);

describe("npm run build", () => {
  it("writes the four pages, the host files and static/", async () => {
    const files = Object.keys(await hashTree(distDir()));
    expect(files).toEqual(
      expect.arrayContaining([
        "index.html",
        "privacy/index.html",
        "support/index.html",
        "404.html",
        "sitemap.xml",
        "robots.txt",
        "_headers",
        ".nojekyll",
        "apple-touch-icon.png",
        "social.jpg",
      ]),
    );
  });

  it("leaves no file in dist/ that nothing references", async () => {
    const dir = distDir();
    const files = Object.keys(await hashTree(dir));
    // Read by hosts and crawlers by name rather than through a link.
    const conventional = new Set(["404.html", "robots.txt", "_headers", ".nojekyll"]);
    const texts = await Promise.all(files.filter((file) => /\.(html|txt|xml)$/.test(file)).map((file) => readFile(path.join(dir, file), "utf8")));
    const referenced = (file: string) => texts.some((text) => text.includes(`/${file.replace(/index\.html$/, "")}`));
    expect(files.filter((file) => !conventional.has(file) && !referenced(file))).toEqual([]);
  });

  it("replaces the previous dist/ whole, leaving no stale file behind", async () => {
    const dir = outDir("replace");
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "stale.html"), "old");
    await buildSite({ outDir: dir, env: {} });
    expect(Object.keys(await hashTree(dir))).not.toContain("stale.html");
  });

  it("is reproducible: two builds of the same sources are byte-identical", async () => {
    const env = { SOURCE_DATE_EPOCH: "1767225600" };
    await buildSite({ outDir: outDir("first"), env });
    await buildSite({ outDir: outDir("second"), env });
    expect(await hashTree(outDir("second"))).toEqual(await hashTree(outDir("first")));
  });

  it("turns the download buttons into App Store links from the environment alone", async () => {
    const url = "https://apps.apple.com/app/swipeclean/id1234567890";
    await buildSite({ outDir: outDir("launched"), env: { APP_STORE_URL: url, APP_STORE_ID: "1234567890" } });
    for (const file of ["index.html", "privacy/index.html", "support/index.html"]) {
      const doc = parseHtml(await readFile(path.join(outDir("launched"), file), "utf8"));
      expect(doc.querySelector(".site-header a.download-button")?.getAttribute("href")).toBe(url);
      expect(doc.querySelector('meta[name="apple-itunes-app"]')?.getAttribute("content")).toBe("app-id=1234567890");
    }
  });

  it("puts every link under the base path when one is configured", async () => {
    await buildSite({ outDir: outDir("based"), env: { SITE_BASE_PATH: "/photo-cleaner/" } });
    const html = await readFile(path.join(outDir("based"), "404.html"), "utf8");
    const doc = parseHtml(html);
    expect(doc.querySelector(".not-found a")?.getAttribute("href")).toBe("/photo-cleaner/");
    expect(doc.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href")).toBe("/photo-cleaner/apple-touch-icon.png");
    expect(JSON.parse(doc.querySelector('script[type="speculationrules"]')?.textContent ?? "").prerender[0].where.href_matches).toContainEqual({
      pathname: "/photo-cleaner/privacy/",
    });
  });
});

describe("a build with bad input", () => {
  const cases: { name: string; env?: Record<string, string>; breakIt?: (project: Awaited<ReturnType<typeof fixtureProject>>) => Promise<void>; says: (string | RegExp)[] }[] = [
    {
      name: "a malformed contact e-mail",
      env: { SITE_CONTACT_EMAIL: "support at swipeclean" },
      says: ["contactEmail (SITE_CONTACT_EMAIL)", "expected an address like support@example.org"],
    },
    {
      name: "a site URL without a scheme",
      env: { SITE_URL: "swipeclean.app" },
      says: ["url (SITE_URL)", "expected an absolute http(s) address"],
    },
    {
      name: "a site URL whose path disagrees with the base path",
      env: { SITE_URL: "https://user.github.io/photo-cleaner/", SITE_BASE_PATH: "/cleaner/" },
      says: ["url (SITE_URL)", 'disagrees with basePath "/cleaner/"'],
    },
    {
      name: "an App Store URL that is not on apps.apple.com",
      env: { APP_STORE_URL: "https://example.com/app" },
      says: ["appStoreUrl (APP_STORE_URL)", "expected https://apps.apple.com/..."],
    },
    {
      name: "a base path without leading and trailing slashes",
      env: { SITE_BASE_PATH: "photo-cleaner" },
      says: ["basePath (SITE_BASE_PATH)", "leading and trailing slashes"],
    },
    {
      name: "a page component that throws",
      breakIt: (p) => p.edit("src/pages/Support.tsx", "const { site, href } = useSite();", 'const { site, href } = useSite();\n  if (site) throw new Error("support card data missing");'),
      says: ["Unexpected Application Error!", "route: /support/", "cause: support card data missing"],
    },
    {
      name: "a Sass syntax error",
      breakIt: (p) => p.edit("src/styles/_faq.scss", ".faq__item {", ".faq__item {{ color: ;"),
      says: [/styles: src\/styles\/_faq\.scss:\d+:\d+: /],
    },
    {
      name: "a syntax error in the client script",
      breakIt: (p) => p.edit("src/client/year.ts", "const year = String(new Date().getFullYear());", "const year = String(new Date().getFullYear();"),
      says: [/client script: src\/client\/year\.ts:\d+:\d+: /],
    },
    {
      name: "a missing static/ folder",
      breakIt: (p) => p.remove("static"),
      says: ["static: folder static is missing"],
    },
    {
      name: "a duplicate output path in the page registry",
      breakIt: (p) => p.edit("src/pages/registry.ts", 'output: "support/index.html"', 'output: "privacy/index.html"'),
      says: ['duplicate output path "privacy/index.html"'],
    },
  ];

  it.each(cases)("($name) exits non-zero, says what is wrong and where, and leaves dist/ untouched", async ({ env, breakIt, says }) => {
    const project = await fixtureProject(distDir());
    try {
      const before = await hashTree(project.dist);
      await breakIt?.(project);
      const result = await project.build(env);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain("Build failed. dist/ was left as it was.");
      for (const expected of says) {
        if (typeof expected === "string") expect(result.stderr).toContain(expected);
        else expect(result.stderr).toMatch(expected);
      }
      expect(await hashTree(project.dist)).toEqual(before);
      expect(await project.leftovers()).toEqual([]);
    } finally {
      await project.dispose();
    }
  });

  it("succeeds in the same copy when nothing is broken", async () => {
    const project = await fixtureProject(distDir());
    try {
      const result = await project.build();
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/Built 4 pages and \d+ other files into dist\/ in \d+ ms/);
    } finally {
      await project.dispose();
    }
  });
});
