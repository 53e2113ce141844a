/**
 * Screenshots for people to look at (.artifacts/screenshots/<engine>/, set side by side in the
 * contact sheets): every page at each width in light and on the phone in dark, every page at
 * 390 px with 200% text, and the landing page in each App Store state.
 */
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { visitablePages } from "../../../scripts/testing/pages.ts";
import { colorSchemes, screenshotFile, screenshotRoot, screenshotWidths } from "../../../scripts/testing/screenshots.ts";
import { rootFontAt } from "../../../scripts/testing/probes.ts";
import type { EngineState } from "./state.ts";
import { settled } from "../../../scripts/testing/probes.ts";

const HEIGHT = 844;

export function describeScreenshots(state: EngineState): void {
  it("takes a screenshot of every page at each width, in dark on a phone, at 200% text, and of each App Store state", async () => {
    const dir = path.join(screenshotRoot, state.engine.name);
    await mkdir(dir, { recursive: true });
    const shoot = async (page: Awaited<ReturnType<typeof state.engine.open>>, name: string) => {
      const file = path.join(dir, screenshotFile(state.engine.name, name));
      await page.screenshot(file);
      expect((await stat(file)).size, file).toBeGreaterThan(10_000);
    };
    for (const colorScheme of colorSchemes) {
      if (colorScheme === "dark" && state.engine.fixed.includes("colorScheme")) continue;
      // Dark mode on the phone only: the desktop layout in dark adds nothing the two show apart.
      for (const width of colorScheme === "dark" ? screenshotWidths.slice(0, 1) : screenshotWidths) {
        const page = await state.engine.open({ width, height: HEIGHT, colorScheme });
        try {
          for (const { name, path: route } of visitablePages) {
            await page.goto(state.url(route));
            expect(await page.evaluate(`return matchMedia("(prefers-color-scheme: dark)").matches;`)).toBe(colorScheme === "dark");
            await shoot(page, `${name}-${width}-${colorScheme}`);
          }
          if (colorScheme === "dark") continue;
          for (const [store, url] of [["pre-order", state.preOrderUrl("/")], ["live", state.launchUrl("/")]] as const) {
            await page.goto(url);
            await settled(page);
            await shoot(page, `launch-${store}-${width}`);
          }
        } finally {
          await page.close();
        }
      }
    }
    const page = await state.engine.open({ width: screenshotWidths[0], height: HEIGHT });
    try {
      for (const { name, path: route } of visitablePages) {
        await page.goto(state.url(route));
        await page.evaluate(rootFontAt(200));
        await settled(page);
        await shoot(page, `${name}-${screenshotWidths[0]}-text200`);
      }
    } finally {
      await page.close();
    }
  }, 240_000);
}
