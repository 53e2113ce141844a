/**
 * What every engine must show on launch day, in a build that is live, with three fixture
 * screenshots, a fixture badge, a preview video and an in-app event coming up: the badge, the
 * strip, the video's dialog, the event's card.
 */
import { describe, expect, it } from "vitest";
import type { EngineState } from "./state.ts";
import { isShown, settle, settled, starsFilled, until } from "../probes.ts";
import { starFillEnd } from "../../../src/components/Stars.tsx";
import { siteCopy } from "../site-copy.ts";
import { badgeDisplayHeight } from "../../pipeline/launch/badge.ts";

/** Every badge a visitor sees: loaded, at least 40 px high, with a quarter of its height clear around it, and where it leads. */
const badgeReport = () =>
  Array.from(document.querySelectorAll<HTMLAnchorElement>(".download-button--badge"))
    .filter((link) => link.getBoundingClientRect().width > 0)
    .map((link) => {
      const image = link.querySelector("img") as HTMLImageElement;
      const outer = link.getBoundingClientRect();
      const inner = image.getBoundingClientRect();
      const clear = Math.min(inner.left - outer.left, outer.right - inner.right, inner.top - outer.top, outer.bottom - inner.bottom);
      return {
        loaded: image.complete && image.naturalWidth > 0,
        height: Math.round(inner.height),
        clearEnough: clear >= inner.height / 4 - 0.5,
        name: image.alt,
        store: new URL(link.href).hostname,
      };
    });

/** Every shown badge's image loaded, once the closing call to action, whose badge is fetched lazily, has been scrolled to. */
const badgesLoaded = () => {
  document.querySelector(".call-to-action")?.scrollIntoView({ block: "center", behavior: "instant" });
  return Array.from(document.querySelectorAll<HTMLImageElement>(".download-button--badge img"))
    .filter((image) => image.getBoundingClientRect().width > 0)
    .every((image) => image.complete && image.naturalWidth > 0);
};

const focusIs = (selector: string) => document.activeElement === document.querySelector(selector);

/**
 * The in-app event's card, scrolled to, as a visitor meets it: shown, within the page's width,
 * its image at the 16:9 its width and height attributes hold before it loads, and no text of it
 * past the screen's sides or cut off.
 */
const eventReport = () => {
  const card = document.querySelector<HTMLElement>("section.events .event-card");
  if (!card) return { shown: false };
  card.scrollIntoView({ block: "center" });
  const width = document.documentElement.clientWidth;
  const box = card.getBoundingClientRect();
  const picture = (card.querySelector("img") as HTMLImageElement).getBoundingClientRect();
  const offside = Array.from(card.querySelectorAll<HTMLElement>("h3, p, a, time"))
    .filter((element) => {
      const own = element.getBoundingClientRect();
      // An inline box (a link, a time) has no client width of its own to overflow.
      const clipped = getComputedStyle(element).display !== "inline" && element.scrollWidth > element.clientWidth + 1;
      return own.left < -1 || own.right > width + 1 || clipped;
    })
    .map((element) => element.className || element.tagName);
  return {
    shown: box.height > 0,
    withinWidth: box.left >= -1 && box.right <= width + 1,
    imageRatio: Math.round((picture.width / picture.height) * 100) / 100,
    offside,
  };
};
const expectedEvent = { shown: true, withinWidth: true, imageRatio: Math.round((16 / 9) * 100) / 100, offside: [] };
const eventImageLoaded = () => {
  const image = document.querySelector<HTMLImageElement>("section.events img");
  return Boolean(image?.complete && image.naturalWidth > 0);
};

export function describeLaunch(state: EngineState): void {
  describe("on launch day", () => {
    it("shows Apple's badge and Google's, loaded (the closing one once scrolled to), at least 40 px high with clear space, named by their words, the first screenshot in the hero's phone, and the in-app event's card, its image loaded once scrolled to", async () => {
      const page = await state.engine.open({ width: 1280, height: 900 });
      try {
        await page.goto(state.varietyUrl("/"));
        await settled(page);
        expect(await until(page, badgesLoaded, true), "every badge, the closing one once scrolled to").toBe(true);
        const badges = await page.evaluate(badgeReport);
        const words: Record<string, string> = {
          "apps.apple.com": siteCopy().store.live.badgeWords,
          "play.google.com": siteCopy().store.googlePlay.badgeWords,
        };
        expect(badges.filter((badge) => badge.store === "apps.apple.com").length).toBeGreaterThanOrEqual(2);
        expect(badges.filter((badge) => badge.store === "play.google.com").length).toBeGreaterThanOrEqual(2);
        for (const badge of badges) expect(badge).toMatchObject({ loaded: true, clearEnough: true, name: words[badge.store] });
        // Shown at the height the build's 3x check assumes (scripts/pipeline/launch/badge.ts), above Apple's 40 px floor.
        for (const badge of badges) expect(badge.height).toBe(badgeDisplayHeight);
        const hero = await page.evaluate(() => {
          const image = document.querySelector(".phone-mockup img") as HTMLImageElement;
          return { loaded: image.complete && image.naturalWidth > 0, lazy: image.loading === "lazy" };
        });
        expect(hero).toEqual({ loaded: true, lazy: false });
        expect(await page.evaluate(eventReport), "the in-app event's card").toEqual(expectedEvent);
        expect(await until(page, eventImageLoaded, true), "its image, once scrolled to").toBe(true);
      } finally {
        await page.close();
      }
    });

    it("fills the stars on what's new to the rating its words say, the last star partly", async () => {
      const page = await state.engine.open({ width: 390, height: 844 });
      try {
        await page.goto(state.varietyUrl("/whats-new/"));
        const said = await page.evaluate(() => document.querySelector(".whats-new__rating strong")?.textContent ?? "");
        const rating = Number(/\d+(?:[.,]\d+)?/.exec(said)?.[0].replace(",", "."));
        expect(rating % 1, `a rating with a fraction (${said})`).not.toBe(0);
        const filled = await page.evaluate(starsFilled, ".whats-new__rating .stars");
        expect(Math.abs(filled * 100 - starFillEnd(rating)), `${said}: filled to ${filled * 100} of 100`).toBeLessThanOrEqual(1);
      } finally {
        await page.close();
      }
    });

    it("shows the in-app event's card on a phone, and scrolls the screenshot strip from the keyboard and from its buttons", async () => {
      const page = await state.engine.open({ width: 390, height: 844 });
      try {
        await page.goto(state.varietyUrl("/"));
        expect(await page.evaluate(eventReport), "the in-app event's card on a phone").toEqual(expectedEvent);
        const scrolled = () => Math.round((document.querySelector("[data-screens]") as HTMLElement).scrollLeft);
        await page.evaluate(() => {
          const strip = document.querySelector("[data-screens]") as HTMLElement;
          strip.scrollIntoView({ block: "center" });
          strip.focus();
        });
        const start = await page.evaluate(scrolled);
        await page.press("ArrowRight");
        await page.press("ArrowRight");
        expect(
          await until(
            page,
            (past: number) => (document.querySelector("[data-screens]") as HTMLElement).scrollLeft > past,
            true,
            start + 20,
          ),
          "after ArrowRight",
        ).toBe(true);
        // Back to the start, measured once the strip is still: on a busy machine the arrow keys'
        // scrolling (or the snap after it) can still be under way and carry it on.
        await page.evaluate(() => {
          (document.querySelector("[data-screens]") as HTMLElement).scrollLeft = 0;
        });
        let [home, before] = [-1, -2];
        for (let reads = 0; home !== before && reads < 40; reads += 1) {
          await settle(150);
          [before, home] = [home, await page.evaluate(scrolled)];
        }
        expect(home, "back near the start").toBeLessThan(20);
        // The button is enabled again once the strip's scroll event reaches the script, which a busy engine delivers late.
        expect(
          await until(page, () => !(document.querySelector(".screens__button:last-child") as HTMLButtonElement).disabled, true),
          "the next button enabled",
        ).toBe(true);
        await page.click(".screens__button:last-child");
        expect(
          await until(page, (past: number) => (document.querySelector("[data-screens]") as HTMLElement).scrollLeft > past, true, home + 20),
          "after the next button",
        ).toBe(true);
      } finally {
        await page.close();
      }
    });

    it("opens the preview in a dialog, closes it on Escape and on its button, and gives focus back to the control", async () => {
      const page = await state.engine.open({ width: 390, height: 844 });
      try {
        await page.goto(state.varietyUrl("/"));
        expect(await page.evaluate(isShown, "[data-preview]")).toBe(false);
        await page.click("[data-preview-open]");
        expect(await until(page, isShown, true, "[data-preview]")).toBe(true);
        expect(await until(page, focusIs, true, "[data-preview-close]"), "focus in the dialog").toBe(true);
        expect(
          await page.evaluate(() => (document.querySelector("[data-preview] video") as HTMLVideoElement).paused),
          "never plays by itself",
        ).toBe(true);
        await page.press("Escape");
        expect(await until(page, isShown, false, "[data-preview]")).toBe(false);
        expect(await until(page, focusIs, true, "[data-preview-open]"), "focus back after Escape").toBe(true);
        await page.click("[data-preview-open]");
        expect(await until(page, isShown, true, "[data-preview]")).toBe(true);
        await page.click("[data-preview-close]");
        expect(await until(page, isShown, false, "[data-preview]")).toBe(false);
        expect(await until(page, focusIs, true, "[data-preview-open]"), "focus back after Close").toBe(true);
      } finally {
        await page.close();
      }
    });

    it("opens and closes the preview with JavaScript off, the strip still scrolls, and the in-app event's card stands as built", async (context) => {
      if (state.engine.fixed.includes("javaScript")) context.skip();
      const page = await state.engine.open({ width: 390, height: 844, javaScript: false });
      try {
        await page.goto(state.varietyUrl("/"));
        await page.click("[data-preview-open]");
        expect(await until(page, isShown, true, "[data-preview]")).toBe(true);
        await page.press("Escape");
        expect(await until(page, isShown, false, "[data-preview]")).toBe(false);
        expect(
          await page.evaluate(() => {
            const strip = document.querySelector("[data-screens]") as HTMLElement;
            return strip.scrollWidth > strip.clientWidth && getComputedStyle(strip).overflowX === "auto";
          }),
        ).toBe(true);
        expect(await page.evaluate(eventReport), "the in-app event's card, as the build made it").toEqual(expectedEvent);
      } finally {
        await page.close();
      }
    });
  });
}
