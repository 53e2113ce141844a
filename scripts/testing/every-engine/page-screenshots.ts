/**
 * Screenshots for people to look at, taken by `npm run screenshots` (.artifacts/screenshots/<engine>/,
 * set side by side in the contact sheets): every page at each width in light and on the phone
 * in dark, every page at 390 px with 200% text, and the landing page in each App Store state.
 * The light ones and the 200% ones are taken where the suite's own checks already have the page
 * open (page-behaviours.ts, visitor-settings.ts); this test takes the rest. `npm test` leaves
 * them out: encoding them cost each engine's suite 12 to 22 s of its 54 to 72.
 */
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { colorSchemes, screenshotFile, screenshotRoot, screenshotsWanted, screenshotWidths } from "../screenshot-files.ts";
import type { EnginePage } from "../../browsers/drivers/start-engine.ts";
import type { EngineState } from "./state.ts";
import { suitePages } from "./state.ts";
import { settled } from "../probes.ts";

/** The height of every screenshot's window. */
export const screenshotHeight = 844;

/** Saves what `page` shows now as the engine's screenshot `name`, and checks it holds a picture, in a run that wants screenshots. */
export async function photograph(state: EngineState, page: EnginePage, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  const dir = path.join(screenshotRoot, state.engine.name);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, screenshotFile(state.engine.name, name));
  await page.screenshot(file);
  expect((await stat(file)).size, file).toBeGreaterThan(10_000);
}

export function describeScreenshots(state: EngineState): void {
  const visitablePages = suitePages(state);
  it.skipIf(!screenshotsWanted())(
    "takes a screenshot of every page in dark on a phone, and of the landing page in each App Store state at each width",
    async () => {
      for (const colorScheme of colorSchemes) {
        if (colorScheme === "dark" && state.engine.fixed.includes("colorScheme")) continue;
        // Dark mode on the phone only: the desktop layout in dark adds nothing the two show apart.
        for (const width of colorScheme === "dark" ? screenshotWidths.slice(0, 1) : screenshotWidths) {
          const page = await state.engine.open({ width, height: screenshotHeight, colorScheme });
          try {
            expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(colorScheme === "dark");
            if (colorScheme === "dark") {
              for (const { name, url } of visitablePages) {
                await page.goto(url());
                await photograph(state, page, `${name}-${width}-dark`);
              }
              continue;
            }
            for (const [store, url] of [
              ["pre-order", state.preOrderUrl("/")],
              ["live", state.varietyUrl("/")],
            ] as const) {
              await page.goto(url);
              await settled(page);
              await photograph(state, page, `launch-${store}-${width}`);
            }
          } finally {
            await page.close();
          }
        }
      }
    },
    240_000,
  );
}
