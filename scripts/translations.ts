/**
 * npm run translations -- <command>: the translators' workflow, in XLIFF (README: "Translate").
 *   export <locale> [--xliff 1.2]   writes translations/<locale>.xlf (XLIFF 2.0, or 1.2 for the tools that read only that); `en` for review
 *   import <file>                   writes a translated .xlf, 2.0 or 1.2, back into src/content/locales/<locale>/copy.json
 *   status [<locale>] [--keys]      per locale: strings translated, outdated, untranslated and missing; --keys lists them
 *   add <locale>                    a new language from English, listed in src/content/languages.json, with its .xlf to translate
 *   platform <name>                 a translation platform's config for the site's languages (crowdin, tolgee, localazy), or its settings (weblate, lokalise)
 * Each reads the content as the build does (scripts/pipeline/content.ts): a broken file is named, not guessed around.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { languageIn } from "../src/content/site-content.ts";
import type { SiteContent } from "../src/content/site-content.ts";
import { contentDir, readContent } from "./pipeline/content.ts";
import { readSettings } from "./pipeline/assemble.ts";
import { projectRoot } from "./pipeline/paths.ts";
import { translationSummary } from "./pipeline/translation-summary.ts";
import { addLocale } from "./translations/add.ts";
import { exportLocale } from "./translations/export.ts";
import { importTranslations } from "./translations/import.ts";
import { isPlatform, platformNames, platformSetup } from "./translations/platforms.ts";
import type { XliffVersion } from "./translations/xliff.ts";

const usage = [
  "Usage: npm run translations -- <command>",
  "  export <locale> [--xliff 2.0|1.2]   translations/<locale>.xlf for a translator or a tool (2.0 unless the tool reads only 1.2); en for a review of English",
  "  import <file>                       a translated (or reviewed) .xlf, 2.0 or 1.2, back into src/content/locales/<locale>/copy.json",
  "  status [<locale>] [--keys]          how far each language is translated; --keys lists what is not",
  "  add <locale>                        a new language from English, e.g. fr",
  `  platform <name>                     sets up ${platformNames.join(", ")} for the site's languages`,
].join("\n");
const localesDir = path.join(contentDir, "locales");
const outDir = path.join(projectRoot, "translations");
const shown = (file: string) => path.relative(process.cwd(), file) || file;

class UsageError extends Error {}

async function exportCommand(content: SiteContent, code: string | undefined, version: XliffVersion = "2.0"): Promise<void> {
  const language = code ? languageIn(content, code) : undefined;
  if (!code || !language)
    throw new UsageError(
      `export: name one of the site's locales (${content.languages.map((each) => each.code).join(", ")}; en for a review of English)`,
    );
  const base = language.base ? languageIn(content, language.base) : undefined;
  const file = await exportLocale(code, {
    english: content.languages[0].copy,
    schemaFile: path.join(contentDir, "copy.schema.json"),
    copy: language.copy,
    record: content.records[code] ?? {},
    localeFile: path.relative(projectRoot, path.join(localesDir, code, "copy.json")),
    outDir,
    version,
    inherited: language.base ? { own: language.own, base: base?.status } : undefined,
  });
  const whom = code === "en" ? "a reviewer" : "a translator";
  console.log(
    `Wrote ${shown(file)} (XLIFF ${version}): hand it to ${whom} or upload it to your translation tool, then npm run translations -- import ${shown(file)}`,
  );
}

async function importCommand(content: SiteContent, file: string | undefined): Promise<void> {
  if (!file) throw new UsageError("import: name the translated .xlf file");
  const result = await importTranslations(path.resolve(file), {
    english: content.languages[0].copy,
    localeFile: (code) => (languageIn(content, code) ? path.join(localesDir, code, "copy.json") : undefined),
    baseCopy: (code) => {
      const base = languageIn(content, code)?.base;
      return base ? languageIn(content, base)?.copy : undefined;
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
function statusCommand(content: SiteContent, code: string | undefined, keys: boolean): void {
  const published = readSettings(content, process.env).locales;
  const summary = translationSummary(content, published).filter((entry) => !code || entry.code === code);
  if (code && summary.length === 0) throw new UsageError(`status: ${code} is none of the site's translated locales`);
  for (const { code: each, line } of summary) {
    console.log(line);
    if (!keys) continue;
    for (const [kind, list] of Object.entries(languageIn(content, each)?.status?.keys ?? {}))
      if (list.length) console.log(`  ${each} ${kind}: ${list.join(", ")}`);
  }
}

/** Before the content is read: the new language's folder may be one the build names as no site language's yet (de-DE). */
async function addCommand(code: string | undefined): Promise<void> {
  if (!code) throw new UsageError("add: name the new language's code, e.g. fr");
  const added = await addLocale(code, contentDir);
  const what = added.existed
    ? "its words as the file has them"
    : added.base
      ? `a regional variant of ${added.base}: each string is ${added.base}'s until the file gives its own`
      : "English for now";
  console.log(`Added ${shown(added.file)} (${what}), listed in src/content/languages.json.`);
  // Read again with the new language in it, as the build will read it.
  await exportCommand(await readContent(), added.code);
  console.log(
    "If src/content/launch.json lists screenshots or a video, give each its words in the new language too: the build asks for them once the language is published.",
  );
}

/** Writes the platform's config at the project's root, or prints the settings of one that keeps none in the repository. */
async function platformCommand(content: SiteContent, name: string | undefined): Promise<void> {
  if (!isPlatform(name)) throw new UsageError(`platform: name one of ${platformNames.join(", ")}`);
  const codes = content.languages.map((language) => language.code);
  const setup = platformSetup(name, codes, content.appStoreLanguages);
  if (!setup.file) {
    console.log(`${name} settings for ${codes.join(", ")}:\n${setup.text}\n${setup.next}`);
    return;
  }
  const file = path.join(projectRoot, setup.file);
  const before = await readFile(file, "utf8").catch(() => undefined);
  if (before !== setup.text) await writeFile(file, setup.text);
  const did = before === undefined ? "Wrote" : before === setup.text ? "Kept (unchanged)" : "Updated";
  console.log(
    `${did} ${shown(file)} for ${codes.join(", ")}.\n${setup.next}\nRun it again after translations -- add: it lists the languages the site has then.`,
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
    if (!["export", "import", "status", "add", "platform"].includes(command ?? ""))
      throw new UsageError(command ? `unknown command ${JSON.stringify(command)}` : "name a command");
    if (command === "add") return await addCommand(argument);
    const content = await readContent();
    if (command === "export") await exportCommand(content, argument, version);
    else if (command === "import") await importCommand(content, argument);
    else if (command === "platform") await platformCommand(content, argument);
    else statusCommand(content, argument, keys);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const wrongWords = error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    console.error(wrongWords ? `${message}\n${usage}` : message);
    process.exitCode = 1;
  }
}

await main();
