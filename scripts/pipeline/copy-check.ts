/**
 * Each language's words checked against English's (src/content/copy-problems.ts: missing and
 * extra keys, empty strings, placeholders, plural forms), every problem at its place in the
 * language's own file: a regional variant's only for what its own file says.
 */
import { flatten } from "../../src/content/copy-keys.ts";
import { copyProblemList } from "../../src/content/copy-problems.ts";
import { dotted } from "../../src/content/data-schema.ts";
import { withoutSchemaPointer } from "../../src/content/schema.ts";
import { withDifferences } from "../../src/content/variants.ts";
import { defaultLocale } from "../../src/site.ts";
import { locatedLine } from "./json-file.ts";
import type { JsonFile } from "./json-file.ts";

/** A language's file as read: a regional variant names its base. */
export interface LocaleFile {
  code: string;
  base?: string;
  file: JsonFile;
}

/** The JSON path of a copy key's parts as the copy's checks give them: an FAQ entry by its id, a list item by its index. */
function jsonPathOf(value: unknown, key: readonly (string | number)[]): (string | number)[] {
  const found: (string | number)[] = [];
  let current = value;
  for (const part of key.map(String)) {
    if (Array.isArray(current)) {
      const byId = current.findIndex((item) => (item as { id?: unknown })?.id === part);
      const index = byId >= 0 ? byId : Number(part);
      if (!Number.isInteger(index)) break;
      found.push(index);
      current = current[index];
    } else if (current && typeof current === "object" && part in current) {
      found.push(part);
      current = (current as Record<string, unknown>)[part];
    } else break;
  }
  return found;
}

/** Every language's copy against English, a variant's only for what its own file says. */
export function copyProblems(languages: readonly LocaleFile[]): string[] {
  const english = languages.find((language) => language.code === defaultLocale);
  if (!english) return [];
  const englishValue = withoutSchemaPointer(english.file.value);
  const englishKeys = new Set(flatten(englishValue).keys());
  const byCode = new Map(languages.map((language) => [language.code, language]));
  const merged = (code: string): unknown => {
    const language = byCode.get(code);
    const own = withoutSchemaPointer(language?.file.value);
    return language?.base ? withDifferences(merged(language.base), own) : own;
  };
  return languages.flatMap(({ code, base, file }) => {
    const own = base ? [...flatten(withoutSchemaPointer(file.value)).keys()] : undefined;
    const inOwnFile = (key: string) => !own || own.some((each) => each === key || each.startsWith(`${key}.`));
    const found = copyProblemList(code, merged(code), englishValue).filter((problem) => inOwnFile(dotted(problem.at)));
    const unknown = (own ?? [])
      .filter((key) => !englishKeys.has(key) && !found.some((problem) => key.startsWith(dotted(problem.at))))
      .map((key) => ({ at: key.split("."), says: `${code} ${key} is not in English, which defines the copy's keys` }));
    return [...found, ...unknown].map((problem) => locatedLine(file, { ...problem, at: jsonPathOf(file.value, problem.at) }));
  });
}
