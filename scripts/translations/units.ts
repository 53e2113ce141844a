/**
 * The copy as translation units: every string of English (src/content/locales/en.ts) by a key
 * that stays put when the file is reordered (`hero.subline`, `features.0.title`,
 * `faq.entries.pricing.answer`: entries with an id are keyed by it), with the locale's own
 * string for it where it has one.
 */
import { flatten } from "../../src/content/copy-keys.ts";
import { languageSettingKeys } from "../../src/content/translation-status.ts";
import type { Node, StringSpan } from "./locale-source.ts";

export interface Unit {
  /** The key, also the XLIFF unit's id. */
  id: string;
  /** The English text. */
  source: string;
  /** The locale's text, or undefined where the locale has none yet. */
  target?: string;
}

/** A string literal of a locale file: where it is, and the doc comments above it and its parents'. */
export interface SourceString {
  span: StringSpan;
  docs: string[];
}

/**
 * The string literals of a parsed locale file by the same keys as the copy's: for writing
 * translations back, and for English's doc comments as a translator's notes.
 */
export function sourceStrings(node: Node): Map<string, SourceString> {
  const found = new Map<string, SourceString>();
  const walk = (value: Node, key: string, docs: string[]) => {
    if (value.kind === "string") found.set(key, { span: value.span, docs });
    else if (value.kind === "array") {
      value.items.forEach((item, index) => {
        const id = item.kind === "object" ? item.entries.get("id") : undefined;
        walk(item, `${key}.${id?.kind === "string" ? id.span.value : index}`, docs);
      });
    } else if (value.kind === "object") {
      for (const [name, item] of value.entries) {
        if (name === "id") continue;
        const own = value.docs.get(name);
        walk(item, key ? `${key}.${name}` : name, own ? [...docs, own] : docs);
      }
    }
  };
  walk(node, "", []);
  return found;
}

/** English's units, each with the locale's string for it; the language's settings (its code, its direction) are no units. */
export function unitsOf(english: unknown, locale: unknown): Unit[] {
  const targets = flatten(locale);
  return [...flatten(english)].filter(([id]) => !languageSettingKeys.has(id)).map(([id, source]) => ({ id, source, ...(targets.has(id) ? { target: targets.get(id) } : {}) }));
}
