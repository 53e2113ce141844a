/**
 * The checks of a locale's copy against English's, by key: src/content/copy.ts names them by
 * locale file, the build's content stage (scripts/pipeline/content.ts) by file and line.
 * It reads no locale file itself, so the build can run it on files it has only just parsed.
 */
import type { DataProblem } from "./data-schema.ts";
import { placeholderNames, pluralProblems } from "./placeholders.ts";

const braced = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");

/** What a translation did to English's placeholders, naming each: "drops {freeSwipes}", "adds {price}". */
function placeholderChange(reference: string, copy: string): string | undefined {
  const [wanted, found] = [placeholderNames(reference), placeholderNames(copy)];
  const dropped = wanted.filter((name) => !found.includes(name));
  const added = found.filter((name) => !wanted.includes(name));
  const said = [
    ...(dropped.length
      ? [`drops ${braced(dropped)}, which English has: keep ${dropped.length === 1 ? "it" : "them"}, braces and all`]
      : []),
    ...(added.length ? [`adds ${braced(added)}, which English does not use`] : []),
  ];
  return said.length ? said.join("; ") : undefined;
}

/** A problem of `code`'s copy at `key` (a copy key, an entry by its id; empty for the whole copy), named by the language and the key. */
const problem = (code: string, key: string, says: string): DataProblem => ({
  at: key ? key.split(".") : [],
  says: `${code} ${key || "(the whole copy)"} ${says}`,
});

/**
 * What is wrong with a locale's copy, measured against English (`reference`), by key: a key
 * missing or extra, an empty string, or a placeholder the translation dropped or added.
 */
export function copyProblemList(
  code: string,
  copy: unknown,
  reference: unknown,
  path = "",
  samePlaceholders = code !== "en",
): DataProblem[] {
  if (typeof reference === "string") {
    if (typeof copy !== "string") return [problem(code, path, "is missing")];
    if (!copy.trim()) return [problem(code, path, "is empty")];
    const plurals = pluralProblems(code, copy).map((said) => problem(code, path, `: ${said}`));
    const changed = samePlaceholders ? placeholderChange(reference, copy) : undefined;
    return changed ? [problem(code, path, changed), ...plurals] : plurals;
  }
  if (Array.isArray(reference)) {
    if (!Array.isArray(copy)) return [problem(code, path, "is missing")];
    if (copy.length === 0) return [problem(code, path, "is empty")];
    if (reference.every(hasId)) return keyedListProblems(code, copy, reference, path, samePlaceholders);
    // A list without ids (features, steps, quotes) is matched by position; it may be longer or
    // shorter than English's, and then each item needs English's keys, but its placeholders are its own.
    const aligned = samePlaceholders && copy.length === reference.length;
    return copy.flatMap((item, index) =>
      copyProblemList(code, item, reference[Math.min(index, reference.length - 1)], `${path}.${index}`, aligned),
    );
  }
  if (reference && typeof reference === "object") {
    if (!copy || typeof copy !== "object") return [problem(code, path, "is missing")];
    const keys = new Set([...Object.keys(reference), ...Object.keys(copy)]);
    return [...keys].flatMap((key) => {
      const at = path ? `${path}.${key}` : key;
      if (!(key in reference)) return [problem(code, at, "is not in English, which defines the copy's keys")];
      return copyProblemList(
        code,
        (copy as Record<string, unknown>)[key],
        (reference as Record<string, unknown>)[key],
        at,
        samePlaceholders,
      );
    });
  }
  return [];
}

const hasId = (item: unknown): item is { id: string } => Boolean(item) && typeof (item as { id?: unknown }).id === "string";

/**
 * A list whose entries carry ids (the FAQ) is matched by id, never by position: every language
 * has English's entries, no other, each id once, in the order the language chooses.
 */
function keyedListProblems(
  code: string,
  copy: unknown[],
  reference: { id: string }[],
  path: string,
  samePlaceholders: boolean,
): DataProblem[] {
  const english = new Map(reference.map((item) => [item.id, item]));
  const problems: DataProblem[] = [];
  const seen = new Set<string>();
  for (const [index, item] of copy.entries()) {
    if (!hasId(item)) {
      problems.push(problem(code, `${path}.${index}`, "has no id; give it the id of the English entry it translates"));
      continue;
    }
    if (seen.has(item.id)) {
      problems.push(problem(code, path, `has the entry "${item.id}" twice`));
      continue;
    }
    seen.add(item.id);
    const source = english.get(item.id);
    if (!source) problems.push(problem(code, path, `has the entry "${item.id}", which English does not; add it to English or remove it`));
    else problems.push(...copyProblemList(code, item, source, `${path}.${item.id}`, samePlaceholders));
  }
  const missing = reference.filter((item) => !seen.has(item.id)).map((item) => `"${item.id}"`);
  const them = missing.length === 1 ? "it" : "them";
  if (missing.length > 0)
    problems.push(problem(code, path, `lacks ${missing.join(", ")}, which English has; translate ${them} or remove ${them} from English`));
  return problems;
}
