/**
 * Layout for every language, script and direction, in Chromium: on every page of every
 * language of the owner's variety (scripts/testing/owner-variety.ts: eight, a regional variant
 * and a right-to-left one among them) but the default, and of the pseudo-locales (every string 40% longer, accented, with
 * a German-length compound word; every string right to left on a right-to-left page), on
 * phones upright and on their side, at 100% and 200% text, nothing is clipped, runs off the
 * screen or is out of reach; and the right-to-left page mirrors while its phone, strip and menu
 * keep working. The three-engine behaviour suite runs on the default locale; this runs once, in
 * one engine, so a language an owner adds is covered without multiplying the suite.
 */
import { pagesIn } from "../pages.ts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { rootFontAt, textZoomAt } from "../probes.ts";
import { readingProblems } from "../reading-problems.ts";
import { useBrowserAndServer, visit } from "../browser.ts";
import { varietyDistDir, varietyLanguages } from "../dist.ts";
import { pseudoLocales } from "../pseudo-locales.ts";
import { defaultLocale } from "../../../src/site.ts";
import { localePath } from "../../../src/routing/urls.ts";

/** The pages the build publishes. */
const pages = pagesIn(varietyDistDir());

const chromium = useBrowserAndServer(varietyDistDir);
const address = (code: string, route: string) => `${chromium.server.origin}${localePath(code, route || "/no/such/page")}`;
/** Every language of the owner's variety but the default (proven by the three-engine suite), and the pseudo-locales. */
const otherLocales = [...varietyLanguages().filter((code) => code !== defaultLocale), ...Object.keys(pseudoLocales)];
/**
 * The narrowest phone upright, where long words and large text run out of room first, at 200%
 * by root font size and by Safari's text-size-adjust (at 100% its words are proven whole by
 * whole-words.browser.test.ts); and a phone on its side, where the pinned bars leave least
 * height and the header may still hold its links, at 100% and 200%. (Every size between, and
 * text zoom at each, the three-engine suite proves on the default language.)
 */
const phones = [
  { width: 320, height: 568, text: ["root font size 200%", "text-size-adjust 200%"] },
  { width: 844, height: 390, text: ["100%", "root font size 200%"] },
] as const;
const textSettings = { "100%": undefined, "root font size 200%": rootFontAt, "text-size-adjust 200%": textZoomAt } as const;

// One visit per language and phone, page after page: a language an owner adds costs two tests, not two per page.
describe.each(otherLocales)("the pages in %s", (code) => {
  it.each(phones)(
    "leave nothing of any page clipped, off the screen or out of reach on a $width×$height phone, with text at $text",
    async ({ width, height, text }) => {
      const { page, enginePage, close, failures } = await visit(chromium.browser, address(code, pages[0]?.route ?? "/"), {
        width,
        height,
        isMobile: true,
        hasTouch: true,
        reducedMotion: "reduce",
      });
      const found: Record<string, string[]> = {};
      for (const { output, route } of pages) {
        await page.goto(address(code, route));
        for (const setting of text) {
          const apply = textSettings[setting];
          if (apply) await enginePage.evaluate(apply, 200);
          found[`${output} at ${setting}`] = await readingProblems(enginePage);
        }
      }
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
      expect(failures).toEqual([]);
      await close();
    },
  );
});

describe("the right-to-left pseudo-locale", () => {
  const box = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

  it("mirrors the header and the phone's labels: the brand on the right, the first label on the right", async () => {
    const [rtl, ltr] = await Promise.all(
      ["ar-XB", "en-XA"].map((code) => visit(chromium.browser, address(code, "/"), { width: 1280, height: 900, reducedMotion: "reduce" })),
    );
    const width = 1280;
    const brand = await box(rtl.page, ".site-header__brand");
    expect(brand.right).toBeGreaterThan(width / 2);
    expect((await box(ltr.page, ".site-header__brand")).left).toBeLessThan(width / 2);
    const [phoneBox, label] = await Promise.all([box(rtl.page, ".phone-mockup"), box(rtl.page, ".floating-label--1")]);
    expect(label.left + label.width / 2).toBeGreaterThan(phoneBox.left + phoneBox.width / 2);
    await Promise.all([rtl.close(), ltr.close()]);
  });

  it("opens and closes its menu on a phone, and its strip scrolls by its buttons", async () => {
    const { page, close, failures } = await visit(chromium.browser, address("ar-XB", "/"), {
      width: 390,
      height: 844,
      isMobile: true,
      hasTouch: true,
      reducedMotion: "reduce",
    });
    await page.locator("[data-menu-toggle]").click();
    expect(await page.locator("[data-menu]").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await page.locator("[data-menu]").isVisible()).toBe(false);
    const strip = page.locator("[data-screens]");
    await strip.scrollIntoViewIfNeeded();
    const before = await strip.evaluate((element) => element.scrollLeft);
    await page.locator(".screens__button").last().click();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).not.toBe(before);
    expect(await page.locator(".phone-mockup img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    expect(failures).toEqual([]);
    await close();
  });
});
