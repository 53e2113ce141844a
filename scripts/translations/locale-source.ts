/**
 * Reads and edits a locale file (src/content/locales/<code>.ts) as text, so that an import
 * rewrites only the strings that changed and keeps everything else (comments, blank lines,
 * layout) byte for byte. The file is one `export const <code>: Copy = { ... };` of objects,
 * arrays and double-quoted strings; anything else in a value (an `as` cast, say) is kept as it is.
 */

/** A string literal of the file: where it is, and its value. */
export interface StringSpan {
  start: number;
  end: number;
  value: string;
}

/** An array literal of the file, where new entries go before its closing bracket. */
export interface ArraySpan {
  /** Just after its last item (and that item's comma, if any). */
  insertAt: number;
  /** The indentation of its items. */
  indent: string;
  /** Whether the last item has a comma after it. */
  trailingComma: boolean;
}

export type Node = { kind: "string"; span: StringSpan } | { kind: "object"; entries: Map<string, Node>; docs: Map<string, string> } | { kind: "array"; items: Node[]; span: ArraySpan } | { kind: "other" };

export class LocaleSourceError extends Error {}

export function parseLocaleSource(text: string, file: string): Node {
  let at = 0;
  /** The last doc comment skipped, for the key after it. */
  let doc = "";
  const fail = (what: string): never => {
    const line = text.slice(0, at).split("\n").length;
    throw new LocaleSourceError(`${file}:${line}: ${what}`);
  };
  const skip = () => {
    for (;;) {
      const rest = text.slice(at);
      const space = /^\s+/.exec(rest);
      if (space) at += space[0].length;
      else if (rest.startsWith("//")) at = text.indexOf("\n", at) === -1 ? text.length : text.indexOf("\n", at);
      else if (rest.startsWith("/*")) {
        const end = text.indexOf("*/", at);
        if (end === -1) fail("a comment that never ends");
        if (rest.startsWith("/**")) doc = text.slice(at + 3, end).replace(/^\s*\* ?/gm, "").replace(/\s+/g, " ").trim();
        at = end + 2;
      }
      else return;
    }
  };
  const string = (): StringSpan => {
    const match = /^"(?:[^"\\\n]|\\.)*"/.exec(text.slice(at));
    if (!match) return fail("expected a double-quoted string");
    const span = { start: at, end: at + match[0].length, value: JSON.parse(match[0]) as string };
    at = span.end;
    return span;
  };
  const key = (): string => {
    if (text[at] === '"') return string().value;
    const match = /^[A-Za-z_$][\w$]*/.exec(text.slice(at));
    if (!match) return fail("expected a key");
    at += match[0].length;
    return match[0];
  };
  /** Skips what this reader does not interpret (a cast, a number) up to the next , } or ] outside brackets. */
  const other = (): Node => {
    let depth = 0;
    while (at < text.length) {
      const char = text[at];
      if (depth === 0 && (char === "," || char === "}" || char === "]")) return { kind: "other" };
      if (char === '"') string();
      else {
        if ("([{<".includes(char)) depth += 1;
        if (")]}>".includes(char)) depth -= 1;
        at += 1;
      }
    }
    return fail("a value that never ends");
  };
  const value = (): Node => {
    skip();
    let node: Node;
    if (text[at] === '"') node = { kind: "string", span: string() };
    else if (text[at] === "{") node = object();
    else if (text[at] === "[") node = array();
    else return other();
    skip();
    // `"ltr" as "ltr" | "rtl"` and the like: the value is the literal before the cast.
    if (/^as\b/.test(text.slice(at))) other();
    return node;
  };
  const object = (): Node => {
    at += 1;
    const entries = new Map<string, Node>();
    const docs = new Map<string, string>();
    for (;;) {
      doc = "";
      skip();
      if (text[at] === "}") return (at += 1), { kind: "object", entries, docs };
      const comment = doc;
      const name = key();
      if (comment) docs.set(name, comment);
      skip();
      if (text[at] !== ":") fail(`expected ":" after ${name}`);
      at += 1;
      entries.set(name, value());
      skip();
      if (text[at] === ",") at += 1;
      else if (text[at] !== "}") fail(`expected "," or "}" after ${name}`);
    }
  };
  const array = (): Node => {
    at += 1;
    const items: Node[] = [];
    let insertAt = at;
    let trailingComma = false;
    let indent = "";
    for (;;) {
      skip();
      if (text[at] === "]") {
        at += 1;
        return { kind: "array", items, span: { insertAt, indent, trailingComma } };
      }
      const lineStart = text.lastIndexOf("\n", at) + 1;
      indent = /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? "";
      items.push(value());
      insertAt = at;
      trailingComma = false;
      skip();
      if (text[at] === ",") {
        at += 1;
        insertAt = at;
        trailingComma = true;
      } else if (text[at] !== "]") fail('expected "," or "]"');
    }
  };
  const start = /export const \w+(?:\s*:\s*\w+)?\s*=\s*/.exec(text);
  if (!start) return fail("expected `export const <code>: Copy = { ... }`");
  at = start.index + start[0].length;
  return value();
}

/** The text with each span replaced by its new string, written as JSON writes it. */
export function withStrings(text: string, changes: readonly { span: StringSpan; value: string }[]): string {
  let result = text;
  for (const { span, value } of [...changes].sort((a, b) => b.span.start - a.span.start)) {
    result = result.slice(0, span.start) + JSON.stringify(value) + result.slice(span.end);
  }
  return result;
}
