/**
 * Two pseudo-locales the tests build beside the real ones and the site never ships, to find
 * clipped text and hard-coded English before a translator does (as Chromium's own en-XA and
 * ar-XB do): every string of English accented and about 40% longer, in [brackets] that show
 * where it was cut; and every string turned right to left, on a right-to-left page.
 * {placeholders} are kept, so the facts are filled in as in any locale.
 */
import type { InAppEventEntry } from "../../src/content/events.ts";
import type { ProductPage } from "../../src/content/product-pages.ts";
import type { PreviewVideoEntry, ScreenshotEntry } from "../../src/content/launch.ts";
import type { Copy } from "../../src/content/site-content.ts";
import { english as en } from "./site-copy.ts";

const accents: Record<string, string> = Object.fromEntries(
  Array.from("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", (letter, index) => [
    letter,
    Array.from("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")[index],
  ]),
);
// A compound as wide as German's longest on the site ("Datenschutzversprechen": 22 plain
// letters, 20 of these wider accented ones) among them: it must fit whole wherever a German
// word may stand, and at 200% text, where it is longer than a phone's line, break rather than
// push the page sideways.
const fillerWords = ["ļöñĝéŕ", "ŵöŕđš", "Ĺåñĝŵöŕţķöɱþöšîţîöñ", "ţĥåñ", "éñĝļîšĥ"];

const accent = (text: string) => text.replace(/[A-Za-z]/g, (letter) => accents[letter]);
/** A `{placeholder}`, or an ICU plural whose messages alone are words: `{count, plural, one {# word} other {# words}}`. */
const code = /(\{\w+,\s*plural,\s*(?:[^{}]|\{[^{}]*\})*\}|\{\w+\})/;

/** Text with its letters accented and about 40% more words, placeholders and ICU syntax untouched. */
function expanded(text: string): string {
  const accented = text
    .split(code)
    // In a plural, only the innermost braces hold words: `{# rating}`.
    .map((part) =>
      !part.startsWith("{")
        ? accent(part)
        : part.includes(",")
          ? part.replace(/\{([^{}]*)\}/g, (_, words: string) => `{${accent(words)}}`)
          : part,
    )
    .join("");
  const extra: string[] = [];
  for (let length = 0; length < text.length * 0.4; length += extra.at(-1)?.length ?? 0)
    extra.push(fillerWords[extra.length % fillerWords.length]);
  return `[${accented}${extra.length ? ` ${extra.join(" ")}` : ""}]`;
}

/** Text shown right to left (Unicode's right-to-left override), placeholders untouched. */
function rightToLeft(text: string): string {
  return `\u202e${text}\u202c`;
}

/** Marks a text of a pseudo-locale carries, so a test can tell it from text left in English. */
export const pseudoMarks = { "en-XA": /[[\]åƀçđéĝĥîĵķļñöþŕšţûŵýž]/i, "ar-XB": /\u202e/ } as const;

function mapCopy(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === "string") return map(value);
  if (Array.isArray(value)) return value.map((item) => mapCopy(item, map));
  // An id names an entry in every language; it is never shown, so never translated.
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === "id" ? item : mapCopy(item, map)]));
  return value;
}

function pseudo(map: (text: string) => string, language: Copy["language"]): Copy {
  return { ...(mapCopy(en, map) as Copy), language };
}

export const pseudoLocales: Readonly<Record<keyof typeof pseudoMarks, Copy>> = {
  "en-XA": pseudo(expanded, {
    name: expanded("Pseudo-English"),
    ogLocale: "en_XA",
    dir: "ltr",
    switcherLabel: expanded(en.language.switcherLabel),
  }),
  "ar-XB": pseudo(rightToLeft, {
    name: rightToLeft("Pseudo-Bidi"),
    ogLocale: "ar_XB",
    dir: "rtl",
    switcherLabel: rightToLeft(en.language.switcherLabel),
  }),
};

/** Words by locale with the pseudo-locales' made from English, as an owner writes each language's. */
const withPseudo = <Texts extends Readonly<Record<string, string>>>(texts: Texts): Texts => ({
  ...texts,
  "en-XA": expanded(texts.en),
  "ar-XB": rightToLeft(texts.en),
});

/** Launch material as listed, its alt texts and video title in the pseudo-locales too. */
export function pseudoLaunch(screenshots: readonly ScreenshotEntry[], previewVideo: PreviewVideoEntry | undefined) {
  return {
    screenshots: screenshots.map((entry) => ({ ...entry, alt: withPseudo(entry.alt) })),
    previewVideo: previewVideo && { ...previewVideo, title: withPseudo(previewVideo.title) },
  };
}

/** In-app events as listed, their words in the pseudo-locales too (longer than App Store Connect takes: the page must hold them all the same). */
export function pseudoEvents(events: readonly InAppEventEntry[]): InAppEventEntry[] {
  return events.map((event) => {
    const { en } = event.localizations;
    const pseudo = (map: (text: string) => string) => ({
      name: map(en.name),
      shortDescription: map(en.shortDescription),
      longDescription: map(en.longDescription),
    });
    return { ...event, localizations: { ...event.localizations, "en-XA": pseudo(expanded), "ar-XB": pseudo(rightToLeft) } };
  });
}

/** Custom product pages as listed, their own headline and tagline in the pseudo-locales too, where English's are given. */
export function pseudoProductPages(pages: readonly ProductPage[]): ProductPage[] {
  return pages.map((page) => {
    const { en } = page.hero ?? {};
    if (!en) return page;
    const pseudo = (map: (text: string) => string) => ({
      ...(en.headline ? { headline: map(en.headline) } : {}),
      ...(en.tagline ? { tagline: map(en.tagline) } : {}),
    });
    return { ...page, hero: { ...page.hero, "en-XA": pseudo(expanded), "ar-XB": pseudo(rightToLeft) } };
  });
}
