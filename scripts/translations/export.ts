/**
 * `npm run translations -- export <locale>`: translations/<locale>.xlf, every string of English
 * as a unit with the locale's translation as its target where it has one. A string still in
 * English (a sentence the locale has not translated) goes without a target, so a translation
 * tool shows it as untranslated.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { isSentence } from "../../src/content/translation-status.ts";
import { parseLocaleSource } from "./locale-source.ts";
import { sourceStrings, unitsOf } from "./units.ts";
import { whereShown } from "./where.ts";
import { writeXliff } from "./xliff.ts";

export interface ExportSources {
  english: unknown;
  /** en.ts, whose doc comments become the units' notes. */
  englishFile: string;
  copy: unknown;
  /** The locale's file, as the XLIFF's <file original>, relative to the project. */
  localeFile: string;
  outDir: string;
}

/** The XLIFF of a locale's copy. */
async function localeXliff(code: string, { english, englishFile, copy, localeFile }: Omit<ExportSources, "outDir">): Promise<string> {
  const strings = sourceStrings(parseLocaleSource(await readFile(englishFile, "utf8"), englishFile));
  const units = unitsOf(english, copy).map(({ id, source, target }) => ({
    id,
    source,
    target: target === undefined || (target === source && isSentence(source)) ? undefined : target,
    notes: [{ category: "location", text: `${whereShown(id)}.` }, ...(strings.get(id)?.docs ?? []).map((text) => ({ category: "description", text }))],
  }));
  return writeXliff({ srcLang: "en", trgLang: code, original: localeFile, units });
}

export async function exportLocale(code: string, sources: ExportSources): Promise<string> {
  const file = path.join(sources.outDir, `${code}.xlf`);
  await mkdir(sources.outDir, { recursive: true });
  await writeFile(file, await localeXliff(code, sources));
  return file;
}
