import { distDir } from "../testing/dist.ts";
import { pagesIn } from "../testing/pages.ts";
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildInto } from "../testing/rendered-site.ts";
import { serveStatic, sharedChromium, visit } from "../testing/browser.ts";
import type { PlaywrightEngine, StaticServer } from "../testing/browser.ts";
import { siteCopy } from "../testing/site-copy.ts";
import { headerLinks } from "../../src/components/site-links.ts";

/** The pages the build publishes. */
const pages = pagesIn(distDir());

// A GitHub Pages project site: the build is served from /photo-cleaner/, and the host
// answers unknown paths with the project's 404.html.
const base = "/photo-cleaner/";
let root: string;
let browser: PlaywrightEngine;
let server: StaticServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "site-base-"));
  const { outDir } = await buildInto(path.join(root, "photo-cleaner"), {
    env: { SITE_URL: "https://user.github.io/photo-cleaner/", SITE_BASE_PATH: base },
  });
  await copyFile(path.join(outDir, "404.html"), path.join(root, "404.html"));
  [browser, server] = await Promise.all([sharedChromium(), serveStatic(root)]);
});
afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe("a build served under a base path", () => {
  it.each(pages.filter((entry) => entry.route).map((entry) => entry.route.slice(1)))(
    "loads %s with every request under the base path and none failing",
    async (route) => {
      const visited = await visit(browser, `${server.origin}${base}${route}`);
      expect(visited.status).toBe(200);
      expect(visited.requests.filter((url) => !url.startsWith(`${server.origin}${base}`))).toEqual([]);
      expect(visited.failures).toEqual([]);
      expect(visited.consoleMessages.filter((message) => message.type === "error")).toEqual([]);
      await visited.close();
    },
  );

  it("navigates through the menu to pages under the base path", async () => {
    const { page, close } = await visit(browser, `${server.origin}${base}`, { width: 390, height: 844 });
    await page.locator("[data-menu-toggle]").click();
    const link = headerLinks.find((candidate) => !candidate.path.includes("#")) ?? headerLinks[0];
    const label = siteCopy().nav[link.label];
    await page.locator(`.site-nav__link[href="${base}${link.path.slice(1)}"]`).click();
    await page.waitForURL(`${server.origin}${base}${link.path.slice(1)}`);
    expect(await page.locator(".site-nav__link[aria-current='page']").textContent()).toBe(label);
    await close();
  });

  it("serves a styled 404 page deep below the base path whose home link stays inside it", async () => {
    const visited = await visit(browser, `${server.origin}${base}a/b/c`);
    expect(visited.status).toBe(404);
    expect(visited.failures).toEqual([]);
    expect(await visited.page.locator(".not-found").evaluate((element) => getComputedStyle(element).display)).toBe("flex");
    await visited.page.locator("a", { hasText: siteCopy().notFound.homeLink }).click();
    await visited.page.waitForURL(`${server.origin}${base}`);
    await visited.close();
  });
});
