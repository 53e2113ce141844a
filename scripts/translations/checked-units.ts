/**
 * A translated file's units checked against the current English before anything is written:
 * each unit's source must be today's English (as XLIFF's whitespace rules read it, a changed one
 * shown beside English with the first difference marked), its target must keep the source's
 * placeholders and the language's plural forms, and the file must hold every string. A target
 * counts as a translation unless its state says it is none yet (2.0's "initial", 1.2's "new" or
 * "needs-…"); one equal to its source counts only where a translator confirmed it.
 */
import { placeholderNames, pluralProblems } from "../../src/content/placeholders.ts";
import { normalizeSpace, placeholderIds } from "./xliff.ts";
import type { ReadUnit } from "./xliff.ts";

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
export function checkedTranslations(
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
