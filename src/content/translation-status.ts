/**
 * How far a locale's copy is translated, measured against English: each string translated,
 * missing (a keyed entry English has and the locale lacks), or untranslated (still English's
 * words, where English's are a sentence: a brand name or a word both languages share is not
 * untranslated). The build publishes a locale by default only while it is mostly translated.
 */
import { untranslatedLimit } from "../site.ts";
import { flatten } from "./copy-keys.ts";

export interface TranslationStatus {
  code: string;
  total: number;
  translated: number;
  missing: number;
  untranslated: number;
  /** The keys still in English, for the status command to list. */
  untranslatedKeys: string[];
}

/** Keys that are settings of the language rather than words (its locale code, its direction). */
export const languageSettingKeys: ReadonlySet<string> = new Set(["language.ogLocale", "language.dir"]);


/** English words that make a sentence: three words or more, or a closing full stop, question or exclamation mark. */
export function isSentence(text: string): boolean {
  const words = text.replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, " ").match(/\p{L}{2,}/gu) ?? [];
  return words.length >= 3 || (words.length > 0 && /[.!?]\s*$/.test(text));
}

export function translationStatus(code: string, copy: unknown, english: unknown): TranslationStatus {
  const targets = flatten(copy);
  const sources = [...flatten(english)].filter(([key]) => !languageSettingKeys.has(key));
  const untranslatedKeys = sources.filter(([key, source]) => targets.get(key) === source && isSentence(source)).map(([key]) => key);
  const missing = sources.filter(([key]) => !targets.has(key)).length;
  return { code, total: sources.length, translated: sources.length - missing - untranslatedKeys.length, missing, untranslated: untranslatedKeys.length, untranslatedKeys };
}

/** Whether most of the sentences a locale could translate are still English's. */
export function mostlyUntranslated(status: TranslationStatus): boolean {
  return status.untranslated + status.missing > status.total * untranslatedLimit;
}

/** One line of the build's and the status command's summary. */
export function statusLine(status: TranslationStatus): string {
  const share = status.total ? Math.round((status.translated / status.total) * 100) : 100;
  return `${status.code}: ${status.translated} of ${status.total} strings translated (${share}%), ${status.missing} missing, ${status.untranslated} untranslated`;
}
