/**
 * npm run translations -- <command>: the translators' workflow, in XLIFF 2.0 (README: "Translate").
 *   export <locale>   writes translations/<locale>.xlf for a translator or a translation tool
 *   import <file>     writes a translated .xlf back into src/content/locales/<locale>.ts
 *   status            per locale: strings translated, missing, and still in English
 *   add <locale>      a new language from English, registered, with its .xlf to translate
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "./build/paths.ts";
import { translationSummary } from "./build/translation-summary.ts";
import { addLocale } from "./translations/add.ts";
import { exportLocale } from "./translations/export.ts";
import { importTranslations } from "./translations/import.ts";

const usage = `Usage: npm run translations -- export <locale> | import <file> | status | add <locale>`;
const localesDir = path.join(projectRoot, "src/content/locales");
const outDir = path.join(projectRoot, "translations");
const shown = (file: string) => path.relative(process.cwd(), file) || file;

/** Every locale's copy, by code (src/content/locales/index.ts). */
async function copies(): Promise<Record<string, unknown>> {
  const { copies: all } = await import("../src/content/locales/index.ts");
  return all;
}

async function exportCommand(code: string | undefined, all?: Record<string, unknown>): Promise<void> {
  all ??= await copies();
  if (!code || code === "en" || !(code in all)) throw new Error(`export: name one of the site's translated locales (${Object.keys(all).filter((name) => name !== "en").join(", ")})`);
  const file = await exportLocale(code, { english: all.en, englishFile: path.join(localesDir, "en.ts"), copy: all[code], localeFile: path.relative(projectRoot, path.join(localesDir, `${code}.ts`)), outDir });
  console.log(`Wrote ${shown(file)}: hand it to a translator or upload it to your translation tool, then npm run translations -- import ${shown(file)}`);
}

async function importCommand(file: string | undefined): Promise<void> {
  if (!file) throw new Error(`import: name the translated .xlf file\n${usage}`);
  const all = await copies();
  const result = await importTranslations(path.resolve(file), {
    english: all.en,
    localeFile: (code) => (code !== "en" && code in all ? path.join(localesDir, `${code}.ts`) : undefined),
  });
  const what = result.changed + result.added === 0 ? "nothing changed" : `${result.changed} string(s) changed${result.added ? `, ${result.added} entr(ies) added` : ""}`;
  console.log(`Imported ${shown(file)} into ${shown(result.file)}: ${what}`);
}

/** The build's own summary, for the settings of this shell. */
async function statusCommand(): Promise<void> {
  for (const line of translationSummary(process.env)) console.log(line);
}

async function addCommand(code: string | undefined): Promise<void> {
  if (!code) throw new Error(`add: name the new language's code, e.g. fr\n${usage}`);
  const added = await addLocale(code, projectRoot);
  console.log(`Added ${shown(added.file)} (English for now), registered in src/content/locales/index.ts and src/site.ts.`);
  // Loaded by its own file: index.ts was loaded before it named the new locale.
  const fresh = (await import(pathToFileURL(added.file).href)) as Record<string, unknown>;
  await exportCommand(added.code, { ...(await copies()), [added.code]: fresh[added.name] });
  console.log("If src/content/launch.ts lists screenshots or a video, give each its words in the new language too: the build asks for them once the language is published.");
}

async function main(): Promise<void> {
  const [command, argument] = process.argv.slice(2);
  const commands: Record<string, (argument: string | undefined) => Promise<void>> = { export: exportCommand, import: importCommand, status: statusCommand, add: addCommand };
  const run = command ? commands[command] : undefined;
  if (!run) {
    console.error(usage);
    process.exitCode = 1;
    return;
  }
  try {
    await run(argument);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

await main();
