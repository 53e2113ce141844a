/**
 * Where a rendered page's lines may break, marked with `<wbr>` at build time, so that no script
 * runs for it on a visitor's phone:
 * - Japanese (and any language BudouX has a model for) short UI text breaks between phrases
 *   (文節) only: BudouX finds them, and `word-break: keep-all` on the same elements
 *   (`_base.scss`) keeps the browser from breaking anywhere else. Running text keeps breaking
 *   between characters, the Japanese norm.
 * - An e-mail address or a web address breaks after "@" and before a dot or a slash, never
 *   inside a word, in every language.
 * Works on React's static markup: text is escaped, attributes quoted, and raw text elements
 * (`<script>`, `<style>`) are passed over whole.
 */
import { jaModel, Parser, zhHansModel, zhHantModel } from "budoux";
import { htmlParts, tagName, voidElements } from "./html-parts.ts";

/** Japanese short UI text, broken between phrases only (its CSS rule is in _base.scss). */
export const phraseElements = ["h1", "h2", "h3", "h4", "h5", "h6", "a", "button", "summary", "label", "dt", "th", "figcaption"] as const;
export const phraseSelector = phraseElements.join(", ");

/** Languages with a BudouX model; a Chinese locale would also need its `:lang()` in _base.scss. */
const models = { ja: jaModel, "zh-hans": zhHansModel, "zh-cn": zhHansModel, zh: zhHansModel, "zh-hant": zhHantModel, "zh-tw": zhHantModel } as const;
const parsers = new Map<string, Parser>();

/** BudouX's parser for a language tag, or undefined where it has no model (its text breaks by the browser's rules). */
export function phraseParser(lang: string): Parser | undefined {
  const tag = lang.toLowerCase();
  const key = (Object.keys(models) as (keyof typeof models)[]).find((name) => tag === name || tag.startsWith(`${name}-`));
  if (!key) return undefined;
  if (!parsers.has(key)) parsers.set(key, new Parser(models[key]));
  return parsers.get(key);
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&nbsp;": "\u00a0" };
/** One shown character of escaped text: an entity or a code point. */
const unit = /&[#\w]+;|[\s\S]/gu;
const cjk = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]/u;
/** An e-mail address, or a web address with its scheme. */
const address = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[^\s<&"]+/g;

interface Open {
  name: string;
  lang: string | undefined;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Inserts `<wbr>` after "@" and before each "." and "/" of every address in escaped text. */
export function markAddressBreaks(text: string): string {
  return text.replace(address, (found) => {
    const [head, rest] = found.includes("://") ? [found.slice(0, found.indexOf("://") + 3), found.slice(found.indexOf("://") + 3)] : ["", found];
    return head + rest.replace(/@/g, "@<wbr>").replace(/(?<=.)([./])(?=.)/g, "<wbr>$1");
  });
}

/** `text` (escaped) split at BudouX's phrase boundaries with `<wbr>`, given all the element's texts. */
function markPhrases(texts: string[], parser: Parser): string[] {
  const units = texts.map((text) => text.match(unit) ?? []);
  const shown = units.map((list) => list.map((item) => entities[item] ?? (item.startsWith("&") ? "?" : item)));
  const sentence = shown.flat().join("");
  const boundaries = new Set(parser.parseBoundaries(sentence));
  const flat = shown.flat();
  let index = 0;
  let position = 0;
  return units.map((list, textIndex) =>
    list
      .map((item, unitIndex) => {
        const char = shown[textIndex][unitIndex];
        const before = flat[index - 1] ?? "";
        // Only beside a CJK character: a Latin word inside Japanese text ("iPhone") stays whole,
        // and where a space stands the browser may break already.
        const breakHere = boundaries.has(position) && index > 0 && (cjk.test(before) || cjk.test(char)) && !/\s/u.test(before) && !/\s/u.test(char);
        index += 1;
        position += char.length;
        return breakHere ? `<wbr>${item}` : item;
      })
      .join(""),
  );
}

/** The page's HTML with its line-break points marked (see the top of this file). */
export function markLineBreaks(html: string): string {
  const parts = htmlParts(html);
  const stack: Open[] = [];
  const langNow = () => stack.findLast((open) => open.lang !== undefined)?.lang ?? "";
  /** The phrase element being collected: where its text parts are, and its parser. */
  let phrase: { depth: number; parts: number[]; parser: Parser } | undefined;
  parts.forEach((part, index) => {
    if (!part.tag) {
      if (phrase) phrase.parts.push(index);
      return;
    }
    const name = tagName(part.text);
    if (!name || part.raw) return;
    if (part.text.startsWith("</")) {
      const at = stack.findLastIndex((open) => open.name === name);
      if (at >= 0) stack.length = at;
      if (phrase && stack.length < phrase.depth) {
        const marked = markPhrases(phrase.parts.map((at) => parts[at].text), phrase.parser);
        phrase.parts.forEach((at, i) => (parts[at].text = marked[i]));
        phrase = undefined;
      }
      return;
    }
    if (voidElements.has(name) || part.text.endsWith("/>")) return;
    stack.push({ name, lang: attribute(part.text, "lang") });
    const parser = !phrase && (phraseElements as readonly string[]).includes(name) ? phraseParser(langNow()) : undefined;
    if (parser) phrase = { depth: stack.length, parts: [], parser };
  });
  return parts.map((part) => (part.tag ? part.text : markAddressBreaks(part.text))).join("");
}
