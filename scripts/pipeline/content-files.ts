/**
 * The owner's data files, checked before anything reads them: each language's copy
 * (src/content/locales/<code>/copy.json) against copy.schema.json and against English, and the facts,
 * the launch listing and the proof against their own schemas. Every problem is one line that
 * names the file, the line and column, the language and the key, so a syntax error or a mistyped
 * key stops the build (and the dev page) with no stack trace and no blame on another file.
 */
import { createHash } from "node:crypto";
import { access, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Ajv, ErrorObject, ValidateFunction } from "ajv";
import { copyProblemList } from "../../src/content/copy-problems.ts";
import { flatten } from "../../src/content/copy-keys.ts";
import { variantSchema, withoutSchemaPointer } from "../../src/content/schema.ts";
import { variantBase, withDifferences } from "../../src/content/variants.ts";
import { locales } from "../../src/site.ts";
import { BuildError } from "./errors.ts";
import { jsonLocation, parseJsonFile } from "./json-file.ts";
import type { JsonFile } from "./json-file.ts";
import { paths, projectRoot } from "./paths.ts";

export const contentDir = path.join(projectRoot, "src/content");
export const localesDir = path.join(contentDir, "locales");

/** Each data file beside the schema it must meet. */
const dataFiles = [
  { file: "facts.json", schema: "facts.schema.json" },
  { file: "launch.json", schema: "launch.schema.json" },
  { file: "proof.json", schema: "proof.schema.json" },
  { file: "app-store-languages.json", schema: "app-store-languages.schema.json" },
] as const;

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const isUrl = (text: string) => URL.canParse(text);
/** Deliberately plain, as the settings' check of SITE_CONTACT_EMAIL: one "@", no spaces or markup, a dotted domain. */
export const emailPattern = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

const compiled = new Map<string, ValidateFunction>();
let ajv: Promise<Ajv> | undefined;
/** One Ajv for every schema (each new one compiles JSON Schema's own meta-schema again), loaded only when a check runs. */
const schemaChecker = () =>
  (ajv ??= import("ajv").then(({ Ajv }) =>
    new Ajv({ allErrors: true, strict: true, allowMatchingProperties: true })
      .addFormat("date", isDate)
      .addFormat("uri", isUrl)
      .addFormat("email", emailPattern),
  ));

/** A validator of a schema's text, with the formats our schemas use; compiled once per text (the dev server checks on every save). */
async function compiledValidator(text: string): Promise<ValidateFunction> {
  const known = compiled.get(text);
  if (known) return known;
  const validate = (await schemaChecker()).compile(JSON.parse(text) as object);
  compiled.set(text, validate);
  return validate;
}

const validatorOf = async (schemaFile: string) => compiledValidator(await readFile(schemaFile, "utf8"));

async function variantValidatorOf(schemaFile: string): Promise<ValidateFunction> {
  return compiledValidator(JSON.stringify(variantSchema(JSON.parse(await readFile(schemaFile, "utf8")))));
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
      says: `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(", ")}`,
    };
  if (error.keyword === "minLength") return { path: keyPath, says: "is empty" };
  if (error.keyword === "format")
    return {
      path: keyPath,
      says: `must be ${{ date: "a date like 2025-09-17", email: "an e-mail address like support@example.org", uri: "an address like https://example.org/" }[String(params.format)] ?? `a ${String(params.format)}`}`,
    };
  return { path: keyPath, says: error.message ?? error.keyword };
}

const dotted = (keyPath: readonly (string | number)[]) => keyPath.join(".") || "(the whole file)";

/** Schema problems of a parsed file, each as "file:line:column: who key: what". */
function schemaProblems(file: JsonFile, validate: ValidateFunction, who: string): string[] {
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

/** The JSON path of a copy key as the copy's checks name it: an FAQ entry by its id, a list item by its index. */
function jsonPathOf(value: unknown, key: string): (string | number)[] {
  const found: (string | number)[] = [];
  let current = value;
  for (const part of key.split(".")) {
    if (Array.isArray(current)) {
      const byId = current.findIndex((item) => (item as { id?: unknown })?.id === part);
      const index = byId >= 0 ? byId : Number(part);
      if (!Number.isInteger(index)) break;
      found.push(index);
      current = current[index];
    } else if (current && typeof current === "object" && part in current) {
      found.push(part);
      current = (current as Record<string, unknown>)[part];
    } else break;
  }
  return found;
}

/**
 * The site language nearest a code the site does not have: the same language and script (de for
 * de-DE, zh-Hans for zh-CN, pt-BR for pt_BR), else the same language; undefined where none is near.
 */
export function nearestLanguage(code: string, codes: readonly string[]): string | undefined {
  const parsed = (tag: string) => {
    try {
      return new Intl.Locale(tag.replace(/_/g, "-")).maximize();
    } catch {
      return undefined;
    }
  };
  const wanted = parsed(code);
  if (!wanted) return undefined;
  const ranked = codes
    .map((candidate) => ({ candidate, known: parsed(candidate) }))
    .filter(({ known }) => known?.language === wanted.language)
    .map(({ candidate, known }) => ({
      candidate,
      score: (known?.script === wanted.script ? 2 : 0) + (known?.region === wanted.region ? 1 : 0),
    }))
    .sort((a, b) => b.score - a.score);
  return ranked[0]?.candidate;
}

/**
 * What under src/content/locales/ the build would not read: a folder that is no site language
 * (de-DE, as a platform whose placeholder gives a region writes it), or a file other than a
 * language's copy.json, each named with what to do, so no translator's work is lost unseen.
 */
export async function strayLocaleFiles(codes: readonly string[], localeDir: string): Promise<string[]> {
  const shown = (...parts: string[]) => path.relative(projectRoot, path.join(localeDir, ...parts)) || parts.join("/");
  const entries = (await readdir(localeDir, { withFileTypes: true }).catch(() => [])).sort((a, b) => a.name.localeCompare(b.name));
  const problems: string[] = [];
  for (const entry of entries.filter((each) => !each.name.startsWith("."))) {
    if (!entry.isDirectory()) {
      if (!readByTheSite.includes(entry.name))
        problems.push(`${shown(entry.name)}: no language's file; a language's words go in src/content/locales/<code>/copy.json`);
      continue;
    }
    if (codes.includes(entry.name)) {
      for (const file of (await readdir(path.join(localeDir, entry.name))).sort())
        if (file !== "copy.json" && !file.startsWith("."))
          problems.push(`${shown(entry.name, file)}: not read; ${entry.name}'s words are all in ${shown(entry.name, "copy.json")}`);
      continue;
    }
    const near = nearestLanguage(entry.name, codes);
    const add = `npm run translations -- add ${entry.name.replace(/_/g, "-")}`;
    problems.push(
      near
        ? `${shown(entry.name)}: ${entry.name} is no site language; did you mean ${near} (move its copy.json into ${shown(near)}, or have your platform write ${near}), or add ${entry.name} as a regional variant (${add})?`
        : `${shown(entry.name)}: ${entry.name} is no site language; add it (${add}) or remove the folder`,
    );
  }
  return problems;
}

/** The files in src/content/locales/ that are no language's, which the site reads all the same. */
const readByTheSite = ["index.ts"];

/** Every problem of the owner's data files; empty when the build may read them. */
export async function contentFileProblems(codes: readonly string[] = locales, dir = contentDir): Promise<string[]> {
  const problems: string[] = [];
  const localeDir = path.join(dir, "locales");
  const read = async (file: string) => {
    const parsed = await parseJsonFile(file, projectRoot);
    if ("problem" in parsed) problems.push(parsed.problem);
    return "problem" in parsed ? undefined : parsed;
  };
  problems.push(...(await strayLocaleFiles(codes, localeDir)));
  const copyValidator = await validatorOf(path.join(dir, "copy.schema.json"));
  const variantValidator = await variantValidatorOf(path.join(dir, "copy.schema.json"));
  const copies = new Map<string, JsonFile>();
  for (const code of codes) {
    const file = await read(path.join(localeDir, `${code}/copy.json`));
    if (!file) continue;
    const found = schemaProblems(file, variantBase(code, codes) ? variantValidator : copyValidator, `${code} `);
    problems.push(...found);
    if (found.length === 0) copies.set(code, file);
  }
  const english = copies.get("en");
  // A variant is checked as its base's copy with its differences laid over, and only for what its own file says.
  const merged = (code: string): unknown => {
    const own = withoutSchemaPointer(copies.get(code)?.value);
    const base = variantBase(code, codes);
    return base ? withDifferences(merged(base), own) : own;
  };
  if (english) {
    const englishKeys = new Set(flatten(withoutSchemaPointer(english.value)).keys());
    for (const [code, file] of copies) {
      const own = variantBase(code, codes) ? [...flatten(withoutSchemaPointer(file.value)).keys()] : undefined;
      const inOwnFile = (key: string) => !own || own.some((each) => each === key || each.startsWith(`${key}.`));
      const found = copyProblemList(code, merged(code), withoutSchemaPointer(english.value)).filter((problem) => inOwnFile(problem.key));
      const unknown = (own ?? [])
        .filter((key) => !englishKeys.has(key) && !found.some((problem) => key.startsWith(problem.key)))
        .map((key) => ({ key, says: "is not in English, which defines the copy's keys" }));
      for (const problem of [...found, ...unknown]) {
        problems.push(
          `${jsonLocation(file, jsonPathOf(file.value, problem.key))}: ${code} ${problem.key || "(the whole copy)"} ${problem.says}`,
        );
      }
    }
  }
  for (const { file, schema } of dataFiles) {
    const parsed = await read(path.join(dir, file));
    if (parsed) problems.push(...schemaProblems(parsed, await validatorOf(path.join(dir, schema)), ""));
  }
  return problems;
}

/** The check's own code, whose change makes a past verdict stale. */
const checkSources = [
  "./content-files.ts",
  "./json-file.ts",
  "../../src/content/copy-problems.ts",
  "../../src/content/placeholders.ts",
  "../../src/content/variants.ts",
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/** A hash of everything the check reads: the files, the languages, and the check's own code. */
async function inputsHash(codes: readonly string[], dir: string): Promise<string> {
  const files = [
    ...codes.map((code) => path.join(dir, "locales", code, "copy.json")),
    path.join(dir, "copy.schema.json"),
    ...dataFiles.flatMap(({ file, schema }) => [file, schema].map((name) => path.join(dir, name))),
    ...checkSources,
  ];
  // What stands in locales/ too: a stray folder is a problem of its own.
  const listing = await readdir(path.join(dir, "locales"), { recursive: true }).catch(() => []);
  const hash = createHash("sha256").update(codes.join(",")).update(listing.sort().join("\n"));
  for (const file of files) hash.update(file).update(await readFile(file).catch(() => "(missing)"));
  return hash.digest("hex");
}

/**
 * Stops the build on any problem of the data files, listing them all. A set of files that passed
 * is remembered by its hash (in node_modules/.cache/), so a build of unchanged files skips it.
 */
export async function assertContentFiles(codes: readonly string[] = locales, dir = contentDir): Promise<void> {
  const passed = path.join(paths.cache, `content-checked-${await inputsHash(codes, dir)}`);
  if (
    await access(passed).then(
      () => true,
      () => false,
    )
  )
    return;
  const problems = await contentFileProblems(codes, dir);
  if (problems.length > 0)
    throw new BuildError(
      "content",
      `${problems.length === 1 ? "a data file has a problem" : `${problems.length} problems in the data files`}:\n${problems.join("\n")}`,
    );
  await mkdir(paths.cache, { recursive: true });
  await writeFile(passed, "");
}
