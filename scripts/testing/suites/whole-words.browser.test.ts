/**
 * Whole words in every language, in Chromium: on every page of every language of the owner's
 * variety (eight, a regional variant and a right-to-left one among them: scripts/testing/
 * owner-variety.ts) and of the pseudo-locales, at the default text size and at the narrowest
 * phone's, a tablet's and a desktop's widths, no line breaks inside a word, so no element is narrower than its longest
 * word (the footer's about column among them, beside many languages' links) (by Intl.Segmenter, in the text's language), inside a BudouX phrase of
 * Japanese short UI text, or inside an e-mail address or URL but at the points marked for it; a
 * long word may break at a soft hyphen the build put at a syllable, where the hyphen shows.
 * One engine: the 200% text checks of every engine keep long words from overflowing.
 */
import { pagesIn } from "../pages.ts";
import { describe, expect, it } from "vitest";
import { useBrowserAndServer, visit } from "../browser.ts";
import { findSplitWords } from "../split-words.ts";
import { varietyDistDir, varietyLanguages } from "../dist.ts";
import { pseudoLocales } from "../pseudo-locales.ts";
import { phraseSelector } from "../../../src/text/line-breaks.ts";
import { localePath } from "../../../src/routing/urls.ts";

/** The pages the build publishes. */
const pages = pagesIn(varietyDistDir());

const chromium = useBrowserAndServer(varietyDistDir);
// The narrowest phone, a tablet and a desktop: a word that fits 320 px fits every phone wider.
const widths = [320, 768, 1280];
const locales = [...varietyLanguages(), ...Object.keys(pseudoLocales)];

/** What to do about a word cut in two, once for every line that names one. */
const remedy = [
  "A word is cut where no line may break: give its box room for the word (a column's minimum in rem, as the footer's and the press kit's screenshots' have, so it holds at any text size);",
  "a word of hyphenateFrom letters or more in a language with hyphenation patterns breaks at the soft hyphens the build puts at its syllables (src/text/line-breaks.ts), so a shorter word cut here means a box narrower than the narrowest line that constant is derived from;",
  'or mark where it may break (src/text/line-breaks.ts puts a <wbr> there); never overflow-wrap: anywhere nor hyphens: auto. See CONTRIBUTING.md, "Whole words".',
].join(" ");

describe.each(locales)("the pages in %s", (code) => {
  it.each(pages)(
    "break $output's lines between words only, no element narrower than its longest word, at 320, 768 and 1280 px",
    async ({ route }) => {
      const path = localePath(code, route || "/no/such/page");
      const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${path}`, {
        width: widths[0],
        height: 800,
      });
      // Every answer open, so its words are laid out too.
      await page.evaluate(() => {
        for (const details of document.querySelectorAll("details")) details.open = true;
      });
      // Each word cut in two, as an owner would see it: the page, its language, the window's width, the word and where it stands.
      const cut: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const split = await page.evaluate(findSplitWords, { phraseSelector, column: ".container" });
        cut.push(...split.map(({ word, where }) => `${path} in ${code} at ${width} px: "${word}" cut at the | in ${where}`));
      }
      expect(cut, remedy).toEqual([]);
      await close();
    },
  );
});
