/**
 * Layout for every script and direction, in Chromium: on every page of the pseudo-locales
 * (every string 40% longer and accented; every string right to left on a right-to-left page),
 * at 320 px and at 200% text, nothing is clipped, runs off the screen or is out of reach, and
 * the right-to-left page mirrors while its phone, strip and menu keep working. The three-engine
 * behaviour suite runs on the default locale; this runs once, so the suite does not multiply.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { rootFontAt } from "../scripts/testing/behaviours/probes.ts";
import { readingProblems, run } from "../scripts/testing/reading-problems.ts";
import { useBrowserAndServer, visit } from "../scripts/testing/browser.ts";
import { pseudoDistDir } from "../scripts/testing/dist.ts";
import { pseudoLocales } from "../scripts/testing/pseudo-locales.ts";
import { pages } from "./pages/registry.ts";
import { localePath } from "./urls.ts";

const chromium = useBrowserAndServer(pseudoDistDir);
const phone = { width: 320, height: 640, isMobile: true, hasTouch: true };
const address = (code: string, route: string) => `${chromium.server.origin}${localePath(code, route || "/no/such/page")}`;

describe.each(Object.keys(pseudoLocales))("the pseudo-locale %s", (code) => {
  describe.each([100, 200])("at 320 px with text at %i%%", (textSize) => {
    it.each(pages)("leaves nothing of $output clipped, off the screen or out of reach", async ({ route }) => {
      const { page, close, failures } = await visit(chromium.browser, address(code, route), { ...phone, reducedMotion: "reduce" });
      if (textSize !== 100) await run(page, rootFontAt(textSize));
      await page.waitForTimeout(100);
      expect(await readingProblems(page)).toEqual([]);
      expect(failures).toEqual([]);
      await close();
    });
  });
});

describe("the right-to-left pseudo-locale", () => {
  const box = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

  it("mirrors the header and the phone's labels: the brand on the right, the first label on the right", async () => {
    const [rtl, ltr] = await Promise.all(["ar-XB", "en-XA"].map((code) => visit(chromium.browser, address(code, "/"), { width: 1280, height: 900, reducedMotion: "reduce" })));
    const width = 1280;
    const brand = await box(rtl.page, ".site-header__brand");
    expect(brand.right).toBeGreaterThan(width / 2);
    expect((await box(ltr.page, ".site-header__brand")).left).toBeLessThan(width / 2);
    const [phoneBox, label] = await Promise.all([box(rtl.page, ".phone-mockup"), box(rtl.page, ".floating-label--1")]);
    expect(label.left + label.width / 2).toBeGreaterThan(phoneBox.left + phoneBox.width / 2);
    await Promise.all([rtl.close(), ltr.close()]);
  });

  it("opens and closes its menu on a phone, and its strip scrolls by its buttons", async () => {
    const { page, close, failures } = await visit(chromium.browser, address("ar-XB", "/"), { width: 390, height: 844, isMobile: true, hasTouch: true, reducedMotion: "reduce" });
    await page.locator("[data-menu-toggle]").click();
    expect(await page.locator("[data-menu]").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await page.locator("[data-menu]").isVisible()).toBe(false);
    const strip = page.locator("[data-screens]");
    await strip.scrollIntoViewIfNeeded();
    const before = await strip.evaluate((element) => element.scrollLeft);
    await page.locator(".screens__button").last().click();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).not.toBe(before);
    expect(await page.locator(".phone-mockup img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(failures).toEqual([]);
    await close();
  });
});
