/**
 * `npm run translations -- import <file>`: a translated XLIFF back into its locale's file. The
 * file must match the current English exactly (its keys, its source strings, its
 * placeholders); otherwise nothing is written and every problem is named by its unit. Only
 * the strings that changed are rewritten, so the locale file keeps its layout and comments,
 * and importing what was just exported changes nothing.
 */
import { readFile, writeFile } from "node:fs/promises";
import { placeholderNames, pluralProblems } from "../../src/content/placeholders.ts";
import { parseLocaleSource, withStrings } from "./locale-source.ts";
import type { Node } from "./locale-source.ts";
import { sourceStrings, unitsOf } from "./units.ts";
import { placeholderIds, readXliff } from "./xliff.ts";
import type { ReadUnit } from "./xliff.ts";

export interface ImportContext {
  /** English's copy, the source every unit must match. */
  english: unknown;
  /** The locales a file may be for, and where each one's copy file is. */
  localeFile: (code: string) => string | undefined;
}

export interface ImportResult {
  code: string;
  file: string;
  changed: number;
  added: number;
}

export class ImportRefused extends Error {
  constructor(readonly file: string, readonly problems: string[]) {
    super(`${file} was not imported; nothing was written:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ImportRefused";
  }
}

/** The unit's text with each <ph> back as the source's `{placeholder}`; undefined ids are named in `unknown`. */
function textOf(parts: ReadUnit["source"], names: ReadonlyMap<string, string>, unknown: string[]): string {
  return parts
    .map((part) => {
      if (typeof part === "string") return part;
      const name = names.get(part.ph);
      if (name === undefined) unknown.push(part.ph);
      return name === undefined ? "" : `{${name}}`;
    })
    .join("");
}

/** Checks a file against the current English, naming each problem by its unit; the translations it carries, by key. */
function checkedTranslations(units: ReadUnit[], english: Map<string, string>, code: string): { translations: Map<string, string>; problems: string[] } {
  const problems: string[] = [];
  const translations = new Map<string, string>();
  const seen = new Set<string>();
  for (const unit of units) {
    const source = english.get(unit.id);
    if (source === undefined) {
      problems.push(`unit "${unit.id}": English has no such string (src/content/locales/en.ts); export again`);
      continue;
    }
    if (seen.has(unit.id)) problems.push(`unit "${unit.id}" is in the file twice`);
    seen.add(unit.id);
    // The source's placeholders by their <ph> id, as the export numbered them.
    const ids = new Map([...placeholderIds(source)].map(([name, id]) => [id, name]));
    const unknownInSource: string[] = [];
    if (textOf(unit.source, ids, unknownInSource) !== source || unknownInSource.length > 0) {
      problems.push(`unit "${unit.id}": its source is not the current English ${JSON.stringify(source)}; export again`);
      continue;
    }
    if (!unit.target) continue;
    const unknown: string[] = [];
    const target = textOf(unit.target, ids, unknown);
    if (!target.trim()) continue;
    for (const id of unknown) problems.push(`unit "${unit.id}": its target has <ph id="${id}"/>, which its source does not have`);
    const [wanted, found] = [placeholderNames(source), placeholderNames(target)];
    const dropped = wanted.filter((name) => !found.includes(name));
    const added = found.filter((name) => !wanted.includes(name));
    if (dropped.length) problems.push(`unit "${unit.id}": the translation drops ${dropped.map((name) => `{${name}}`).join(", ")} (a <ph/> of the source); keep every placeholder`);
    if (added.length) problems.push(`unit "${unit.id}": the translation adds ${added.map((name) => `{${name}}`).join(", ")}, which the source does not have`);
    for (const problem of pluralProblems(code, target)) problems.push(`unit "${unit.id}": ${problem}`);
    translations.set(unit.id, target);
  }
  const absent = [...english.keys()].filter((key) => !seen.has(key));
  if (absent.length) problems.push(`the file lacks ${absent.length} of English's strings (${absent.slice(0, 5).map((key) => `"${key}"`).join(", ")}${absent.length > 5 ? ", …" : ""}); export again`);
  return { translations, problems };
}

/**
 * A keyed entry (an FAQ question, say) that the locale does not have yet, written in English's
 * shape with its translations, before the list's closing bracket; undefined while any of its
 * strings is untranslated.
 */
function newEntry(list: Extract<Node, { kind: "array" }>, id: string, englishEntry: Record<string, unknown>, translated: (field: string) => string | undefined): { at: number; text: string } | undefined {
  const fields = Object.entries(englishEntry).filter(([name]) => name !== "id");
  const values = fields.map(([name]) => translated(name));
  if (values.some((value) => value === undefined) || fields.some(([, value]) => typeof value !== "string")) return undefined;
  const body = [`id: ${JSON.stringify(id)}`, ...fields.map(([name], index) => `${name}: ${JSON.stringify(values[index])}`)].join(", ");
  const { insertAt, indent, trailingComma } = list.span;
  return { at: insertAt, text: `${trailingComma ? "" : ","}\n${indent}{ ${body} }${trailingComma ? "," : ""}` };
}

export async function importTranslations(xliffFile: string, { english, localeFile }: ImportContext): Promise<ImportResult> {
  let read: ReturnType<typeof readXliff>;
  try {
    read = readXliff(await readFile(xliffFile, "utf8"));
  } catch (error) {
    throw new ImportRefused(xliffFile, [`it is not well-formed XML: ${error instanceof Error ? error.message : error}`]);
  }
  const code = read.trgLang;
  const file = localeFile(code);
  const header = [
    ...(read.version === "2.0" ? [] : [`it is XLIFF ${read.version || "of no version"}, not 2.0`]),
    ...(read.srcLang === "en" ? [] : [`its source language is ${JSON.stringify(read.srcLang)}, not "en"`]),
    ...(file ? [] : [`its target language ${JSON.stringify(code)} is none of the site's (src/site.ts locales)`]),
  ];
  if (header.length || !file) throw new ImportRefused(xliffFile, header);
  const { translations, problems } = checkedTranslations(read.units, new Map(unitsOf(english, {}).map((unit) => [unit.id, unit.source])), code);
  if (problems.length) throw new ImportRefused(xliffFile, problems);

  const text = await readFile(file, "utf8");
  const tree = parseLocaleSource(text, file);
  const spans = new Map([...sourceStrings(tree)].map(([key, { span }]) => [key, span]));
  const changes = [...translations].flatMap(([key, value]) => {
    const span = spans.get(key);
    return span && span.value !== value ? [{ span, value }] : [];
  });
  const insertions = newEntries(tree, translations, spans, english);
  if (insertions.problems.length) throw new ImportRefused(xliffFile, insertions.problems);
  let updated = withStrings(text, changes);
  // Insertions come after every string they could precede, so apply them from the end of the edited text.
  for (const { at, text: entry } of insertions.entries.sort((a, b) => b.at - a.at)) {
    const shift = changes.filter((change) => change.span.end <= at).reduce((sum, change) => sum + JSON.stringify(change.value).length - (change.span.end - change.span.start), 0);
    updated = updated.slice(0, at + shift) + entry + updated.slice(at + shift);
  }
  if (updated !== text) await writeFile(file, updated);
  return { code, file, changed: changes.length, added: insertions.entries.length };
}

/** Keyed entries English has and the locale file lacks, made from a complete translation. */
function newEntries(tree: Node, translations: ReadonlyMap<string, string>, spans: ReadonlyMap<string, unknown>, english: unknown) {
  const entries: { at: number; text: string }[] = [];
  const problems: string[] = [];
  const lacking = [...translations.keys()].filter((key) => !spans.has(key));
  const byEntry = new Map<string, string[]>();
  for (const key of lacking) {
    const [list, id] = [key.split(".").slice(0, -2).join("."), key.split(".").at(-2) ?? ""];
    byEntry.set(`${list}\u0000${id}`, [...(byEntry.get(`${list}\u0000${id}`) ?? []), key]);
  }
  for (const [entryKey, keys] of byEntry) {
    const [listKey, id] = entryKey.split("\u0000");
    const list = listKey.split(".").reduce<Node | undefined>((node, name) => (node?.kind === "object" ? node.entries.get(name) : undefined), tree);
    const englishList = listKey.split(".").reduce<unknown>((value, name) => (value as Record<string, unknown> | undefined)?.[name], english);
    const englishEntry = Array.isArray(englishList) ? englishList.find((item) => (item as { id?: string }).id === id) : undefined;
    const made = list?.kind === "array" && englishEntry ? newEntry(list, id, englishEntry, (field) => translations.get(`${listKey}.${id}.${field}`)) : undefined;
    if (made) entries.push(made);
    else problems.push(`${keys.map((key) => `unit "${key}"`).join(", ")}: the locale's file has no such entry yet, and the file does not translate all of it`);
  }
  return { entries, problems };
}
