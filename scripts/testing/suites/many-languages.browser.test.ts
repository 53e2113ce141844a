/**
 * The site in every App Store language at once (scripts/testing/many-languages.ts), in Chromium:
 * what forty languages do to the pages of any one of them. The switcher names each language in
 * itself and is usable without JavaScript at 320 px and 200% text; Tab never leaves a focused
 * control under a bar; a right-to-left language's pages clip nothing at 320 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveStatic } from "../../serve/static-server.ts";
import type { StaticServer } from "../../serve/static-server.ts";
import { sharedChromium, visit } from "../browser.ts";
import type { PlaywrightEngine } from "../browser.ts";
import { appStoreFixtureLocales } from "../many-languages.ts";
import { pagesIn } from "../pages.ts";
import { clippedByContainer, focusedAndHidden, readingProblems, rootFontAt, settled } from "../probes.ts";
import { findSplitWords } from "../split-words.ts";
import { phraseSelector } from "../../../src/text/line-breaks.ts";
import { manyLanguagesDistDir } from "../dist.ts";
import { defaultLocale } from "../../../src/site.ts";
import { localePath } from "../../../src/routing/urls.ts";

const extraLocales = appStoreFixtureLocales();
const rightToLeft = Object.keys(extraLocales).find((code) => extraLocales[code].language.dir === "rtl") ?? "";
const state = {} as { browser: PlaywrightEngine; server: StaticServer; dir: string };

beforeAll(async () => {
  // Rendered once a run, for this suite and the host tests alike (scripts/testing/many-languages.ts).
  state.dir = manyLanguagesDistDir();
  [state.browser, state.server] = await Promise.all([sharedChromium(), serveStatic(state.dir)]);
}, 120_000);
afterAll(() => state.server?.close());

const routes = () => pagesIn(state.dir).map((entry) => entry.route || "/no/such/page");
const address = (code: string, route: string) => `${state.server.origin}${localePath(code, route)}`;

describe(`the site in ${Object.keys(extraLocales).length + 3} languages`, () => {
  it("offers every language by its own name, reachable without JavaScript at 320 px with 200% text", async () => {
    const { page, enginePage, close } = await visit(state.browser, address(defaultLocale, "/"), {
      width: 320,
      height: 568,
      isMobile: true,
      javaScriptEnabled: false,
    });
    const links = await page
      .locator(".site-footer__languages a")
      .evaluateAll((anchors) => anchors.map((anchor) => ({ lang: anchor.getAttribute("lang"), name: anchor.textContent })));
    expect(links).toEqual(
      Object.entries(extraLocales).length > 0
        ? expect.arrayContaining(Object.entries(extraLocales).map(([code, copy]) => ({ lang: code, name: copy.language.name })))
        : [],
    );
    await enginePage.evaluate(rootFontAt, 200);
    expect(await readingProblems(enginePage)).toEqual([]);
    await close();
  });

  it.each([defaultLocale, rightToLeft])("never hides a control Tab reaches under a bar, on every page in %s at 390×844", async (code) => {
    const { page, enginePage, close } = await visit(state.browser, address(code, "/"), {
      width: 390,
      height: 844,
      isMobile: true,
      hasTouch: true,
      reducedMotion: "reduce",
    });
    const hidden: string[] = [];
    for (const route of routes()) {
      await page.goto(address(code, route));
      await settled(enginePage);
      const seen = new Set<number>();
      for (let step = 0; step < 200; step += 1) {
        await page.keyboard.press("Tab");
        const focused = await enginePage.evaluate(focusedAndHidden);
        if (!focused || seen.has(focused.index)) break;
        seen.add(focused.index);
        if (focused.hiddenBy.length) hidden.push(`${route}: ${focused.name} under ${focused.hiddenBy.join(" and ")}`);
      }
      expect(seen.size, `${route}: controls reached by Tab`).toBeGreaterThan(Object.keys(extraLocales).length);
    }
    expect(hidden).toEqual([]);
    await close();
  });

  // The home page's: its header and footer are every page's, and the fixture's other words are English's (whole-words.browser.test.ts).
  it.each([defaultLocale, rightToLeft])(
    "keeps every word of %s's header and footer whole beside every language's link on a desktop, 768 and 1280 px wide",
    async (code) => {
      const { page, close } = await visit(state.browser, address(code, "/"), { width: 1280, height: 800, reducedMotion: "reduce" });
      const found: Record<string, string[]> = {};
      for (const width of [768, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const split = await page.evaluate(findSplitWords, { phraseSelector, column: ".container" });
        found[width] = split.map(({ word, where }) => `${word} (${where})`);
      }
      expect(found).toEqual({ 768: [], 1280: [] });
      await close();
    },
  );

  it.each([320, 390])(
    "leaves nothing of a right-to-left language's pages clipped, by the screen or by its container (the phone's stamp), at %i px, at 100% and 200% text",
    async (width) => {
      const { page, enginePage, close } = await visit(state.browser, address(rightToLeft, "/"), {
        width,
        height: 700,
        isMobile: true,
        hasTouch: true,
        reducedMotion: "reduce",
      });
      const found: Record<string, string[]> = {};
      for (const route of routes()) {
        await page.goto(address(rightToLeft, route));
        found[`${route} 100%`] = [...(await readingProblems(enginePage)), ...(await enginePage.evaluate(clippedByContainer))];
        await enginePage.evaluate(rootFontAt, 200);
        found[`${route} 200%`] = await readingProblems(enginePage);
      }
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
      await close();
    },
  );
});
