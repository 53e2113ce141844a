/**
 * A language published before it is wholly translated (named in SITE_LOCALES) shows English
 * where it has no translation yet. Each such string says so, with lang="en" (WCAG 3.1.2,
 * language of parts), so that a screen reader reads it with an English voice and the browser
 * hyphenates it as English. The copy's untranslated strings are wrapped in two private-use
 * characters before their placeholders are filled; the rendered page turns them into
 * <span lang="en"> in text, and drops them where a span cannot stand (attributes, the title,
 * scripts).
 */
import { mapStrings } from "./content/copy-keys.ts";
import { htmlParts } from "./html-parts.ts";

const [open, close] = ["\uE000", "\uE001"];

/** The copy with the strings at `keys` marked as English. */
export function markEnglish<T>(copy: T, keys: ReadonlySet<string>): T {
  if (keys.size === 0) return copy;
  return mapStrings(copy, (text, key) => (keys.has(key) ? `${open}${text}${close}` : text)) as T;
}

/** A text or a whole copy without the marks, for what is not HTML (the social card). */
export const withoutEnglishMarks = <T>(value: T): T => (typeof value === "string" ? (value.replace(/[\uE000\uE001]/g, "") as T) : (mapStrings(value, (text) => text.replace(/[\uE000\uE001]/g, "")) as T));

/** The page with each marked English part in <span lang="en">, and every mark gone elsewhere. */
export function languageOfParts(html: string): string {
  if (!html.includes(open)) return html;
  return htmlParts(html)
    .map((part) => (part.tag ? part.text.replace(/[\uE000\uE001]/g, "") : part.text.replaceAll(open, '<span lang="en">').replaceAll(close, "</span>")))
    .join("");
}
