/**
 * Where a line of the site's copy may break, decided at build time so that no script runs for
 * it on a visitor's phone; src/components/Text.tsx puts a `<wbr>` at each point as it renders:
 * - Japanese, Chinese and Thai (the languages BudouX has a model for) short UI text breaks between phrases
 *   (文節) only: BudouX finds them, and `word-break: keep-all` on the elements that hold such
 *   text (`phraseElements`; the rule is in _base.scss) keeps the browser from breaking anywhere
 *   else. Running text keeps breaking between characters, the Japanese norm.
 * - An e-mail address or a web address breaks after "@" and before a dot or a slash, never
 *   inside a word, in every language.
 */
import { jaModel, loadDefaultThaiParser, Parser, zhHansModel, zhHantModel } from "budoux";

/** The elements whose text is short UI text, broken between phrases only (its CSS rule is in _base.scss). */
export const phraseElements = ["h1", "h2", "h3", "h4", "h5", "h6", "a", "button", "summary", "label", "dt", "th", "figcaption"] as const;
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
