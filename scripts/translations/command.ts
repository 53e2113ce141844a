/** The translators' workflow as a function of the project it runs in (scripts/translations.ts runs it from the command line). */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { variantSchemaFile } from "../../src/content/schema.ts";
import { languageIn } from "../../src/content/site-content.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { localeFileIn, readContent } from "../pipeline/content.ts";
import { readSettings } from "../pipeline/sources.ts";
import { projectRoot } from "../pipeline/paths.ts";
import { translationSummary } from "../pipeline/translation-summary.ts";
import { addLocale } from "./add.ts";
import { exportLocale } from "./export.ts";
import { importTranslations } from "./import.ts";
import { isPlatform, platformNames, platformSetup } from "./platforms.ts";
import type { XliffVersion } from "./xliff.ts";

const usage = [
  "Usage: npm run translations -- <command>",
  "  export <locale> [--xliff 2.0|1.2]   translations/<locale>.xlf for a translator or a tool (2.0 unless the tool reads only 1.2); en for a review of English",
  "  import <file>                       a translated (or reviewed) .xlf, 2.0 or 1.2, back into src/content/locales/<locale>/copy.json",
  "  status [<locale>] [--keys]          how far each language is translated; --keys lists what is not",
  "  add <locale>                        a new language from English, e.g. fr",
  `  platform <name>                     sets up ${platformNames.join(", ")} for the site's languages`,
].join("\n");
/** The project a command runs in: its folders, its settings' environment, where it says what it did. */
interface Project {
  root: string;
  contentDir: string;
  outDir: string;
  env: Readonly<Record<string, string | undefined>>;
  log: (line: string) => void;
  error: (line: string) => void;
}

const shown = (file: string) => path.relative(process.cwd(), file) || file;

class UsageError extends Error {}

async function exportCommand(at: Project, content: SiteContent, code: string | undefined, version: XliffVersion = "2.0"): Promise<void> {
  const language = code ? languageIn(content, code) : undefined;
  if (!code || !language)
    throw new UsageError(
      `export: name one of the site's locales (${content.languages.map((each) => each.code).join(", ")}; en for a review of English)`,
    );
  const base = language.base ? languageIn(content, language.base) : undefined;
  const file = await exportLocale(code, {
    english: content.languages[0].copy,
    schemaFile: path.join(at.contentDir, "copy.schema.json"),
    copy: language.copy,
    record: content.records[code] ?? {},
    localeFile: path.relative(at.root, localeFileIn(at.contentDir, code)),
    outDir: at.outDir,
    version,
    inherited: language.base ? { own: language.own, base: base?.status } : undefined,
  });
  const whom = code === "en" ? "a reviewer" : "a translator";
  at.log(
    `Wrote ${shown(file)} (XLIFF ${version}): hand it to ${whom} or upload it to your translation tool, then npm run translations -- import ${shown(file)}`,
  );
}

async function importCommand(at: Project, content: SiteContent, file: string | undefined): Promise<void> {
  if (!file) throw new UsageError("import: name the translated .xlf file");
  const result = await importTranslations(path.resolve(at.root, file), {
    english: content.languages[0].copy,
    localeFile: (code) => (languageIn(content, code) ? localeFileIn(at.contentDir, code) : undefined),
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
  at.log(`Imported ${shown(file)} into ${shown(result.file)}: ${parts.length ? parts.join(", ") : "nothing changed"}${tidied}`);
}

/** The build's own summary, for the settings of this shell; with a locale and --keys, what it still lacks. */
function statusCommand(at: Project, content: SiteContent, code: string | undefined, keys: boolean): void {
  const published = readSettings(content, at.env).locales;
  const summary = translationSummary(content, published).filter((entry) => !code || entry.code === code);
  if (code && summary.length === 0) throw new UsageError(`status: ${code} is none of the site's translated locales`);
  for (const { code: each, line } of summary) {
    at.log(line);
    if (!keys) continue;
    for (const [kind, list] of Object.entries(languageIn(content, each)?.status?.keys ?? {}))
      if (list.length) at.log(`  ${each} ${kind}: ${list.join(", ")}`);
  }
}

/** Before the content is read: the new language's folder may be one the build names as no site language's yet (de-DE). */
async function addCommand(at: Project, code: string | undefined): Promise<void> {
  if (!code) throw new UsageError("add: name the new language's code, e.g. fr");
  const added = await addLocale(code, at.contentDir);
  const what = added.existed
    ? "its words as the file has them"
    : added.base
      ? `a regional variant of ${added.base}: each string is ${added.base}'s until the file gives its own`
      : "English for now";
  at.log(`Added ${shown(added.file)} (${what}), listed in src/content/languages.json.`);
  if (added.base)
    at.log(
      `Wrote ${shown(path.join(at.contentDir, variantSchemaFile))}, the copy's schema with nothing required, which the variant's file names for your editor's hints: commit it with the variant.`,
    );
  // Read again with the new language in it, as the build will read it.
  await exportCommand(at, await readContent(at.contentDir), added.code);
  at.log(
    "If src/content/launch.json lists screenshots or a video, give each its words in the new language too: the build asks for them once the language is published.",
  );
}

/** Writes the platform's config at the project's root, or prints the settings of one that keeps none in the repository. */
async function platformCommand(at: Project, content: SiteContent, name: string | undefined): Promise<void> {
  if (!isPlatform(name)) throw new UsageError(`platform: name one of ${platformNames.join(", ")}`);
  const codes = content.languages.map((language) => language.code);
  const setup = platformSetup(name, codes, content.appStoreLanguages);
  if (!setup.file) {
    at.log(`${name} settings for ${codes.join(", ")}:\n${setup.text}\n${setup.next}`);
    return;
  }
  const file = path.join(at.root, setup.file);
  const before = await readFile(file, "utf8").catch(() => undefined);
  if (before !== setup.text) await writeFile(file, setup.text);
  const did = before === undefined ? "Wrote" : before === setup.text ? "Kept (unchanged)" : "Updated";
  at.log(
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

/** Runs `args` (the command and its words) in the project at `root`; resolves with the exit code. */
export async function runTranslations(
  args: readonly string[],
  { root = projectRoot, env = process.env, log = console.log, error = console.error }: Partial<Omit<Project, "contentDir" | "outDir">> = {},
): Promise<number> {
  const contentDir = path.join(root, "src/content");
  const at: Project = {
    root,
    contentDir,
    outDir: path.join(root, "translations"),
    env,
    log,
    error,
  };
  try {
    const { command, argument, version, keys } = parse([...args]);
    if (!["export", "import", "status", "add", "platform"].includes(command ?? ""))
      throw new UsageError(command ? `unknown command ${JSON.stringify(command)}` : "name a command");
    if (command === "add") await addCommand(at, argument);
    else {
      const content = await readContent(contentDir);
      if (command === "export") await exportCommand(at, content, argument, version);
      else if (command === "import") await importCommand(at, content, argument);
      else if (command === "platform") await platformCommand(at, content, argument);
      else statusCommand(at, content, argument, keys);
    }
    return 0;
  } catch (caught) {
    const message = caught instanceof Error ? caught.message : String(caught);
    const wrongWords = caught instanceof UsageError || (caught as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    error(wrongWords ? `${message}\n${usage}` : message);
    return 1;
  }
}
