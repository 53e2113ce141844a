/**
 * The copy as translation units: every string of English (src/content/locales/en/copy.json) by a key
 * that stays put when the file is reordered (`hero.tagline`, `features.0.title`,
 * `faq.entries.pricing.answer`: entries with an id are keyed by it), with the locale's own
 * string for it where it has one.
 */
import { flatten } from "../../src/content/copy-keys.ts";
import { languageSettingKeys } from "../../src/content/translation-status.ts";

interface Unit {
  /** The key, also the XLIFF unit's id. */
  id: string;
  /** The English text. */
  source: string;
  /** The locale's text, or undefined where the locale has none yet. */
  target?: string;
}

/** English's units, each with the locale's string for it; the language's settings (its code, its direction) are no units. */
export function unitsOf(english: unknown, locale: unknown): Unit[] {
  const targets = flatten(locale);
  return [...flatten(english)]
    .filter(([id]) => !languageSettingKeys.has(id))
    .map(([id, source]) => ({ id, source, ...(targets.has(id) ? { target: targets.get(id) } : {}) }));
}
