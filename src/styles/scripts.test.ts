import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileStylesheets } from "../../scripts/pipeline/styles.ts";
import { manyLanguagesDistDir } from "../../scripts/testing/dist.ts";
import { appStoreFixtureLocales } from "../../scripts/testing/many-languages.ts";
import { publishedLocales, siteContent } from "../../scripts/testing/site-copy.ts";
import { localeOutput } from "../routing/languages.ts";
import { appStoreLanguage, scriptStylesheet } from "../content/app-store-languages.ts";
import { phraseElements, phraseParser } from "../text/line-breaks.ts";

const css = await compileStylesheets();
const fontStack = (sheet: string) => /--font-sans:\s*([^;}]*)/.exec(sheet)?.[1] ?? "";
const generic = new Set(["sans-serif", "serif", "system-ui", "-apple-system", "ui-sans-serif"]);
/** The scripts the issue of forty languages named, each needing its own faces first. */
const ownFaces = ["Hans", "Hant", "Kore", "Thai", "Arab", "Hebr", "Deva"];
const { appStoreLanguages } = siteContent;
const sheetOf = (code: string) => scriptStylesheet(appStoreLanguage(appStoreLanguages, code));

describe("each writing system's stylesheet", () => {
  it.each(ownFaces)("names %s's faces before any generic or Latin-first family", (script) => {
    const stack = fontStack(css[`script-${script}`] ?? "")
      .split(",")
      .map((face) => face.trim().replace(/"/g, ""));
    expect(stack.length).toBeGreaterThan(2);
    expect(generic.has(stack[0]), stack[0]).toBe(false);
    expect(stack.at(-1)).toBe("sans-serif");
  });

  it("keeps the phrase elements whole in every language BudouX breaks, in its script's stylesheet or the site's, and Korean words whole everywhere", () => {
    for (const { code } of appStoreLanguages.filter((language) => phraseParser(language.code))) {
      const own = css[sheetOf(code) ?? ""];
      const rule =
        own === undefined
          ? new RegExp(`:lang\\(${code}\\) :is\\(([^)]*)\\)\\{word-break:keep-all\\}`).exec(css.site)
          : /:is\(([^)]*)\)\{word-break:keep-all\}/.exec(own);
      expect(rule?.[1].split(",").sort(), code).toEqual([...phraseElements].sort());
    }
    expect(css["script-Kore"]).toMatch(/:root\{word-break:keep-all\}/);
  });

  it("is inlined on the pages of the languages written in it, and no other", async () => {
    const dist = manyLanguagesDistDir();
    for (const code of [...publishedLocales(), ...Object.keys(appStoreFixtureLocales())]) {
      const sheet = css[sheetOf(code) ?? ""];
      const home = await readFile(path.join(dist, localeOutput(code, "index.html")), "utf8");
      // A style element's text ends at its first "</style", as HTML reads it: fifty pages parsed whole took seconds.
      const styles = Array.from(home.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style/gi), (match) => match[1]).join("");
      // The page's stylesheets share one block; a writing system's rules name the root and languages, and are kept whole.
      const carried = Object.entries(css)
        .filter(([name, text]) => name.startsWith("script-") && styles.includes(text))
        .map(([name]) => name);
      expect(carried, code).toEqual(sheet === undefined ? [] : [sheetOf(code)]);
    }
  });
});

describe("whole words in Chinese and Thai", () => {
  it("breaks Traditional Chinese by its own model wherever it is written, Hong Kong's included", () => {
    const text = "整理你的相簿變成一件樂事";
    expect(phraseParser("zh-Hant-HK")?.parse(text)).toEqual(phraseParser("zh-Hant")?.parse(text));
    expect(phraseParser("zh-Hant")).not.toBe(phraseParser("zh-Hans"));
  });

  it("finds Thai's word boundaries, which it writes without spaces", () => {
    const phrases = phraseParser("th")?.parse("จัดระเบียบรูปภาพของคุณ") ?? [];
    expect(phrases.length).toBeGreaterThan(1);
  });
});
