/**
 * What a visitor could not read or reach on a page open in Playwright's Chromium: sideways
 * scrolling, clipped text, header controls off the screen or covered, and menu links the open
 * menu does not show. Shared by the text-size and the locale layout tests.
 */
import type { Page } from "playwright-core";
import { clippedText, headerControlProblems, sidewaysScroll, unreachableMenuLinks } from "./behaviours/probes.ts";

/** Runs one of the probes' function bodies in the page. */
export const run = <T>(page: Page, body: string) => page.evaluate(`(() => { ${body} })()`) as Promise<T>;

export async function readingProblems(page: Page): Promise<string[]> {
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
