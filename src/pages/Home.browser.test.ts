/** The landing page in Chromium: its motion, its download bar, and a behaviour of its script that fails. */
import { describe, expect, it } from "vitest";
import { useBrowserAndServer, visit } from "../../scripts/testing/browser.ts";
import { siteCopy } from "../../scripts/testing/site-copy.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";

const chromium = useBrowserAndServer();
const phone = { width: 390, height: 844, hasTouch: true, isMobile: true };

describe("motion", () => {
  it("floats the labels and, on the drawn phone, hints the swipe once, over within 5 s, and none of it under prefers-reduced-motion", async () => {
    const animations = async (reducedMotion: "reduce" | "no-preference") => {
      const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/`, { reducedMotion });
      const running = await page.evaluate(() =>
        document.getAnimations().map((animation) => ({
          name: (animation as CSSAnimation).animationName,
          // How long it moves from its own start, its delay included. (Its start on the page's
          // timeline waits for the first frame, later on a busy machine: 5,002 ms was seen.)
          lasts: Number(animation.effect?.getComputedTiming().endTime),
        })),
      );
      await close();
      return running;
    };
    const moving = await animations("no-preference");
    // The owner's first screenshot, where listed, stands in the phone instead of the drawn card that hints.
    const drawnPhone = (await renderWith()).launch.screenshots.length === 0;
    const expected = [...siteCopy().hero.floatingLabels.map(() => "float"), ...(drawnPhone ? ["swipe-hint"] : [])];
    expect(moving.map(({ name }) => name).sort()).toEqual(expected.sort());
    // WCAG 2.2.2: moving content that starts by itself stops within 5 s.
    for (const { lasts } of moving) expect(lasts).toBeLessThanOrEqual(5_000);
    expect(await animations("reduce")).toEqual([]);
  });
});

describe("the download bar", () => {
  it("is pinned to the bottom of a phone screen and never covers the footer", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/`, phone);
    const bar = page.locator(".download-bar");
    expect(await bar.isVisible()).toBe(true);
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [barBox, lastLine] = await Promise.all([bar.boundingBox(), page.locator(".site-footer__copyright").boundingBox()]);
    expect((lastLine?.y ?? 0) >= (barBox?.y ?? 0) + (barBox?.height ?? 0)).toBe(true);
    await close();
  });

  it("is not shown on a desktop", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/`);
    expect(await page.locator(".download-bar").isVisible()).toBe(false);
    await close();
  });
});

describe("a client script behaviour that fails", () => {
  it("leaves the other behaviours working, the menu usable and nothing thrown", async () => {
    const context = await chromium.browser.playwright.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
    await context.addInitScript(() => {
      Object.defineProperty(Element.prototype, "matches", {
        value: () => {
          throw new Error("broken on purpose");
        },
      });
      Date.prototype.getFullYear = () => 2999;
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${chromium.server.origin}/`);
    expect(await page.locator("[data-year]").textContent()).toBe("2999");
    await page.locator("[data-menu-toggle]").click();
    expect(await page.locator('.site-nav__link[href="/support/"]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
