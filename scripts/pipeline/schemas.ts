/**
 * The data files' JSON schemas, as ajv checks a file against one: each problem one line, "file:
 * line:column: who key: what is wrong", in plain words. A data file's schema is its declaration
 * (src/content/data-schema.ts), and a value that passes has the declaration's type; the copy's is
 * copy.schema.json, with App Store Connect's names taken from their one declaration.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Ajv, ErrorObject, ValidateFunction } from "ajv";
import { appStoreNamesSchema } from "../../src/content/app-store-names.ts";
import { dotted, isDate } from "../../src/content/data-schema.ts";
import type { DataOf, DataProblem, DataSchema } from "../../src/content/data-schema.ts";
import { variantSchema, withReferencesInlined } from "../../src/content/schema.ts";
import type { Copy } from "../../src/content/site-content.ts";
import { emailPattern } from "../../src/settings/setting.ts";
import { locatedLine } from "./json-file.ts";
import type { JsonFile } from "./json-file.ts";

const isUrl = (text: string) => URL.canParse(text);
/** A moment with its offset from UTC, as App Store Connect's API takes an event's (RFC 3339): 2027-03-20T09:00:00+01:00, or Z. */
const isDateTime = (text: string) =>
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/.test(text) && isDate(text.slice(0, 10));

/**
 * One Ajv for every schema (each new one compiles JSON Schema's own meta-schema again), loaded
 * only when a check runs, and the validators it compiled by the schema's text: kept by the
 * process, as the dev server imports the pipeline afresh after an edit and checks on every save.
 */
interface Validators {
  ajv?: Promise<Ajv>;
  /** By the schema's text; a promise, so that two checks of one schema at once compile it once (Ajv refuses a second schema of the same $id). */
  compiled: Map<string, Promise<ValidateFunction>>;
}
const kept = globalThis as typeof globalThis & { siteSchemaValidators?: Validators };
const validators: Validators = (kept.siteSchemaValidators ??= { compiled: new Map() });
const schemaChecker = () =>
  (validators.ajv ??= import("ajv").then(({ Ajv }) =>
    // verbose: a pattern's finding carries its value and schema, for the words the schema gives the pattern.
    new Ajv({ allErrors: true, strict: true, allowMatchingProperties: true, verbose: true })
      .addKeyword("patternDescription")
      .addFormat("date", isDate)
      .addFormat("date-time", isDateTime)
      .addFormat("uri", isUrl)
      .addFormat("email", emailPattern),
  ));

/**
 * A validator of `schema`, whose passing value is a `Value`: the one place a schema and its type
 * meet (not ajv's own typing, JSONSchemaType, which takes a schema from a type, not a type from a
 * schema, and which TypeScript cannot expand for a union of 32 names).
 */
function compiledValidator<Value>(schema: object): Promise<ValidateFunction<Value>> {
  const text = JSON.stringify(schema);
  const validate = validators.compiled.get(text) ?? schemaChecker().then((ajv) => ajv.compile(schema));
  validators.compiled.set(text, validate);
  return validate as Promise<ValidateFunction<Value>>;
}

/** A validator of a data file's declared shape: what passes it has the declaration's type (`Entry`: what its words by language hold). */
export const validatorOf = <Schema extends DataSchema & object, Entry = string>(
  schema: Schema,
): Promise<ValidateFunction<NoInfer<DataOf<Schema, Entry>>>> =>
  // NoInfer: Schema is read from the argument only, never worked back from the value's type through FromSchema.
  compiledValidator(schema);

/**
 * The copy's schema in the content folder `dir` (copy.schema.json, which owners extend by hand),
 * with its references to App Store Connect's names (app-store-names.schema.json) written out from
 * their declaration: what the build checks, the CMS shows and translators read.
 */
export const copySchemaIn = async (dir: string): Promise<unknown> =>
  withReferencesInlined(JSON.parse(await readFile(path.join(dir, "copy.schema.json"), "utf8")), [appStoreNamesSchema]);

/** A validator of a language's copy: English's shape, which copy.schema.json describes (STYLE.md 16: English defines the copy's type). */
export const copyValidatorOf = async (dir: string) => compiledValidator<Copy>((await copySchemaIn(dir)) as object);

/** A validator of what a regional variant's file must meet: the copy's schema with nothing required but an entry's id. */
export const variantValidatorOf = async (dir: string) => compiledValidator<unknown>(variantSchema(await copySchemaIn(dir)) as object);

/**
 * A value near `value` that `pattern` takes, as an owner would have meant it: lower-cased and
 * joined by single hyphens ("Photo Graphers" -> "photo-graphers"), upper-cased ("usd"), or trimmed.
 */
function nearestAccepted(value: string, pattern: RegExp): string | undefined {
  const hyphenated = value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return [hyphenated, value.toUpperCase(), value.trim()].find((candidate) => candidate && candidate !== value && pattern.test(candidate));
}

/** What a value that fails its schema's pattern must be: the schema's own words for it (`patternDescription`), and the nearest value it takes. */
function patternFinding(error: ErrorObject): string {
  const pattern = String((error.params as { pattern: string }).pattern);
  const words = (error.parentSchema as { patternDescription?: string } | undefined)?.patternDescription;
  const given = typeof error.data === "string" ? error.data : undefined;
  const near = given === undefined ? undefined : nearestAccepted(given, new RegExp(pattern, "u"));
  return `${given === undefined ? "" : `${JSON.stringify(given)} `}must be ${words ?? `text matching ${pattern}`}${near ? `; did you mean ${JSON.stringify(near)}?` : ""}`;
}

/** What is wrong with the value an ajv finding is about, in plain words, and where it is when that is a key the value lacks or should not have. */
function findingWords(error: ErrorObject): { words: string; key?: string } {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "required") return { words: `lacks "${String(params.missingProperty)}"` };
  if (error.keyword === "additionalProperties")
    return { key: String(params.additionalProperty), words: "is no key of the schema; check its spelling, or remove it" };
  if (error.keyword === "enum")
    return {
      words: `is ${JSON.stringify(error.data)}; it must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(", ")}`,
    };
  if (error.keyword === "const") return { words: `is ${JSON.stringify(error.data)}; it must be ${JSON.stringify(params.allowedValue)}` };
  if (error.keyword === "minLength") return { words: "is empty" };
  if (error.keyword === "pattern") return { words: patternFinding(error) };
  if (error.keyword === "format")
    return {
      words: `must be ${{ date: "a date like 2025-09-17", "date-time": "a date and time with its offset from UTC, like 2027-03-20T09:00:00+01:00", email: "an e-mail address like support@example.org", uri: "an address like https://example.org/" }[String(params.format)] ?? `a ${String(params.format)}`}`,
    };
  return { words: error.message ?? error.keyword };
}

/** An ajv finding as a problem: where it is in the file, named by `who` (a language's code) and its key. */
function schemaFinding(error: ErrorObject, who: string): DataProblem {
  const keyPath = error.instancePath
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const { words, key } = findingWords(error);
  const at = key === undefined ? keyPath : [...keyPath, key];
  return { at, says: `${who}${dotted(at, "(the whole file)")} ${words}` };
}

/**
 * A parsed file checked: its value, of the type its validator's schema declares, or the schema's
 * problems, each a line. `passedBefore`: these bytes passed this check before (./content-verdict.ts
 * remembers it), so the value is taken as checked, and ajv is not even loaded.
 */
export async function checkedValue<Value>(
  file: JsonFile,
  validator: () => Promise<{ (data: unknown): data is Value; errors?: ValidateFunction["errors"] }>,
  passedBefore: boolean,
  who = "",
): Promise<{ file: JsonFile; value?: Value; problems: string[] }> {
  if (passedBefore) return { file, value: file.value as Value, problems: [] };
  const validate = await validator();
  if (validate(file.value)) return { file, value: file.value, problems: [] };
  return { file, problems: schemaProblems(file, validate.errors ?? [], who) };
}

/** Schema problems of a parsed file, each as "file:line:column: who key: what". */
function schemaProblems(file: JsonFile, errors: ErrorObject[], who: string): string[] {
  // oneOf repeats what its branches said; the branches' own findings are the useful ones, but
  // not those of a branch the value is not even of the type of (null for a video, a word for a list).
  const unmeant = errors
    .filter((error) => error.keyword === "type" && /\/oneOf\/\d+\/type$/.test(error.schemaPath))
    .map((error) => error.schemaPath.replace(/type$/, ""));
  const findings = errors
    .filter((error) => error.keyword !== "oneOf" && error.keyword !== "if")
    .filter((error) => !unmeant.some((branch) => error.schemaPath.startsWith(branch)))
    .map((error) => schemaFinding(error, who));
  const seen = new Set<string>();
  return findings.flatMap((problem) => {
    const line = locatedLine(file, problem);
    if (seen.has(line)) return [];
    seen.add(line);
    return [line];
  });
}
