/**
 * Where a line of the site's copy may break, decided at build time so that no script runs for
 * it on a visitor's phone; src/components/Text.tsx puts a `<wbr>` at each point as it renders:
 * - Japanese, Chinese and Thai (the languages BudouX has a model for) short UI text breaks between phrases
 *   (文節) only: BudouX finds them, and `word-break: keep-all` on the elements that hold such
 *   text (`phraseElements`; the rule is in _base.scss) keeps the browser from breaking anywhere
 *   else. Running text keeps breaking between characters, the Japanese norm.
 * - An e-mail address or a web address breaks after "@" and before a dot or a slash, never
 *   inside a word, in every language.
 * - A long word of a language with hyphenation patterns (German's compounds) breaks at its
 *   syllables, with a hyphen: `softHyphens` puts a soft hyphen there, which every engine honours
 *   (Chromium on Linux and Windows has no dictionary for `hyphens: auto`).
 */
import { readFileSync } from "node:fs";
import { jaModel, loadDefaultThaiParser, Parser, zhHansModel, zhHantModel } from "budoux";
import hyphenopolyExport from "hyphenopoly";

/**
 * hyphenopoly's API, its module's default export. The dev server's CommonJS bundle of the
 * pipeline (scripts/serve/fresh-pipeline.ts) is handed the module's namespace in its place, so
 * there the API is that namespace's `default`.
 */
const hyphenopoly =
  "config" in hyphenopolyExport ? hyphenopolyExport : (hyphenopolyExport as unknown as { default: typeof hyphenopolyExport }).default;

/**
 * The elements whose text is short UI text, broken between phrases only (its CSS rule is in _base.scss).
 * @internal Exported for the tests.
 */
export const phraseElements = ["h1", "h2", "h3", "h4", "h5", "h6", "a", "button", "summary", "label", "dt", "th", "figcaption"] as const;
/** @internal Exported for the tests. */
export const phraseSelector = phraseElements.join(", ");

/**
 * Languages with a BudouX model (Japanese, Chinese, Thai); their `word-break: keep-all` is in
 * _base.scss (Japanese) and the script's stylesheet (src/styles/script-Hans.scss and so on).
 */
const parserOf = (model: ConstructorParameters<typeof Parser>[0]) => () => new Parser(model);
const models = {
  ja: parserOf(jaModel),
  "zh-hans": parserOf(zhHansModel),
  "zh-cn": parserOf(zhHansModel),
  zh: parserOf(zhHansModel),
  "zh-hant": parserOf(zhHantModel),
  "zh-tw": parserOf(zhHantModel),
  "zh-hk": parserOf(zhHantModel),
  th: loadDefaultThaiParser,
} as const;
const parsers = new Map<string, Parser>();

/** BudouX's parser for a language tag, or undefined where it has no model (its text breaks by the browser's rules). */
export function phraseParser(lang: string): Parser | undefined {
  const tag = lang.toLowerCase();
  // The most specific first: zh-Hant-HK is Traditional Chinese, not "zh".
  const key = (Object.keys(models) as (keyof typeof models)[])
    .sort((a, b) => b.length - a.length)
    .find((name) => tag === name || tag.startsWith(`${name}-`));
  if (!key) return undefined;
  if (!parsers.has(key)) parsers.set(key, models[key]());
  return parsers.get(key);
}

/** Scripts written without spaces between words, where a phrase boundary is a break point of its own. */
const cjk = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc\p{sc=Thai}]/u;
/** An e-mail address, or a web address with its scheme. */
const address = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[^\s<&"]+/g;

const cutAt = (text: string, points: readonly number[]) =>
  [...points, text.length].map((point, index) => text.slice(points[index - 1] ?? 0, point));

/**
 * `text` cut at BudouX's phrase boundaries: only beside a CJK character (a Latin word inside
 * Japanese text, "iPhone", stays whole) and never at a space, where the browser may break already.
 */
export function phrasePieces(text: string, parser: Parser): string[] {
  const boundaries = new Set(parser.parseBoundaries(text));
  const points: number[] = [];
  let before = "";
  let position = 0;
  for (const char of text) {
    if (boundaries.has(position) && position > 0 && (cjk.test(before) || cjk.test(char)) && !/\s/u.test(before) && !/\s/u.test(char))
      points.push(position);
    before = char;
    position += char.length;
  }
  return cutAt(text, points);
}

/** `text` cut after "@" and before each "." and "/" of every address in it (but a dot or slash that ends it). */
export function addressPieces(text: string): string[] {
  const points: number[] = [];
  for (const { 0: found, index } of text.matchAll(address)) {
    const head = found.includes("://") ? found.indexOf("://") + 3 : 0;
    for (let at = head; at < found.length; at += 1) {
      if (found[at] === "@") points.push(index + at + 1);
      else if ((found[at] === "." || found[at] === "/") && at > head && at < found.length - 1) points.push(index + at);
    }
  }
  return cutAt(text, points);
}

/**
 * From how many letters a word gets soft hyphens. A shorter word fits the narrowest line the
 * site sets words on at the default text size, so it never needs a break, and stays whole where
 * the browser would otherwise split it at the end of a line that the whole word fits under
 * ("„Lö-schen“"): that line is an in-app event's name on a 320-px phone, 238 px of 24-px text
 * (9.9 em: _event-section.scss, --text-xl), and the widest letters a Latin capital of the display face,
 * about 0.74 em (headline-measure.ts). A longer word may not fit there, nor in a narrower column
 * at 200% text, and breaks at a syllable rather than anywhere.
 * @internal Exported for the tests.
 */
export const hyphenateFrom = Math.floor(9.9 / 0.74) + 1;

type Hyphenator = (text: string) => string;
/** Each pattern file's hyphenator, made once; and each language tag's, or none. */
const byPatterns = new Map<string, Hyphenator | undefined>();
const byLanguage = new Map<string, Hyphenator | undefined>();

/**
 * The hyphenation patterns for a language tag, by hyphenopoly's names: its own (en-gb), its
 * script's (sr-cyrl), its likeliest region's (en-us) or the bare language's (de for de-CH).
 * None for a language that breaks by phrase (BudouX's) or that no pattern file covers.
 */
function patternsFor(lang: string): string | undefined {
  if (phraseParser(lang)) return undefined;
  let tag: Intl.Locale;
  try {
    tag = new Intl.Locale(lang);
  } catch {
    return undefined;
  }
  const [full, likely] = [tag.maximize(), new Intl.Locale(tag.language).maximize()];
  const names = [
    lang,
    ...[full, likely].flatMap(({ language, script, region }) => [`${language}-${script}`, `${language}-${region}`]),
    tag.language,
  ];
  return names.map((name) => name.toLowerCase()).find((name) => hyphenopoly.supportedLanguages.includes(name));
}

/** The hyphenator of a pattern file, made once from it (read where hyphenopoly installed it, as a module's data). */
function hyphenatorOf(patterns: string): Hyphenator | undefined {
  if (!byPatterns.has(patterns)) {
    const made = hyphenopoly.config({
      require: [patterns],
      sync: true,
      loaderSync: (file, patternsDir) => readFileSync(new URL(file, patternsDir)),
      hyphen: "\u00ad",
      minWordLength: hyphenateFrom,
      // A compound written with a hyphen ("Rückgängig-Funktion") breaks there and at its parts' syllables.
      compound: "auto",
      handleEvent: {
        error: (event) => {
          // A word of over 61 letters, longer than its patterns reach, stays whole (overflow-wrap breaks it).
          if (/longer than/.test(event.msg)) event.preventDefault();
          else throw new Error(`hyphenation patterns ${patterns}: ${event.msg}`);
        },
      },
    });
    byPatterns.set(patterns, made.get(patterns));
  }
  return byPatterns.get(patterns);
}

/** A language's hyphenator, or none. */
function hyphenatorFor(lang: string): Hyphenator | undefined {
  if (!byLanguage.has(lang)) {
    const patterns = patternsFor(lang);
    byLanguage.set(lang, patterns ? hyphenatorOf(patterns) : undefined);
  }
  return byLanguage.get(lang);
}

/**
 * `text` with a soft hyphen at each syllable of its words of `hyphenateFrom` letters or more, in
 * a language with hyphenation patterns; never inside an e-mail or web address, whose text a
 * visitor copies whole. A soft hyphen shows only where a line breaks at it.
 */
export function softHyphens(text: string, lang: string): string {
  const hyphenate = hyphenatorFor(lang);
  if (!hyphenate) return text;
  let marked = "";
  let at = 0;
  for (const { 0: found, index } of text.matchAll(address)) {
    marked += hyphenate(text.slice(at, index)) + found;
    at = index + found.length;
  }
  return marked + hyphenate(text.slice(at));
}
