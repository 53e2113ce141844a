/**
 * `npm run translations -- import <file>`: a translated XLIFF (2.0 or 1.2) back into its
 * locale's file. The file must match the current English (its keys, its source strings as
 * XLIFF's whitespace rules read them, its placeholders); otherwise nothing is written and every
 * problem is named by its unit, a changed source shown beside English with the first
 * difference marked. A target counts as a translation unless its state says it is none yet
 * (2.0's "initial", 1.2's "new" or "needs-…"); one equal to its source counts only where a
 * translator confirmed it (state translated, reviewed or final). Only the strings that changed
 * are rewritten, so the locale's JSON file keeps its layout, and importing what was just
 * exported changes nothing. What each imported translation was made from goes into
 * src/content/translated-from.json, so status can tell when English changes after it.
 * English's own file, reviewed (`export en`), comes back the same way: its targets are the new English.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { flatten, mapStrings } from "../../src/content/copy-keys.ts";
import { withoutSchemaPointer } from "../../src/content/schema.ts";
import { differencesFrom, withDifferences } from "../../src/content/variants.ts";
import { checkedTranslations } from "./checked-units.ts";
import { fileStrings, formattingOf, withEdits } from "./locale-file.ts";
import { newEntries } from "./new-entries.ts";
import { recordTranslations } from "./translation-record.ts";
import { unitsOf } from "./units.ts";
import { readXliff } from "./xliff.ts";

interface ImportContext {
  /** English's copy, the source every unit must match. */
  english: unknown;
  /** The locales a file may be for, and where each one's copy file is. */
  localeFile: (code: string) => string | undefined;
  /** A regional variant's base language's copy (src/content/variants.ts): its file keeps only what differs from it. */
  baseCopy?: (code: string) => unknown;
}

interface ImportResult {
  code: string;
  file: string;
  changed: number;
  added: number;
  /** Strings whose record of what they were translated from changed (a confirmed or re-translated string). */
  recorded: number;
  /** Records of words no string of the locale has any more (a string reworded by hand since), dropped. */
  forgotten: number;
}

class ImportRefused extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} was not imported; nothing was written:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ImportRefused";
  }
}

/**
 * A regional variant's file with the translations laid over its base's copy: it keeps its
 * language settings and every string that differs from the base's, and nothing else, so a string
 * translated as its base has it falls back again. Written whole, in its own indentation. Only
 * its own strings' translations are recorded: the others are its base's.
 */
function variantWritten(text: string, base: unknown, translations: ReadonlyMap<string, string>) {
  const value = JSON.parse(text) as Record<string, unknown>;
  const before = withDifferences(base, withoutSchemaPointer(value));
  const after = mapStrings(before, (words, key) => translations.get(key) ?? words);
  const current = flatten(before);
  const changed = [...translations].filter(([key, target]) => current.has(key) && current.get(key) !== target).length;
  const differences = (differencesFrom(base, after) ?? {}) as Record<string, unknown>;
  const kept = { ...(value.$schema ? { $schema: value.$schema } : {}), ...differences, language: value.language };
  const { insertSpaces, tabSize } = formattingOf(text);
  const written = `${JSON.stringify(kept, null, insertSpaces ? tabSize : "\t")}\n`;
  const own = flatten(withoutSchemaPointer(JSON.parse(changed ? written : text)));
  return {
    written: changed ? written : text,
    changed,
    current,
    ownTranslations: new Map([...translations].filter(([key]) => own.has(key))),
  };
}

export async function importTranslations(xliffFile: string, { english, localeFile, baseCopy }: ImportContext): Promise<ImportResult> {
  let read: ReturnType<typeof readXliff>;
  try {
    read = readXliff(await readFile(xliffFile, "utf8"));
  } catch (error) {
    throw new ImportRefused(xliffFile, [`it is not well-formed XML: ${error instanceof Error ? error.message : error}`]);
  }
  const code = read.trgLang;
  const file = localeFile(code);
  const header = [
    ...(read.version === "2.0" || read.version === "1.2" ? [] : [`it is XLIFF ${read.version || "of no version"}, not 2.0 or 1.2`]),
    ...(read.srcLang === "en" ? [] : [`its source language is ${JSON.stringify(read.srcLang)}, not "en"`]),
    ...(file ? [] : [`its target language ${JSON.stringify(code)} is none of the site's (src/site.ts locales)`]),
  ];
  if (header.length || !file) throw new ImportRefused(xliffFile, header);
  const englishStrings = new Map(unitsOf(english, {}).map((unit) => [unit.id, unit.source]));
  const { translations, confirmed, problems } = checkedTranslations(read.units, englishStrings, code);
  if (problems.length) throw new ImportRefused(xliffFile, problems);

  const text = await readFile(file, "utf8");
  const base = baseCopy?.(code);
  if (base) {
    const variant = variantWritten(text, base, translations);
    if (variant.written !== text) await writeFile(file, variant.written);
    const { recorded, forgotten } = await recordTranslations(
      path.join(path.dirname(file), "..", "..", "translated-from.json"),
      code,
      variant.ownTranslations,
      confirmed,
      englishStrings,
      variant.current,
    );
    return { code, file, changed: variant.changed, added: 0, recorded, forgotten };
  }
  const value = JSON.parse(text) as unknown;
  const strings = fileStrings(value);
  const changes = [...translations].flatMap(([key, target]) => {
    const found = strings.get(key);
    return found && found.value !== target ? [{ path: found.path, value: target }] : [];
  });
  const insertions = newEntries(value, translations, strings, english);
  if (insertions.problems.length) throw new ImportRefused(xliffFile, insertions.problems);
  const updated = withEdits(text, changes, insertions.entries);
  if (updated !== text) await writeFile(file, updated);
  const current = new Map([...strings].map(([key, found]) => [key, found.value]));
  // English reviewed is English itself: there is no record of what it was translated from.
  const { recorded, forgotten } =
    code === "en"
      ? { recorded: 0, forgotten: 0 }
      : await recordTranslations(
          path.join(path.dirname(file), "..", "..", "translated-from.json"),
          code,
          translations,
          confirmed,
          englishStrings,
          current,
        );
  return { code, file, changed: changes.length, added: insertions.entries.length, recorded, forgotten };
}
