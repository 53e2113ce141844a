/**
 * FAQ entries (any list whose entries carry an id) that a translation brings and the locale's
 * file does not have yet: each made in English's shape with its translations, to be appended
 * to the locale's list.
 */
import type { JSONPath } from "jsonc-parser";
import type { FileString } from "./locale-file.ts";

/** Keyed entries English has and the locale file lacks, made from a complete translation. */
export function newEntries(
  locale: unknown,
  translations: ReadonlyMap<string, string>,
  strings: ReadonlyMap<string, FileString>,
  english: unknown,
) {
  const entries: { list: JSONPath; entry: Record<string, string> }[] = [];
  const problems: string[] = [];
  const lacking = [...translations.keys()].filter((key) => !strings.has(key));
  const byEntry = new Map<string, string[]>();
  for (const key of lacking) {
    const entryKey = key.split(".").slice(0, -1).join(".");
    byEntry.set(entryKey, [...(byEntry.get(entryKey) ?? []), key]);
  }
  const at = (value: unknown, parts: string[]) =>
    parts.reduce<unknown>((node, name) => (node as Record<string, unknown> | undefined)?.[name], value);
  for (const [entryKey, keys] of byEntry) {
    const parts = entryKey.split(".");
    const [listParts, id] = [parts.slice(0, -1), parts.at(-1) ?? ""];
    const [list, englishList] = [at(locale, listParts), at(english, listParts)];
    const englishEntry = Array.isArray(englishList)
      ? (englishList.find((item) => (item as { id?: string }).id === id) as Record<string, unknown> | undefined)
      : undefined;
    const fields = Object.entries(englishEntry ?? {}).filter(([name]) => name !== "id");
    const values = fields.map(([name]) => translations.get(`${entryKey}.${name}`));
    const complete =
      Array.isArray(list) &&
      englishEntry &&
      fields.every(([, value]) => typeof value === "string") &&
      values.every((value) => value !== undefined);
    if (complete)
      entries.push({
        list: listParts,
        entry: { id, ...Object.fromEntries(fields.map(([name], index) => [name, values[index] as string])) },
      });
    else
      problems.push(
        `${keys.map((key) => `unit "${key}"`).join(", ")}: the locale's file has no such entry yet, and the file does not translate all of it`,
      );
  }
  return { entries, problems };
}
