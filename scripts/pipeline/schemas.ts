/**
 * The data files' JSON schemas, as ajv checks a file against one: each problem one line, "file:
 * line:column: who key: what is wrong", in plain words.
 */
import { readFile } from "node:fs/promises";
import type { Ajv, ErrorObject, ValidateFunction } from "ajv";
import { variantSchema } from "../../src/content/schema.ts";
import { emailPattern } from "../../src/settings/setting.ts";
import { jsonLocation } from "./json-file.ts";
import type { JsonFile } from "./json-file.ts";

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
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

function compiledValidator(text: string): Promise<ValidateFunction> {
  const known = validators.compiled.get(text);
  if (known) return known;
  const validate = schemaChecker().then((ajv) => ajv.compile(JSON.parse(text) as object));
  validators.compiled.set(text, validate);
  return validate;
}

/** A validator of the schema in `schemaFile`. */
export const validatorOf = async (schemaFile: string) => compiledValidator(await readFile(schemaFile, "utf8"));

/** A validator of what a regional variant's file must meet: the copy's schema with nothing required but an entry's id. */
export const variantValidatorOf = async (schemaFile: string) =>
  compiledValidator(JSON.stringify(variantSchema(JSON.parse(await readFile(schemaFile, "utf8")))));

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

/** An ajv finding as where it is in the file and what is wrong, in plain words. */
function schemaFinding(error: ErrorObject): { path: (string | number)[]; says: string } {
  const at = error.instancePath
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
  const keyPath = at.map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "required") return { path: keyPath, says: `lacks "${String(params.missingProperty)}"` };
  if (error.keyword === "additionalProperties")
    return { path: [...keyPath, String(params.additionalProperty)], says: "is no key of the schema; check its spelling, or remove it" };
  if (error.keyword === "enum")
    return {
      path: keyPath,
      says: `is ${JSON.stringify(error.data)}; it must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(", ")}`,
    };
  if (error.keyword === "minLength") return { path: keyPath, says: "is empty" };
  if (error.keyword === "pattern") return { path: keyPath, says: patternFinding(error) };
  if (error.keyword === "format")
    return {
      path: keyPath,
      says: `must be ${{ date: "a date like 2025-09-17", "date-time": "a date and time with its offset from UTC, like 2027-03-20T09:00:00+01:00", email: "an e-mail address like support@example.org", uri: "an address like https://example.org/" }[String(params.format)] ?? `a ${String(params.format)}`}`,
    };
  return { path: keyPath, says: error.message ?? error.keyword };
}

const dotted = (keyPath: readonly (string | number)[]) => keyPath.join(".") || "(the whole file)";

/** Schema problems of a parsed file, each as "file:line:column: who key: what". */
export function schemaProblems(file: JsonFile, validate: ValidateFunction, who: string): string[] {
  if (validate(file.value)) return [];
  // oneOf repeats what its branches said; the branches' own findings are the useful ones.
  const findings = (validate.errors ?? []).filter((error) => error.keyword !== "oneOf" && error.keyword !== "if").map(schemaFinding);
  const seen = new Set<string>();
  return findings.flatMap(({ path: keyPath, says }) => {
    const line = `${jsonLocation(file, keyPath)}: ${who}${dotted(keyPath)} ${says}`;
    if (seen.has(line)) return [];
    seen.add(line);
    return [line];
  });
}
