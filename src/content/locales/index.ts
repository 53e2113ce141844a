/**
 * Every locale's copy, by its code in src/site.ts: one JSON file per language, <code>/copy.json beside this one,
 * each of the shape src/content/copy.schema.json describes (English's). The build checks every file against
 * the schema and English before anything reads it (scripts/pipeline/content-files.ts), naming
 * the file, line and key, so here each file is taken as the shape it was checked to have. A
 * regional variant's file (en-GB beside en) holds only what differs from its base language's
 * (src/content/variants.ts).
 */
import type { Locale } from "../../site.ts";
import { keyOrderOfValue, ordered, withoutSchemaPointer } from "../schema.ts";
import { flatten } from "../copy-keys.ts";
import { variantBase, withDifferences } from "../variants.ts";
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
function copyOfFile(file: object): Copy {
  return ordered(withoutSchemaPointer(file), order) as Copy;
}

const order = keyOrderOfValue(en);

export const english: Copy = copyOfFile(en);

/** Each language's file as it is written: a regional variant's holds only its differences. */
const files: Readonly<Record<Locale, object>> = { en, de, ja };
const codes = Object.keys(files);

/** The language a code is a regional variant of, where it is one (en for en-GB). */
export const variantBaseOf = (code: string): string | undefined => variantBase(code, codes);

/** The keys of the strings a variant's own file gives (every key, for a language that is no variant). */
export const ownKeys = (code: string): ReadonlySet<string> =>
  new Set(flatten(withoutSchemaPointer((files as Readonly<Record<string, object>>)[code] ?? {})).keys());

function resolved(code: string): Copy {
  const file = (files as Readonly<Record<string, object>>)[code];
  const base = variantBaseOf(code);
  return base ? copyOfFile(withDifferences(resolved(base), withoutSchemaPointer(file)) as object) : copyOfFile(file);
}

export const copies = Object.fromEntries(codes.map((code) => [code, resolved(code)])) as Readonly<Record<Locale, Copy>>;

/** A locale's copy by any code, a setting's or a command's: undefined where src/content/locales/ has none. */
export const copyOf = (code: string): Copy | undefined => (copies as Readonly<Record<string, Copy>>)[code];
