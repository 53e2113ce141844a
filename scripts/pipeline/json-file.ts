/**
 * A JSON data file as people and their tools write it, read with Microsoft's jsonc-parser (the
 * parser of VS Code's JSON support): its value, and where each value sits, so a problem is
 * named by file, line and column. Strict JSON: no comments, no trailing commas, as every
 * translation platform and the CMS write it; any key order, indentation, escaping or final
 * newline is read the same.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode } from "jsonc-parser";
import type { Node as JsonNode, ParseError } from "jsonc-parser";
import type { DataProblem } from "../../src/content/data-schema.ts";

export interface JsonFile {
  /** The file as the messages name it, relative to the project. */
  name: string;
  text: string;
  tree: JsonNode;
  value: unknown;
}

/** Line and column, from 1, of an offset in `text`. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

const reasons: Record<string, string> = {
  CommaExpected: "a comma is missing before this",
  ColonExpected: "a colon is missing after the key",
  CloseBraceExpected: "a closing } is missing",
  CloseBracketExpected: "a closing ] is missing",
  PropertyNameExpected: "a key in double quotes is expected here (a comma too many before it?)",
  ValueExpected: "a value is expected here (a comma too many before it?)",
  UnexpectedEndOfString: "a string is not closed: its closing double quote is missing",
  InvalidSymbol: "this is not JSON: strings take double quotes, and JSON has no comments",
  InvalidCommentToken: "JSON has no comments",
  InvalidEscapeCharacter: "a backslash starts no escape JSON knows; write \\\\ for a backslash",
  InvalidCharacter: "a control character (a tab or a line break) inside a string; write \\n or \\t",
  EndOfFileExpected: "the file goes on after its last closing brace",
};

const why = (error: ParseError) => {
  const code = printParseErrorCode(error.error);
  return reasons[code] ?? code;
};

/** The file parsed, or one line naming where and why it is not JSON. */
export async function parseJsonFile(file: string, root: string): Promise<JsonFile | { problem: string }> {
  const name = path.relative(root, file) || file;
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return { problem: `${name}: the file is missing` };
  }
  return parseJsonText(text, name);
}

function parseJsonText(text: string, name: string): JsonFile | { problem: string } {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length > 0 || !tree) {
    const first = errors[0];
    const { line, column } = lineAndColumn(text, first?.offset ?? 0);
    return { problem: `${name}:${line}:${column}: not valid JSON: ${first ? why(first) : "the file is empty"}` };
  }
  return { name, text, tree, value: getNodeValue(tree) as unknown };
}

/** "file:line:column" of the value at `keyPath`, or of its nearest parent the file has. */
function jsonLocation(file: JsonFile, keyPath: readonly (string | number)[]): string {
  for (let length = keyPath.length; length >= 0; length -= 1) {
    const node = findNodeAtLocation(file.tree, keyPath.slice(0, length) as (string | number)[]);
    if (!node) continue;
    // A key's line is where the key is written, not its value (which may start lines below).
    const at = node.parent?.type === "property" ? node.parent.offset : node.offset;
    const { line, column } = lineAndColumn(file.text, at);
    return `${file.name}:${line}:${column}`;
  }
  return `${file.name}:1:1`;
}

/** A check's problem as the build says it, one line: "file:line:column: what it says". */
export const locatedLine = (file: JsonFile, { at, says }: DataProblem) => `${jsonLocation(file, at)}: ${says}`;
