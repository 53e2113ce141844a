/**
 * A locale's JSON file as the translation tools read and write it: each string by the copy's
 * key (`hero.tagline`, `faq.entries.pricing.answer`: an entry with an id is keyed by it), where
 * it sits in the file, and the schema's descriptions of it; and the file rewritten with only
 * the strings that changed, and new list entries, in the file's own layout (jsonc-parser's
 * edits keep its key order, indentation and escapes, so a re-saved file diffs by a line).
 */
import { applyEdits, modify } from "jsonc-parser";
import type { FormattingOptions, JSONPath } from "jsonc-parser";

/** A string of the file: where it is (its JSON path) and its text. */
export interface FileString {
  path: JSONPath;
  value: string;
}

const idOf = (value: unknown) =>
  value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string" ? (value as { id: string }).id : undefined;

/** Every string of a locale file's value by the copy's key; ids and the editors' `$schema` are no strings of the copy. */
export function fileStrings(value: unknown): Map<string, FileString> {
  const found = new Map<string, FileString>();
  const walk = (node: unknown, key: string, at: JSONPath) => {
    if (typeof node === "string") found.set(key, { path: at, value: node });
    else if (Array.isArray(node)) for (const [index, item] of node.entries()) walk(item, `${key}.${idOf(item) ?? index}`, [...at, index]);
    else if (node && typeof node === "object") {
      for (const [name, item] of Object.entries(node)) {
        if (name === "id" || (name === "$schema" && at.length === 0)) continue;
        walk(item, key ? `${key}.${name}` : name, [...at, name]);
      }
    }
  };
  walk(value, "", []);
  return found;
}

/** The file's own indentation, so an edit writes what the rest of the file looks like. */
export function formattingOf(text: string): FormattingOptions {
  const indent = /^([ \t]+)"/m.exec(text)?.[1] ?? "  ";
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  return indent.startsWith("\t") ? { insertSpaces: false, tabSize: 1, eol } : { insertSpaces: true, tabSize: indent.length, eol };
}

/** The text with each string at its path set to a new value, and each new entry appended to its list; nothing else moves. */
export function withEdits(
  text: string,
  strings: readonly FileString[],
  entries: readonly { list: JSONPath; entry: unknown }[] = [],
): string {
  const formattingOptions = formattingOf(text);
  let result = text;
  for (const { path, value } of strings) result = applyEdits(result, modify(result, path, value, { formattingOptions }));
  for (const { list, entry } of entries)
    result = applyEdits(result, modify(result, [...list, -1], entry, { formattingOptions, isArrayInsertion: true }));
  return result;
}

/** The schema's descriptions of a key, from its top-level part's down to the string's own: the notes a translator reads. */
export function descriptionsOf(schema: unknown, key: string): string[] {
  const found: string[] = [];
  let node = schema as SchemaNode | undefined;
  for (const part of key.split(".")) {
    // In a list, the part is an index or an entry's id: the next node is the list's item.
    node = node?.type === "array" ? node.items : node?.properties?.[part];
    if (node?.description) found.push(node.description);
  }
  return found;
}

interface SchemaNode {
  type?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}
