/**
 * `npm run translations -- export <locale> [--xliff 1.2]`: translations/<locale>.xlf, every
 * string of English as a unit, with the locale's translation as its target where it has one.
 * A string still in English goes without a target, so a tool shows it as untranslated; an
 * outdated one (English changed since it was translated) goes with its old translation under
 * state "initial" and a note saying what English said then; a string with nothing to translate
 * is marked translate="no". English itself exports for review: each string its own target.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { forTranslation, keyState, madeFrom } from "../../src/content/translation-status.ts";
import type { Inherited, TranslationRecord } from "../../src/content/translation-status.ts";
import { copySchemaIn } from "../pipeline/schemas.ts";
import { descriptionsOf } from "./locale-file.ts";
import { unitsOf } from "./units.ts";
import type { XliffVersion } from "./xliff.ts";
import { writeXliff } from "./xliff-write.ts";
import type { XliffUnit } from "./xliff-write.ts";

interface ExportSources {
  english: unknown;
  /** The copy's schema (copy.schema.json), whose descriptions become the units' notes. */
  schemaFile: string;
  copy: unknown;
  /** What the locale's translations were made from (src/content/translated-from.json). */
  record: TranslationRecord;
  /** The locale's file, as the XLIFF's <file original>, relative to the project. */
  localeFile: string;
  outDir: string;
  version?: XliffVersion;
  /** A regional variant's own keys and its base's status: its strings are translated as its base's are. */
  inherited?: Inherited;
}

/** The XLIFF of a locale's copy. */
async function localeXliff(
  code: string,
  { english, schemaFile, copy, record, localeFile, version, inherited }: Omit<ExportSources, "outDir">,
): Promise<string> {
  const schema = await copySchemaIn(path.dirname(schemaFile));
  const units = unitsOf(english, copy).map(({ id, source, target }): XliffUnit => {
    // The first description says where the string shows (its part of the site), the rest what it is.
    const [where, ...what] = descriptionsOf(schema, id);
    const notes = [...(where ? [{ category: "location", text: where }] : []), ...what.map((text) => ({ category: "description", text }))];
    if (code === "en") return { id, source, target: source, state: "translated", translate: forTranslation(source), notes };
    if (!forTranslation(source)) return { id, source, target, state: "translated", translate: false, notes };
    const sources = madeFrom(record, target);
    const state = keyState(id, target, source, record, code, inherited);
    if (state === "outdated")
      notes.push({ category: "outdated", text: `English has changed since this was translated; it said: ${sources?.join(" / ")}` });
    const shown = state === "translated" || state === "outdated" ? target : undefined;
    return { id, source, target: shown, state: state === "translated" ? "translated" : "initial", translate: true, notes };
  });
  return writeXliff({ srcLang: "en", trgLang: code, original: localeFile, units }, version);
}

export async function exportLocale(code: string, sources: ExportSources): Promise<string> {
  const file = path.join(sources.outDir, `${code}.xlf`);
  await mkdir(sources.outDir, { recursive: true });
  await writeFile(file, await localeXliff(code, sources));
  return file;
}
