import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clippedText, headerControlProblems, sidewaysScroll, textZoomAt, unreachableMenuLinks } from "../../scripts/testing/behaviours/probes.ts";
import { useBrowserAndServer, visit } from "../../scripts/testing/browser.ts";
import { visitablePages } from "../../scripts/testing/pages.ts";

const chromium = useBrowserAndServer();
const run = <T,>(page: Page, body: string) => page.evaluate(`(() => { ${body} })()`) as Promise<T>;

/** What a visitor could not read or reach on the page now open. */
async function problems(page: Page): Promise<string[]> {
  const found: string[] = [];
  const sideways = await run<number>(page, sidewaysScroll);
  if (sideways > 0) found.push(`scrolls ${sideways} px sideways`);
  found.push(...(await run<string[]>(page, clippedText)));
  if (await page.locator(".site-header").count()) {
    const header = await run<{ problems: string[]; toggle: boolean }>(page, headerControlProblems);
    found.push(...header.problems);
    if (header.toggle) {
      await page.locator("[data-menu-toggle]").click();
      found.push(...(await run<string[]>(page, unreachableMenuLinks)).map((link) => `the open menu does not show ${link}`));
      await page.keyboard.press("Escape");
    }
  }
  return found;
}

// Safari on iPhone zooms text with text-size-adjust, which Chromium applies only to a mobile
// page: this is where an engine here can show it (the other setting, the root font at 200%,
// is proven in all three engines).
describe.each([
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
])("Safari's text zoom at 200% (text-size-adjust), on a $width×$height phone", (size) => {
  it.each(visitablePages)("leaves nothing of $name scrolling sideways, cut off or out of reach", async ({ path }) => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${path}`, { ...size, isMobile: true, hasTouch: true });
    expect(await run<boolean>(page, textZoomAt(200)), "the text grew").toBe(true);
    await page.waitForTimeout(150);
    expect(await problems(page)).toEqual([]);
    await close();
  });
});

describe("a 1280 px wide window zoomed to 400% (320 CSS px)", () => {
  it.each(visitablePages)("leaves nothing of $name scrolling sideways, cut off or out of reach", async ({ path }) => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${path}`, { width: 320, height: 256, deviceScaleFactor: 4 });
    expect(await problems(page)).toEqual([]);
    await close();
  });
});
