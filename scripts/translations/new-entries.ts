/**
 * FAQ entries (any list whose entries carry an id) that a translation brings and the locale's
 * file does not have yet: each written in English's shape, with its translations, before the
 * list's closing bracket.
 */
import type { Node } from "./locale-source.ts";

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

/** Keyed entries English has and the locale file lacks, made from a complete translation. */
export function newEntries(tree: Node, translations: ReadonlyMap<string, string>, spans: ReadonlyMap<string, unknown>, english: unknown) {
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
