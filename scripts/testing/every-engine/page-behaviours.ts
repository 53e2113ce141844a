/**
 * What every engine must show on every page of the default build: no script error, no
 * sideways scrolling, an opaque pinned header, the menu, the FAQ, the 404 page, moving between
 * pages and how the next one appears, and JavaScript off.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { EngineName, EnginePage } from "../../browsers/drivers/start-engine.ts";
import { screenshotWidths } from "../screenshot-files.ts";
import type { EngineState } from "./state.ts";
import { suitePages } from "./state.ts";
import { photograph, screenshotHeight } from "./page-screenshots.ts";
import { isShown, sidewaysScroll, until } from "../probes.ts";
import { ownersPrivacyLabel, siteContent, siteCopy } from "../site-copy.ts";
import { shownFamily } from "../../../src/content/accessibility.ts";
import { accessibilityFeatures } from "../../../src/content/app-store-names.ts";
import { collectedProtections, collectsNothing, notCollected } from "../../../src/content/privacy-label.ts";
import type { PrivacyLabel } from "../../../src/content/privacy-label.ts";

const HEIGHT = screenshotHeight;
const phone = { width: screenshotWidths[0], height: HEIGHT };

/** Whether the element is drawn: a closed details' answer keeps its box, but not its rendering. */
const rendered = (selector: string) => document.querySelector(selector)?.checkVisibility() ?? false;
/** What the instrumented build's recorder saw (scripts/testing/instrumented-site.ts). */
interface Seen {
  errors: string[];
  console: string[];
  revealed?: string;
}
const seen = (): Seen => (window as unknown as { __seen?: Seen }).__seen ?? { errors: ["the recorder did not run"], console: [] };
const openFaqItems = () =>
  Array.from(document.querySelectorAll("#faq details"), (item, index) => ((item as HTMLDetailsElement).open ? index : -1)).filter(
    (index) => index >= 0,
  );
const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
const menuExpanded = () => document.querySelector("[data-menu-toggle]")?.getAttribute("aria-expanded");
const text = (selector: string) => document.querySelector(selector)?.textContent;
/** The words of each element `selector` finds as drawn (innerText), or "hidden" for one the engine does not draw. */
const shownTexts = (selector: string) =>
  Array.from(document.querySelectorAll(selector), (element) =>
    (element as HTMLElement).checkVisibility() ? (element as HTMLElement).innerText.trim() : "hidden",
  );

/** The headings of the privacy label's sections, as the App Store shows the owner's label (beside their fastlane listing, or in src/content/). */
const labelHeadings = ({ entries }: PrivacyLabel) => {
  const { protections } = siteCopy().privacyLabel;
  if (collectsNothing({ file: "", entries })) return [protections[notCollected].heading];
  return collectedProtections
    .filter((protection) => entries.some((entry) => entry.data_protections.includes(protection)))
    .map((protection) => protections[protection].heading);
};
/** The features the owner declares for iPhone (src/content/accessibility.json), by their names on the page. */
const declaredFeatures = () => {
  const declared = siteContent.accessibility.find((declaration) => declaration.deviceFamily === shownFamily);
  return accessibilityFeatures.filter((feature) => declared?.[feature]).map((feature) => siteCopy().accessibility.features[feature]);
};

/**
 * How the next page appears, with motion allowed and with reduced motion. WebKit (Safari)
 * cross-fades, as the stylesheet asks. Chromium shows it at once: the client script withdraws
 * the cross-fade where pages are prerendered. Firefox ESR has no cross-document view
 * transitions (no pagereveal) and navigates as usual.
 */
const nextPageAppears: Record<EngineName, { motion: string; reducedMotion: string }> = {
  chromium: { motion: "at once", reducedMotion: "at once" },
  firefox: { motion: "without pagereveal", reducedMotion: "without pagereveal" },
  webkit: { motion: "cross-fade", reducedMotion: "at once" },
};

export function describePages(state: EngineState): void {
  const visitablePages = suitePages(state);
  const sitePages = visitablePages.filter((page) => page.chrome === "site");
  /** The page the tests at one width share, opened again for the next width. */
  const current = {} as { page: EnginePage };

  describe.each(screenshotWidths)("at %i px", (width) => {
    beforeAll(async () => {
      await current.page?.close();
      current.page = await state.engine.open({ width, height: HEIGHT });
    }, 60_000);

    it.each(visitablePages)(
      "$name: runs without a script error and never scrolls sideways (its light screenshot, where screenshots are taken, goes to the contact sheets)",
      async ({ name, url, chrome }) => {
        const { page } = current;
        await page.goto(url());
        const { errors, console: messages } = await page.evaluate(seen);
        expect(await page.evaluate(reducedMotion), "set up without motion").toBe(true);
        expect(errors).toEqual([]);
        expect(messages.filter((message) => message.startsWith("error"))).toEqual([]);
        expect(await page.evaluate(sidewaysScroll)).toBe(0);
        if (chrome === "site") expect(await page.evaluate(menuExpanded)).toBe("false");
        await photograph(state, page, `${name}-${width}-light`);
      },
    );

    it.each(sitePages)(
      "$name: keeps an opaque header pinned over the text scrolling under it, and an opaque download bar where it shows",
      async ({ url }) => {
        const { page } = current;
        await page.goto(url());
        const bars = await page.evaluate(() => {
          window.scrollTo(0, 700);
          const header = document.querySelector(".site-header") as Element;
          const bar = document.querySelector(".download-bar");
          const barShown = bar && getComputedStyle(bar).display !== "none";
          return {
            top: Math.round(header.getBoundingClientRect().top),
            header: getComputedStyle(header).backgroundColor,
            bar: bar && barShown ? getComputedStyle(bar).backgroundColor : null,
          };
        });
        expect(bars.top).toBe(0);
        // rgb(), not rgba() or color(... / alpha): no text shows through either bar.
        expect(bars.header).toMatch(/^rgb\(/);
        if (bars.bar !== null) expect(bars.bar).toMatch(/^rgb\(/);
      },
    );

    it("moves to another page from a header link, whether or not the engine prerenders or cross-fades, and shows the app's declared accessibility features there", async () => {
      const { page } = current;
      await page.goto(state.url("/"));
      if (width < 768) await page.click("[data-menu-toggle]");
      await page.click('.site-nav a[href="/support/"]');
      // Once loaded: the heading is parsed before the features list below it.
      const shown = () => `${location.pathname} ${document.readyState} ${document.querySelector("h1")?.textContent}`;
      expect(await until(page, shown, "/support/ complete Support")).toBe("/support/ complete Support");
      expect(await page.evaluate(shownTexts, ".accessibility__features li")).toEqual(declaredFeatures());
    });
  });

  it("cross-fades to the next page only where the engine does not prerender it, and never under reduced motion", async () => {
    for (const motion of [true, false]) {
      const expected = `/privacy/ ${nextPageAppears[state.engine.name][motion ? "motion" : "reducedMotion"]}`;
      const page = await state.engine.open({ width: 1280, height: HEIGHT, motion });
      try {
        await page.goto(state.url("/"));
        await page.click('.site-nav a[href="/privacy/"]');
        // Read once the next page has loaded, not as soon as its address shows: an engine without
        // pagereveal answers "/privacy/ without pagereveal" from its first parsed bytes, and on a
        // busy machine the label below was then not yet parsed.
        const revealed = () =>
          `${location.pathname} ${document.readyState === "complete" ? (window as unknown as { __seen?: { revealed?: string } }).__seen?.revealed || "without pagereveal" : "loading"}`;
        expect(await until(page, revealed, expected), motion ? "with motion" : "with reduced motion").toBe(expected);
        expect(await page.evaluate(shownTexts, ".privacy-label h3"), "the privacy label").toEqual(
          labelHeadings(ownersPrivacyLabel as PrivacyLabel),
        );
      } finally {
        await page.close();
      }
    }
  });

  it("opens the mobile menu on its toggle and closes it on the toggle and on Escape", async () => {
    const page = await state.engine.open(phone);
    try {
      await page.goto(state.url("/privacy/"));
      // The popover's toggle event, which keeps aria-expanded in step, comes a task after the change.
      const shown = async (open: boolean) => [
        await until(page, isShown, open, "[data-menu]"),
        await until(page, menuExpanded, String(open)),
      ];
      expect(await page.evaluate(isShown, "[data-menu]")).toBe(false);
      await page.click("[data-menu-toggle]");
      expect(await shown(true)).toEqual([true, "true"]);
      await page.click("[data-menu-toggle]");
      expect(await shown(false)).toEqual([false, "false"]);
      await page.click("[data-menu-toggle]");
      expect(await shown(true)).toEqual([true, "true"]);
      await page.press("Escape");
      expect(await shown(false)).toEqual([false, "false"]);
    } finally {
      await page.close();
    }
  });

  it("opens one FAQ answer at a time, and collapses the open one", async () => {
    const { page } = current;
    await page.goto(state.url("/"));
    const summary = (index: number) => `#faq details:nth-of-type(${index + 1}) > summary`;
    await page.evaluate(() => document.querySelector("#faq")?.scrollIntoView({ behavior: "instant" }));
    const firstAnswer = "#faq details:nth-of-type(1) .faq__answer";
    await page.click(summary(0));
    expect(await until(page, openFaqItems, [0])).toEqual([0]);
    expect(await page.evaluate(rendered, firstAnswer), "the open answer shows").toBe(true);
    await page.click(summary(2));
    expect(await until(page, openFaqItems, [2])).toEqual([2]);
    expect(await until(page, rendered, false, firstAnswer), "the answer closed is hidden").toBe(false);
    await page.click(summary(2));
    expect(await until(page, openFaqItems, [])).toEqual([]);
  });

  it("styles the 404 page and logs the missing path", async () => {
    const { page } = current;
    await page.goto(state.url("/no/such/page"));
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".not-found") as Element).display)).toBe("flex");
    expect(await page.evaluate(text, "h1")).toBe(siteCopy().notFound.heading);
    expect((await page.evaluate(seen)).console).toContain("warn: 404: no page at /no/such/page");
  });

  it("can be read with JavaScript off", async () => {
    const page = await state.engine.open({ ...phone, javaScript: false });
    try {
      for (const { url, path: route } of visitablePages) {
        await page.goto(url());
        expect(
          await page.evaluate(() => (window as unknown as { __seen?: unknown }).__seen === undefined).catch(() => true),
          "JavaScript really is off",
        ).toBe(true);
        expect(await page.evaluate(isShown, "h1"), route).toBe(true);
        // More than the headline is shown: whatever the page says, at any length an owner writes.
        const shown = await page.evaluate(() => ({
          main: (document.querySelector("main") as HTMLElement).innerText.trim(),
          headline: (document.querySelector("h1") as HTMLElement).innerText.trim(),
        }));
        expect(shown.main.length, route).toBeGreaterThan(shown.headline.length + 20);
      }
    } finally {
      await page.close();
    }
  });
}
