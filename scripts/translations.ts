/**
 * npm run translations -- <command>: the translators' workflow, in XLIFF (README: "Translate").
 *   export <locale> [--xliff 1.2]   writes translations/<locale>.xlf (XLIFF 2.0, or 1.2 for the tools that read only that); `en` for review
 *   import <file>                   writes a translated .xlf, 2.0 or 1.2, back into src/content/locales/<locale>/copy.json
 *   status [<locale>] [--keys]      per locale: strings translated, outdated, untranslated and missing; --keys lists them
 *   add <locale>                    a new language from English, registered, with its .xlf to translate
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { projectRoot } from "./pipeline/paths.ts";
import { translationSummary } from "./pipeline/translation-summary.ts";
import { strayLocaleFiles } from "./pipeline/content-files.ts";
import { locales } from "../src/site.ts";
import { withoutSchemaPointer } from "../src/content/schema.ts";
import { withDifferences } from "../src/content/variants.ts";
import { flatten } from "../src/content/copy-keys.ts";
import type { Inherited } from "../src/content/translation-status.ts";
import { localeStatus } from "../src/content/locale-status.ts";
import { addLocale } from "./translations/add.ts";
import { exportLocale } from "./translations/export.ts";
import { importTranslations } from "./translations/import.ts";
import type { XliffVersion } from "./translations/xliff.ts";

const usage = [
  "Usage: npm run translations -- <command>",
  "  export <locale> [--xliff 2.0|1.2]   translations/<locale>.xlf for a translator or a tool (2.0 unless the tool reads only 1.2); en for a review of English",
  "  import <file>                       a translated (or reviewed) .xlf, 2.0 or 1.2, back into src/content/locales/<locale>/copy.json",
  "  status [<locale>] [--keys]          how far each language is translated; --keys lists what is not",
  "  add <locale>                        a new language from English, e.g. fr",
].join("\n");
const localesDir = path.join(projectRoot, "src/content/locales");
const outDir = path.join(projectRoot, "translations");
const shown = (file: string) => path.relative(process.cwd(), file) || file;

class UsageError extends Error {}

/** Every locale's copy, by code (src/content/locales/index.ts). */
async function copies(): Promise<Record<string, unknown>> {
  const { copies: all } = await import("../src/content/locales/index.ts");
  return all;
}

/** What a regional variant takes from its base: its own strings' keys (those of `own`, its file's words), and its base's status. */
async function variantInheritance(code: string, own?: unknown): Promise<Inherited | undefined> {
  const { ownKeys, variantBaseOf } = await import("../src/content/locales/index.ts");
  const base = variantBaseOf(code);
  if (!base) return undefined;
  return { own: own === undefined ? ownKeys(code) : new Set(flatten(own).keys()), base: localeStatus(base) };
}

/** `ownFile`: the words of a locale file index.ts was loaded too early to know (one just added). */
async function exportCommand(
  code: string | undefined,
  version: XliffVersion = "2.0",
  all?: Record<string, unknown>,
  ownFile?: unknown,
): Promise<void> {
  all ??= await copies();
  if (!code || !(code in all))
    throw new UsageError(`export: name one of the site's locales (${Object.keys(all).join(", ")}; en for a review of English)`);
  const inherited = await variantInheritance(code, ownFile);
  const file = await exportLocale(code, {
    english: all.en,
    schemaFile: path.join(projectRoot, "src/content/copy.schema.json"),
    copy: all[code],
    localeFile: path.relative(projectRoot, path.join(localesDir, `${code}/copy.json`)),
    outDir,
    version,
    inherited,
  });
  const whom = code === "en" ? "a reviewer" : "a translator";
  console.log(
    `Wrote ${shown(file)} (XLIFF ${version}): hand it to ${whom} or upload it to your translation tool, then npm run translations -- import ${shown(file)}`,
  );
}

async function importCommand(file: string | undefined): Promise<void> {
  if (!file) throw new UsageError("import: name the translated .xlf file");
  const all = await copies();
  const { variantBaseOf } = await import("../src/content/locales/index.ts");
  const result = await importTranslations(path.resolve(file), {
    english: all.en,
    localeFile: (code) => (code in all ? path.join(localesDir, `${code}/copy.json`) : undefined),
    baseCopy: (code) => {
      const base = variantBaseOf(code);
      return base ? all[base] : undefined;
    },
  });
  const parts = [
    ...(result.changed ? [`${result.changed} string(s) changed`] : []),
    ...(result.added ? [`${result.added} entr(ies) added`] : []),
    ...(result.recorded ? [`${result.recorded} recorded as translated from the current English`] : []),
  ];
  const tidied = result.forgotten ? `; forgot ${result.forgotten} record(s) of words the file no longer has` : "";
  console.log(`Imported ${shown(file)} into ${shown(result.file)}: ${parts.length ? parts.join(", ") : "nothing changed"}${tidied}`);
}

/** The build's own summary, for the settings of this shell; with a locale and --keys, what it still lacks. */
async function statusCommand(code: string | undefined, keys: boolean): Promise<void> {
  // What the build would not read, first: a platform's folder under another code is no language's translation yet.
  for (const stray of await strayLocaleFiles(locales, localesDir)) console.log(stray);
  const summary = translationSummary(process.env).filter((entry) => !code || entry.code === code);
  if (code && summary.length === 0) throw new UsageError(`status: ${code} is none of the site's translated locales`);
  for (const { code: each, line } of summary) {
    console.log(line);
    if (!keys) continue;
    for (const [kind, list] of Object.entries(localeStatus(each)?.keys ?? {}))
      if (list.length) console.log(`  ${each} ${kind}: ${list.join(", ")}`);
  }
}

async function addCommand(code: string | undefined): Promise<void> {
  if (!code) throw new UsageError("add: name the new language's code, e.g. fr");
  const added = await addLocale(code, projectRoot);
  const what = added.base
    ? `a regional variant of ${added.base}: each string is ${added.base}'s until the file gives its own`
    : "English for now";
  console.log(`Added ${shown(added.file)} (${what}), registered in src/content/locales/index.ts and src/site.ts.`);
  // Read from its own file: index.ts was loaded before it named the new locale.
  const all = await copies();
  const own = withoutSchemaPointer(JSON.parse(await readFile(added.file, "utf8")));
  const fresh = added.base ? withDifferences(all[added.base], own) : own;
  await exportCommand(added.code, "2.0", { ...all, [added.code]: fresh }, own);
  console.log(
    "If src/content/launch.json lists screenshots or a video, give each its words in the new language too: the build asks for them once the language is published.",
  );
}

/** The command, its one argument and its options, refusing anything it does not know. */
function parse(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: { xliff: { type: "string" }, keys: { type: "boolean" } },
  });
  const [command, argument, ...extra] = positionals;
  if (extra.length) throw new UsageError(`${command}: unexpected ${extra.map((word) => JSON.stringify(word)).join(", ")}`);
  if (values.xliff !== undefined && (command !== "export" || !["2.0", "1.2"].includes(values.xliff)))
    throw new UsageError(`--xliff ${values.xliff ?? ""}: only export takes it, as 2.0 or 1.2`);
  if (values.keys && command !== "status") throw new UsageError("--keys: only status takes it");
  return { command, argument, version: values.xliff as XliffVersion | undefined, keys: Boolean(values.keys) };
}

async function main(): Promise<void> {
  try {
    const { command, argument, version, keys } = parse(process.argv.slice(2));
    if (command === "export") await exportCommand(argument, version);
    else if (command === "import") await importCommand(argument);
    else if (command === "status") await statusCommand(argument, keys);
    else if (command === "add") await addCommand(argument);
    else throw new UsageError(command ? `unknown command ${JSON.stringify(command)}` : "name a command");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const wrongWords = error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    console.error(wrongWords ? `${message}\n${usage}` : message);
    process.exitCode = 1;
  }
}

await main();
