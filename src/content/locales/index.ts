/**
 * Every locale's copy, by its code in src/site.ts: one JSON file per language, <code>/copy.json beside this one,
 * each of the shape src/content/copy.schema.json describes (English's). The build checks every file against
 * the schema and English before anything reads it (scripts/pipeline/content-files.ts), naming
 * the file, line and key, so here each file is taken as the shape it was checked to have.
 */
import type { Locale } from "../../site.ts";
import { keyOrderOfValue, ordered, withoutSchemaPointer } from "../schema.ts";
import de from "./de/copy.json" with { type: "json" };
import en from "./en/copy.json" with { type: "json" };
import ja from "./ja/copy.json" with { type: "json" };

/** The copy's shape, English's, without the editors' `$schema` pointer. */
export type Copy = Omit<typeof en, "$schema">;

/**
 * A locale file's words, its `$schema` pointer left out (it is no copy), each object's keys in
 * English's order (the schema's): a file a tool re-saved in another order shows its sections
 * (the privacy policy's, say) as before.
 */
export function copyOfFile(file: { $schema?: string }): Copy {
  return ordered(withoutSchemaPointer(file), order) as Copy;
}

const order = keyOrderOfValue(en);

export const english: Copy = copyOfFile(en);

export const copies: Readonly<Record<Locale, Copy>> = { en: english, de: copyOfFile(de), ja: copyOfFile(ja) };

/** A locale's copy by any code, a setting's or a command's: undefined where src/content/locales/ has none. */
export const copyOf = (code: string): Copy | undefined => (copies as Readonly<Record<string, Copy>>)[code];
