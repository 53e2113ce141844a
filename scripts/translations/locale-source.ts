/**
 * Reads and edits a locale file (src/content/locales/<code>.ts), so that an import rewrites only
 * the strings that changed and keeps everything else (comments, blank lines, layout) byte for
 * byte. The file is one `export const <code>: Copy = { ... };` of objects, arrays and strings;
 * anything else in a value (an `as` cast, say) is kept as it is.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Expression, Node as TsNode } from "typescript/unstable/ast";
import { isArrayLiteralExpression, isAsExpression, isIdentifier, isNoSubstitutionTemplateLiteral, isObjectLiteralExpression, isParenthesizedExpression, isPropertyAssignment, isSatisfiesExpression, isStringLiteral, isVariableStatement } from "typescript/unstable/ast/is";
import { API } from "typescript/unstable/sync";

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

/**
 * The copy object of a locale file, read by TypeScript's own parser (TypeScript 7's API, the
 * compiler that type-checks the project): any string literal the language allows (double or
 * single quotes, escapes, a template literal without substitutions), keys quoted or not,
 * comments anywhere. A value it does not interpret (a cast's type, a number) is "other".
 */
export function parseLocaleSource(text: string, file: string): Node {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-locale-source-"));
  const api = new API({ cwd: dir });
  try {
    const copy = path.join(dir, "locale.ts");
    writeFileSync(copy, text);
    writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { noLib: true, types: [] }, files: [copy] }));
    const source = api.updateSnapshot({ openProjects: [path.join(dir, "tsconfig.json")] }).getProject(path.join(dir, "tsconfig.json"))?.program.getSourceFile(copy);
    if (!source) throw new LocaleSourceError(`${file}: TypeScript could not read it`);
    const fail = (node: TsNode, what: string): never => {
      throw new LocaleSourceError(`${file}:${text.slice(0, node.getStart(source)).split("\n").length}: ${what}`);
    };
    const declaration = source.statements.filter(isVariableStatement).flatMap((statement) => [...statement.declarationList.declarations]).find((entry) => entry.initializer);
    if (!declaration?.initializer) return fail(source, "expected `export const <code>: Copy = { ... }`");
    /** The last doc comment in the space before a node. */
    const docOf = (node: TsNode) => {
      const before = text.slice(node.pos, node.getStart(source));
      const comment = [...before.matchAll(/\/\*\*([\s\S]*?)\*\//g)].at(-1)?.[1];
      return comment?.replace(/^\s*\* ?/gm, "").replace(/\s+/g, " ").trim() ?? "";
    };
    const value = (node: Expression): Node => {
      if (isAsExpression(node) || isSatisfiesExpression(node) || isParenthesizedExpression(node)) return value(node.expression);
      if (isStringLiteral(node) || isNoSubstitutionTemplateLiteral(node)) return { kind: "string", span: { start: node.getStart(source), end: node.end, value: node.text } };
      if (isObjectLiteralExpression(node)) {
        const entries = new Map<string, Node>();
        const docs = new Map<string, string>();
        for (const property of node.properties) {
          if (!isPropertyAssignment(property) || !(isIdentifier(property.name) || isStringLiteral(property.name))) return fail(property, "expected `key: value`");
          const name = property.name.text;
          entries.set(name, value(property.initializer));
          const doc = docOf(property);
          if (doc) docs.set(name, doc);
        }
        return { kind: "object", entries, docs };
      }
      if (isArrayLiteralExpression(node)) {
        const items = node.elements.map(value);
        const last = node.elements.at(-1);
        const after = last ? last.end : node.getStart(source) + 1;
        const comma = last ? /^\s*,/.exec(text.slice(after)) : null;
        const lineStart = text.lastIndexOf("\n", last ? last.getStart(source) : after) + 1;
        return { kind: "array", items, span: { insertAt: after + (comma?.[0].length ?? 0), indent: /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? "", trailingComma: Boolean(comma) } };
      }
      return { kind: "other" };
    };
    return value(declaration.initializer);
  } finally {
    api.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text with each span replaced by its new string, written as JSON writes it. */
export function withStrings(text: string, changes: readonly { span: StringSpan; value: string }[]): string {
  let result = text;
  for (const { span, value } of [...changes].sort((a, b) => b.span.start - a.span.start)) {
    result = result.slice(0, span.start) + JSON.stringify(value) + result.slice(span.end);
  }
  return result;
}
