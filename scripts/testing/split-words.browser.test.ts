import { describe, expect, it } from "vitest";
import { defaultLocale } from "../../src/site.ts";
import { useBrowserAndServer, visit } from "./browser.ts";
import { findSplitWords } from "./split-words.ts";
import { phraseSelector, softHyphens } from "../../src/text/line-breaks.ts";

const chromium = useBrowserAndServer();

/** A word long enough for soft hyphens, as the build marks it in the default language; the probe's own, not the site's. */
const word = "internationalization";
const marked = softHyphens(word, defaultLocale);

/** The probe's verdict on `text` alone in a box narrower than it, set as `style` says. */
async function splitIn(text: string, style: Readonly<Record<string, string>>) {
  const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/`);
  const lines = await page.evaluate(
    ({ text, style, lang }) => {
      const main = document.querySelector("main") as HTMLElement;
      const box = document.createElement("p");
      box.lang = lang;
      box.textContent = text;
      for (const [property, value] of Object.entries({ width: "6em", ...style })) box.style.setProperty(property, value);
      main.replaceChildren(box);
      return box.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(box).lineHeight);
    },
    { text, style, lang: defaultLocale },
  );
  // The word broke over lines, as it does in a column narrower than it.
  expect(lines).toBeGreaterThan(1.5);
  const split = await page.evaluate(findSplitWords, { phraseSelector, column: ".container" });
  await close();
  return split.map((cut) => cut.word);
}

describe("the whole-words probe (scripts/testing/split-words.ts), in Chromium", () => {
  it("takes a word broken at a soft hyphen, its hyphen drawn, as whole", async () => {
    expect(marked).toContain("\u00ad");
    expect(await splitIn(marked, { hyphens: "manual" })).toEqual([]);
  });

  it.each<{ case: string; text: string; style: Record<string, string> }>([
    { case: "no soft hyphen", text: word, style: { "overflow-wrap": "anywhere" } },
    // A box narrower than a syllable: the site's overflow-wrap breaks inside one, with no hyphen drawn.
    { case: "soft hyphens, inside a syllable", text: marked, style: { width: "1.5em", "overflow-wrap": "break-word" } },
  ])("names a word cut where it has $case", async ({ text, style }) => {
    const cut = await splitIn(text, style);
    expect(cut.length).toBeGreaterThan(0);
    for (const found of cut) expect(found.replace("|", "")).toBe(word);
  });
});
