/**
 * Whole words in every language, in Chromium: on every page of every published language and of
 * the pseudo-locales, at the default text size and at phone, tablet and desktop widths, no line
 * breaks inside a word (by Intl.Segmenter, in the text's language), inside a BudouX phrase of
 * Japanese short UI text, or inside an e-mail address or URL but at the points marked for it.
 * One engine: the 200% text checks of every engine keep long words from overflowing.
 */
import { describe, expect, it } from "vitest";
import { useBrowserAndServer, visit } from "../scripts/testing/browser.ts";
import { publishedLocales } from "../scripts/testing/copy.ts";
import { pseudoDistDir } from "../scripts/testing/dist.ts";
import { pseudoLocales } from "../scripts/testing/pseudo-locales.ts";
import { findSplitWords } from "../scripts/testing/split-words.ts";
import { pages } from "./pages/registry.ts";
import { phraseSelector } from "./line-breaks.ts";
import { localePath } from "./urls.ts";

const chromium = useBrowserAndServer(pseudoDistDir);
const widths = [320, 390, 768, 1280];
const locales = [...publishedLocales(), ...Object.keys(pseudoLocales)];

describe.each(locales)("the pages in %s", (code) => {
  it.each(pages)("break $output's lines between words only, at 320, 390, 768 and 1280 px", async ({ route }) => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${localePath(code, route || "/no/such/page")}`, { width: widths[0], height: 800 });
    // Every answer open, so its words are laid out too.
    await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
    const found: Record<number, string[]> = {};
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const split = await page.evaluate(findSplitWords, { phraseSelector, column: ".container" });
      found[width] = split.map(({ word, where }) => `${word} (${where})`);
    }
    expect(found).toEqual(Object.fromEntries(widths.map((width) => [width, []])));
    await close();
  });
});
