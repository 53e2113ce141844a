/**
 * The compatibility gate for the client script: every DOM member and global it uses must be in
 * every target browser according to MDN's browser-compat-data, or be feature-tested first.
 * Which interface a member belongs to comes from TypeScript's own checker, through the API
 * that TypeScript 7 ships (`typescript/unstable/sync`): the same compiler that type-checks
 * the project, so the gate needs no second, older one.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SyntaxKind } from "typescript/unstable/ast";
import type { Identifier, Node, PropertyAccessExpression, SourceFile } from "typescript/unstable/ast";
import {
  isBinaryExpression,
  isIdentifier,
  isPropertyAccessExpression,
  isStringLiteral,
  isTypeOfExpression,
} from "typescript/unstable/ast/is";
import { API } from "typescript/unstable/sync";
import type { Project, Symbol as TsSymbol } from "typescript/unstable/sync";
import { bcd, compatTargets, missingIn } from "./data.ts";
import type { Compat, Feature, Problem } from "./data.ts";

/** The browser-compat-data entry of a DOM member or global, e.g. api.HTMLElement.showPopover. */
function apiCompat(owner: string, member?: string): Compat | undefined {
  const api = bcd.api[owner === "Console" ? "console" : owner];
  if (!api) return undefined;
  return member === undefined ? api.__compat : (api[member] as Feature | undefined)?.__compat;
}

/** Member names a file feature-tests: `typeof x.name`, `"name" in x`. */
function featureTests(source: SourceFile): Set<string> {
  const tested = new Set<string>();
  const visit = (node: Node): undefined => {
    if (isTypeOfExpression(node) && isPropertyAccessExpression(node.expression)) tested.add(node.expression.name.text);
    if (isBinaryExpression(node) && node.operatorToken.kind === SyntaxKind.InKeyword && isStringLiteral(node.left))
      tested.add(node.left.text);
    node.forEachChild(visit);
  };
  visit(source);
  return tested;
}

interface DomUse {
  compat: Compat;
  name: string;
  /** The interface a member belongs to; undefined for a global. */
  owner?: string;
  label: string;
}

/** A project of just these files, with the DOM library and nothing of Node's. */
function openProject(api: API, files: string[], dir: string): Project {
  const config = path.join(dir, "tsconfig.json");
  const compilerOptions = {
    target: "ES2022",
    lib: ["ES2022", "DOM"],
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    types: [],
    skipLibCheck: true,
  };
  writeFileSync(config, JSON.stringify({ compilerOptions, files }));
  const project = api.updateSnapshot({ openProjects: [config] }).getProject(config);
  if (!project) throw new Error(`TypeScript did not open ${config}`);
  return project;
}

/**
 * Every DOM member and global the files use that some target lacks, unless the file tests for
 * it, or for a member of the same interface that shipped with it in every lacking browser
 * (showPopover stands for hidePopover).
 */
export function checkScript(files: string[], targets = compatTargets()): Problem[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-compat-"));
  const api = new API({ cwd: dir });
  try {
    const project = openProject(
      api,
      files.map((file) => path.resolve(file)),
      dir,
    );
    const { program, checker } = project;
    const fromLibrary = (symbol: TsSymbol | undefined) => {
      const declaration = symbol?.declarations[0];
      return Boolean(declaration && program.getSourceFileMetadataByPath(declaration.path)?.isDefaultLibrary);
    };
    const globalUse = (name: string): DomUse | undefined => {
      const compat = apiCompat("Window", name) ?? apiCompat(name);
      return compat && { compat, name, label: name };
    };
    const memberUse = (node: PropertyAccessExpression): DomUse | undefined => {
      const symbol = checker.getSymbolAtLocation(node.name);
      if (!fromLibrary(symbol)) return undefined;
      const declaration = symbol?.declarations[0];
      if (declaration?.kind === SyntaxKind.VariableDeclaration) return globalUse(node.name.text);
      const owner = symbol?.getParent();
      if (!owner || owner.declarations[0]?.kind !== SyntaxKind.InterfaceDeclaration) return undefined;
      const compat = apiCompat(owner.name, node.name.text);
      return compat && { compat, name: node.name.text, owner: owner.name, label: `${owner.name}.${node.name.text}` };
    };
    const identifierUse = (node: Identifier): DomUse | undefined => {
      const symbol = checker.getSymbolAtLocation(node);
      return fromLibrary(symbol) && symbol?.declarations[0]?.kind === SyntaxKind.VariableDeclaration ? globalUse(node.text) : undefined;
    };

    const problems: Problem[] = [];
    for (const file of files.map((name) => path.resolve(name))) {
      const source = program.getSourceFile(file);
      if (!source) throw new Error(`TypeScript could not read ${file}`);
      const tested = featureTests(source);
      const guarded = (use: DomUse, missing: string[]) =>
        tested.has(use.name) ||
        (use.owner !== undefined &&
          [...tested].some((other) => {
            const sibling = apiCompat(use.owner ?? "", other);
            return sibling !== undefined && missingIn(sibling, targets).join() === missing.join();
          }));
      const visit = (node: Node): undefined => {
        const isMemberName = isIdentifier(node) && node.parent && isPropertyAccessExpression(node.parent) && node.parent.name === node;
        const use = isPropertyAccessExpression(node)
          ? memberUse(node)
          : isIdentifier(node) && !isMemberName
            ? identifierUse(node)
            : undefined;
        const missing = use ? missingIn(use.compat, targets) : [];
        if (use && missing.length && !guarded(use, missing)) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          problems.push({ where: `${file}:${line + 1}`, feature: use.label, missingIn: missing });
        }
        node.forEachChild(visit);
      };
      visit(source);
    }
    return problems;
  } finally {
    api.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
