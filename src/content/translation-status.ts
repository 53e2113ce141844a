/**
 * How far a locale's copy is translated, measured against English and against what each of its
 * translations was made from (src/content/translated-from.json, written by
 * `npm run translations -- import`; a fresh clone knows it too). A translation with no record
 * (written by hand in the locale file) counts as made from today's English: the record needs no
 * upkeep by hand. Each string English has is:
 * - translated: the locale gives it a text of its own, or a translator confirmed that English's
 *   words are right for the language (the record holds the current English for it);
 * - outdated: it was translated, but English has changed since (the record holds the old English);
 *   the old translation stays on the page until a new one comes, as gettext's fuzzy entries do;
 * - untranslated: still English's words, and nobody confirmed them;
 * - missing: the locale has no string for it.
 * Strings with no words to translate (only `{placeholders}`) and the language's settings are
 * not for translation, and counted apart.
 */
import { withPluralForms } from "./placeholders.ts";
import { flatten } from "./copy-keys.ts";

/**
 * What a locale's translations were made from (translated-from.json): a translation, by its own
 * words -> the English it translates (more than one where the same words translate several
 * strings). By words, not by key: an entry added, moved or removed in a list (a feature card)
 * leaves every other translation's record where it was.
 */
export type TranslationRecord = Readonly<Record<string, readonly string[]>>;
/** Every locale's record, by its code. */
export type TranslationRecords = Readonly<Record<string, TranslationRecord>>;

/** The English a translation was made from, where the record has it. */
export const madeFrom = (record: TranslationRecord, target: string | undefined): readonly string[] | undefined =>
  target !== undefined && Object.hasOwn(record, target) ? record[target] : undefined;

export interface TranslationStatus {
  code: string;
  /** Strings for translation: English's, less those with nothing to translate. */
  total: number;
  translated: number;
  outdated: number;
  untranslated: number;
  missing: number;
  /** Strings with nothing to translate, counted apart. */
  notForTranslation: number;
  /** The keys of each kind, for `npm run translations -- status <locale>` to list. */
  keys: { outdated: string[]; untranslated: string[]; missing: string[] };
}

/**
 * Keys that are settings of the language rather than words to translate: its locale code, its
 * direction, and its own name, which `npm run translations -- add` takes from Unicode's CLDR.
 */
export const languageSettingKeys: ReadonlySet<string> = new Set(["language.name", "language.ogLocale", "language.dir"]);

const placeholders = /\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g;

/** English's string has words for a translator: not only `{placeholders}`, spaces and punctuation. */
export const forTranslation = (source: string) => /\p{L}/u.test(source.replace(placeholders, ""));

type StringState = "translated" | "outdated" | "untranslated" | "missing";

/**
 * One string's state, from the locale's text, English's, and the English its translation was
 * made from. English's words in the locale's own plural forms (as `translations add` writes
 * them) are still English's words.
 * @internal Exported for the tests.
 */
export function stringState(
  target: string | undefined,
  source: string,
  sources: readonly string[] | undefined,
  locale?: string,
): StringState {
  if (target === undefined) return "missing";
  if (sources !== undefined) return sources.includes(source) ? "translated" : "outdated";
  return target === source || (locale !== undefined && target === withPluralForms(source, locale)) ? "untranslated" : "translated";
}

/**
 * What a regional variant (src/content/variants.ts) takes from its base language: the keys its
 * own file gives, and the base's status (none for the default language, all of whose strings
 * are the variant's own language). Each string of its own counts as its translation, even in
 * English's words; every other string is as its base's is.
 */
export interface Inherited {
  own: ReadonlySet<string>;
  base: TranslationStatus | undefined;
}

function inheritedState(key: string, base: TranslationStatus | undefined): StringState {
  const found = base && (["outdated", "untranslated", "missing"] as const).find((state) => base.keys[state].includes(key));
  return found ?? "translated";
}

/** One string's state in a locale, a regional variant's own or inherited from its base. */
export function keyState(
  key: string,
  target: string | undefined,
  source: string,
  record: TranslationRecord,
  code: string,
  inherited?: Inherited,
): StringState {
  const sources = madeFrom(record, target);
  if (!inherited) return stringState(target, source, sources, code);
  if (!inherited.own.has(key)) return inheritedState(key, inherited.base);
  return sources ? stringState(target, source, sources) : "translated";
}

export function translationStatus(
  code: string,
  copy: unknown,
  english: unknown,
  record: TranslationRecord,
  inherited?: Inherited,
): TranslationStatus {
  const targets = flatten(copy);
  const sources = [...flatten(english)].filter(([key]) => !languageSettingKeys.has(key));
  const counted = sources.filter(([, source]) => forTranslation(source));
  const keys: TranslationStatus["keys"] = { outdated: [], untranslated: [], missing: [] };
  let translated = 0;
  for (const [key, source] of counted) {
    const state = keyState(key, targets.get(key), source, record, code, inherited);
    if (state === "translated") translated += 1;
    else keys[state].push(key);
  }
  return {
    code,
    total: counted.length,
    translated,
    outdated: keys.outdated.length,
    untranslated: keys.untranslated.length,
    missing: keys.missing.length,
    notForTranslation: sources.length - counted.length,
    keys,
  };
}

/** One line of the build's and the status command's summary. */
export function statusLine(status: TranslationStatus): string {
  const share = status.total ? Math.floor((status.translated / status.total) * 100) : 100;
  const parts = [`${status.missing} missing`, `${status.untranslated} untranslated`, `${status.outdated} outdated`];
  return `${status.code}: ${status.translated} of ${status.total} strings translated (${share}%), ${parts.join(", ")}; ${status.notForTranslation} not for translation`;
}
