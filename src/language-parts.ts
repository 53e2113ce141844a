/**
 * A language published before it is wholly translated (named in SITE_LOCALES) shows English
 * where it has no translation yet. Each such string says so, with lang="en" (WCAG 3.1.2,
 * language of parts), so that a screen reader reads it with an English voice and the browser
 * hyphenates it as English. The copy's untranslated strings are wrapped in two private-use
 * characters before their placeholders are filled (so a marked claim inside a translated answer
 * stays marked); src/components/Text.tsx renders each marked part as <span lang="en">, and the
 * page drops the marks where a span cannot stand (attributes, the title).
 */
import { mapStrings } from "./content/copy-keys.ts";

const [open, close] = ["\uE000", "\uE001"];
const marks = /[\uE000\uE001]/g;

/** The copy with the strings at `keys` marked as English. */
export function markEnglish<T>(copy: T, keys: ReadonlySet<string>): T {
  if (keys.size === 0) return copy;
  return mapStrings(copy, (text, key) => (keys.has(key) ? `${open}${text}${close}` : text)) as T;
}

/** A text, a whole copy or a page without the marks: for what is not text of the page (attributes, the social card). */
export const withoutEnglishMarks = <T>(value: T): T =>
  typeof value === "string" ? (value.replace(marks, "") as T) : (mapStrings(value, (text) => text.replace(marks, "")) as T);

/**
 * The English texts still marked in rendered markup: once Text.tsx has made each marked part of
 * the page's text a <span lang="en">, what is left stands where no span can (an attribute, the
 * title), English that cannot say its language. The build lists them for a language published early.
 */
export const englishLeftMarked = (html: string): string[] =>
  englishParts(html)
    .flatMap((part) => (typeof part === "string" ? [] : [plainText(part.english).trim()]))
    .filter(Boolean);

/** A part's words, whatever English is nested in it. */
const plainText = (parts: readonly TextPart[]): string =>
  parts.map((part) => (typeof part === "string" ? part : plainText(part.english))).join("");

/** A text's parts, a marked one (English in a translation) as a nested list of its own parts. */
export type TextPart = string | { english: TextPart[] };

export function englishParts(text: string): TextPart[] {
  const stack: TextPart[][] = [[]];
  for (const piece of text.split(/([\uE000\uE001])/)) {
    if (piece === open) stack.push([]);
    else if (piece === close && stack.length > 1) {
      const english = stack.pop() as TextPart[];
      stack[stack.length - 1].push({ english });
    } else if (piece && piece !== close) stack[stack.length - 1].push(piece);
  }
  // A part left open (never by the copy's own marks) is English to the end of the text.
  while (stack.length > 1) {
    const english = stack.pop() as TextPart[];
    stack[stack.length - 1].push({ english });
  }
  return stack[0];
}
