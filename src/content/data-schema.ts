/**
 * How a data file's shape is declared: once, as a JSON Schema written in TypeScript (`as const`),
 * from which come the type the code reads (json-schema-to-ts's FromSchema, at type-check time
 * only), the check the build runs (ajv compiles the same object, scripts/pipeline/schemas.ts),
 * the CMS's fields (scripts/pipeline/admin/) and the schema an editor follows through the file's
 * `$schema` (written beside the file by npm ci and npm run dev, src/content/editor-schemas.ts).
 */
import type { ExtendedJSONSchema, FromExtendedSchema } from "json-schema-to-ts";

/** What our schemas add to JSON Schema: a pattern's `patternDescription`, the words the build's and the CMS's messages give it. */
type OwnKeywords = {
  patternDescription: string;
};

export type DataSchema = ExtendedJSONSchema<OwnKeywords>;

/** A day as the data files write it (their "date" format), YYYY-MM-DD, and a real one: no 2026-02-30. */
export const isDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** Words an owner writes, never empty: a field's title and what it holds. */
export const wordsField = (title: string, description: string) => ({ title, description, type: "string", minLength: 1 }) as const;

/** A language code as the data files key words by it: en, de, pt-BR, zh-Hans. */
export const languageCodePattern = "^[a-z]{2,3}(-[A-Za-z0-9]+)*$";

const byLanguageComment = "By language code: English's required, each other language's where it has them.";

/** Words by language code, English's required (a screenshot's caption, what an offer gives). */
export const wordsByLanguage = <const Words extends { title?: string; description: string }>(words: Words) =>
  ({
    $comment: byLanguageComment,
    type: "object",
    ...words,
    properties: { en: { type: "string", minLength: 1, description: "In English." } },
    patternProperties: { [languageCodePattern]: { type: "string", minLength: 1 } },
    required: ["en"],
    additionalProperties: false,
  }) as const;

/** Entries by language code, English's required, each of the shape `entry` declares (an in-app event's words). */
export const entriesByLanguage = <
  const Entry extends Exclude<DataSchema, boolean>,
  const Words extends { title?: string; description: string },
>(
  entry: Entry,
  words: Words,
) =>
  ({
    $comment: byLanguageComment,
    type: "object",
    ...words,
    properties: { en: { ...entry, description: "In English." } },
    patternProperties: { [languageCodePattern]: entry },
    required: ["en"],
    additionalProperties: false,
  }) as const;

/**
 * Words by language as the code reads them. FromSchema types an object with named properties
 * and patterned ones as open to anything (its index signature must take `en`'s type too), so
 * the declarations above say what they hold, and DataOf reads them so.
 */
type ByLanguage<Entry> = Readonly<Record<string, Entry>>;

/** The type of a value that meets `Schema`. */
export type DataOf<Schema extends DataSchema, Entry = string> = FromExtendedSchema<
  OwnKeywords,
  Schema,
  { deserialize: [{ pattern: { $comment: typeof byLanguageComment }; output: ByLanguage<Entry> }] }
>;

/**
 * A problem a check finds in a data file, in the one shape every check gives: where it is (the
 * JSON path of the value it is about, which the build makes file:line:column) and what the build
 * says after that place, naming what it is about in the owner's words.
 */
export interface DataProblem {
  at: readonly (string | number)[];
  says: string;
}

/** A JSON path as the build's messages name a key (declarations.1.deviceFamily); `whole` for the whole value. */
export const dotted = (at: readonly (string | number)[], whole = "") => at.join(".") || whole;

/** The `$schema` pointer each data file carries, for editors that show the descriptions on hover. */
export const schemaPointer = {
  type: "string",
  description: "This file's schema, for editors that show the descriptions on hover.",
} as const;
