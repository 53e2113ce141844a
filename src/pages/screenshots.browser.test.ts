import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../scripts/build.ts";
import { renderEverything, useBrowserAndServer, visit } from "../../scripts/testing/browser.ts";
import { visitablePages } from "../../scripts/testing/pages.ts";

/** Written on every test run for people to look at; git-ignored. */
export const screenshotDir = path.join(projectRoot, ".artifacts/screenshots");

const chromium = useBrowserAndServer();
beforeAll(() => mkdir(screenshotDir, { recursive: true }));


describe.each(visitablePages)("screenshots of $name", ({ name, path: route }) => {
  it.each([390, 768, 1280])("at %i px in light and dark", async (width) => {
    for (const colorScheme of ["light", "dark"] as const) {
      const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${route}`, { width, height: 900, colorScheme, reducedMotion: "reduce", bypassCSP: true });
      await renderEverything(page);
      const file = path.join(screenshotDir, `${name}-${width}-${colorScheme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      expect((await stat(file)).size).toBeGreaterThan(10_000);
      await close();
    }
  });
});
