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
import { placeholderNames, pluralProblems } from "../../src/content/placeholders.ts";
import { forTranslation, madeFrom } from "../../src/content/translation-status.ts";
import type { TranslationRecord } from "../../src/content/translation-status.ts";
import { flatten, mapStrings } from "../../src/content/copy-keys.ts";
import { withoutSchemaPointer } from "../../src/content/schema.ts";
import { differencesFrom, withDifferences } from "../../src/content/variants.ts";
import { fileStrings, formattingOf, withEdits } from "./locale-file.ts";
import { newEntries } from "./new-entries.ts";
import { unitsOf } from "./units.ts";
import { normalizeSpace, placeholderIds, readXliff } from "./xliff.ts";
import type { ReadUnit } from "./xliff.ts";

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

/** States under which a target is a translation; any other, or none with the source's words, is not. */
const done = new Set(["translated", "reviewed", "final", "signed-off"]);
const notYet = (state: string | undefined) => state !== undefined && !done.has(state);

/** The unit's text with each inline code back as the source's `{placeholder}`; undefined ids are named in `unknown`. */
function textOf(parts: ReadUnit["source"], names: ReadonlyMap<string, string>, unknown: string[]): string {
  const text = parts
    .map((part) => {
      if (typeof part === "string") return part;
      const name = names.get(part.ph);
      if (name === undefined) unknown.push(part.ph);
      return name === undefined ? "" : `{${name}}`;
    })
    .join("");
  return normalizeSpace(text);
}

/** English and the file's source one above the other, the first difference marked, and its likely cause. */
function sourceDiffers(id: string, english: string, found: string): string {
  let at = 0;
  while (at < english.length && english[at] === found[at]) at += 1;
  const [shownEnglish, shownFound] = [JSON.stringify(english), JSON.stringify(found)];
  const caret = " ".repeat("the file: ".length + JSON.stringify(english.slice(0, at)).length - 1);
  const squeezed = english.replace(/\}\s+\{/g, "}{") === found.replace(/\}\s+\{/g, "}{");
  const cause = squeezed
    ? "the tool dropped the space between two placeholders (the npm xliff library does unless told to keep it); set it to keep spaces between inline codes and save the file again"
    : "English has changed since this file was exported; export again and translate the new text";
  return `unit "${id}": its source is not the current English; ${cause}\n      English:  ${shownEnglish}\n      the file: ${shownFound}\n      ${caret}^ first difference`;
}

/**
 * Checks a file against the current English, naming each problem by its unit; the translations it carries, by key, and which of them equal
 * English by a translator's word.
 */
function checkedTranslations(
  units: ReadUnit[],
  english: Map<string, string>,
  code: string,
): { translations: Map<string, string>; confirmed: Set<string>; problems: string[] } {
  const problems: string[] = [];
  const translations = new Map<string, string>();
  const confirmed = new Set<string>();
  const seen = new Set<string>();
  for (const unit of units) {
    const source = english.get(unit.id);
    if (source === undefined) {
      problems.push(`unit "${unit.id}": English has no such string (src/content/locales/en/copy.json); export again`);
      continue;
    }
    if (seen.has(unit.id)) problems.push(`unit "${unit.id}" is in the file twice`);
    seen.add(unit.id);
    // The source's placeholders by their inline code id, as the export numbered them.
    const ids = new Map([...placeholderIds(source)].map(([name, id]) => [id, name]));
    const unknownInSource: string[] = [];
    const found = textOf(unit.source, ids, unknownInSource);
    if (found !== normalizeSpace(source) || unknownInSource.length > 0) {
      problems.push(sourceDiffers(unit.id, normalizeSpace(source), found));
      continue;
    }
    if (!unit.target || notYet(unit.state)) continue;
    const unknown: string[] = [];
    const target = textOf(unit.target, ids, unknown);
    if (!target) continue;
    // The source's own words, confirmed only by a state that says so.
    if (target === normalizeSpace(source) && unit.state === undefined) continue;
    for (const id of unknown) problems.push(`unit "${unit.id}": its target has the inline code ${id}, which its source does not have`);
    const [wanted, present] = [placeholderNames(source), placeholderNames(target)];
    const dropped = wanted.filter((name) => !present.includes(name));
    const added = present.filter((name) => !wanted.includes(name));
    if (dropped.length)
      problems.push(
        `unit "${unit.id}": the translation drops ${dropped.map((name) => `{${name}}`).join(", ")} (a placeholder of the source); keep every placeholder`,
      );
    if (added.length)
      problems.push(
        `unit "${unit.id}": the translation adds ${added.map((name) => `{${name}}`).join(", ")}, which the source does not have`,
      );
    for (const problem of pluralProblems(code, target)) problems.push(`unit "${unit.id}": ${problem}`);
    translations.set(unit.id, target === normalizeSpace(source) ? source : target);
    if (unit.state !== undefined) confirmed.add(unit.id);
  }
  const absent = [...english.keys()].filter((key) => !seen.has(key));
  if (absent.length)
    problems.push(
      `the file lacks ${absent.length} of English's strings (${absent
        .slice(0, 5)
        .map((key) => `"${key}"`)
        .join(", ")}${absent.length > 5 ? ", …" : ""}); export again`,
    );
  return { translations, confirmed, problems };
}

/**
 * The locale's record of what each translation was made from (see TranslationRecord), updated
 * for these. A translation with no record counts as made from today's English (a string written
 * by hand in the locale file is a translation too), so a record is written only where it says
 * something: a translation this import changed, one re-confirmed since English changed, or
 * English's own words confirmed as right for the language, which only a record can tell from a
 * string left in English. Words no string of the locale has any more leave the record.
 */
async function recordTranslations(
  recordFile: string,
  code: string,
  translations: ReadonlyMap<string, string>,
  confirmed: ReadonlySet<string>,
  english: ReadonlyMap<string, string>,
  current: ReadonlyMap<string, string>,
): Promise<{ recorded: number; forgotten: number }> {
  const all = JSON.parse(await readFile(recordFile, "utf8").catch(() => "{}")) as Record<string, TranslationRecord>;
  const before = all[code] ?? {};
  const after: Record<string, string[]> = Object.fromEntries(Object.entries(before).map(([target, sources]) => [target, [...sources]]));
  let changed = 0;
  for (const [key, source] of english) {
    const target = translations.get(key);
    if (!forTranslation(source) || target === undefined) continue;
    const known = madeFrom(before, target);
    const handMadeAsItWas = known === undefined && target === current.get(key) && target !== source;
    // An outdated translation sent back as it was, with no state (a tool that drops states) is no translator's word on the new English.
    const outdatedAsItWas = known !== undefined && target === current.get(key) && !confirmed.has(key);
    if (handMadeAsItWas || outdatedAsItWas || known?.includes(source)) continue;
    after[target] = [...(after[target] ?? []), source];
    changed += 1;
  }
  const kept = new Set([...current.values(), ...translations.values()]);
  let forgotten = 0;
  for (const target of Object.keys(after)) {
    if (kept.has(target)) continue;
    delete after[target];
    forgotten += 1;
  }
  if (changed + forgotten > 0) await writeFile(recordFile, recordJson({ ...all, [code]: after }));
  return { recorded: changed, forgotten };
}

/** The record as JSON with a line per translation, so that a change to one is a change of one line. */
const recordJson = (all: Readonly<Record<string, TranslationRecord>>) =>
  `{\n${Object.entries(all)
    .map(
      ([code, record]) =>
        `  ${JSON.stringify(code)}: {\n${Object.entries(record)
          .map(([target, sources]) => `    ${JSON.stringify(target)}: ${JSON.stringify(sources)}`)
          .join(",\n")}\n  }`,
    )
    .join(",\n")}\n}\n`;

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
