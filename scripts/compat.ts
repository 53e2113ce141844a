/**
 * The compatibility gate: every property, value function, selector, at-rule and media feature
 * in the built CSS, and every DOM API the client script uses, must be supported by every
 * target browser (package.json `browserslist`) according to MDN's browser-compat-data, or
 * stand behind a fallback: an earlier declaration of the same property, an @supports guard
 * that names it, or (in the script) a feature test of it.
 */
import { createRequire } from "node:module";
import postcss from "postcss";
import type { ChildNode, Container, Declaration } from "postcss";
import selectorParser from "postcss-selector-parser";
import valueParser from "postcss-value-parser";
import ts from "typescript";
import { compareVersions, oldestVersions } from "./targets.ts";

interface SupportStatement {
  version_added: string | boolean | null;
  version_removed?: string | boolean | null;
  prefix?: string;
  alternative_name?: string;
  flags?: unknown[];
}

interface Compat {
  support: Record<string, SupportStatement | SupportStatement[] | undefined>;
}

type Feature = { __compat?: Compat } & { [key: string]: Feature | Compat | undefined };

const bcd = createRequire(import.meta.url)("@mdn/browser-compat-data") as {
  css: { properties: Record<string, Feature>; selectors: Record<string, Feature>; "at-rules": Record<string, Feature>; types: Record<string, Feature> };
  api: Record<string, Feature>;
};

/** browserslist's names for the targets, as browser-compat-data spells them. */
const bcdBrowser: Record<string, string> = {
  ios_saf: "safari_ios",
  safari: "safari",
  chrome: "chrome",
  edge: "edge",
  firefox: "firefox",
  samsung: "samsunginternet_android",
  and_chr: "chrome_android",
  and_ff: "firefox_android",
};

/** The oldest version of each target browser, keyed by browser-compat-data's name. */
export function compatTargets(list?: string[]): Map<string, string> {
  return new Map([...oldestVersions(list)].flatMap(([name, version]) => (bcdBrowser[name] ? [[bcdBrowser[name], version] as const] : [])));
}

function supports(statement: SupportStatement, version: string, prefix: string | undefined): boolean {
  if (statement.flags || statement.alternative_name || statement.prefix !== prefix) return false;
  const added = statement.version_added;
  if (typeof added !== "string" || added === "preview") return added === true;
  if (compareVersions(added.replace("≤", ""), version) > 0) return false;
  const removed = statement.version_removed;
  return !(typeof removed === "string" && compareVersions(removed, version) <= 0);
}

/** The targets (e.g. "safari_ios 15.0") that lack a feature; empty when every one has it. */
function missingIn(compat: Compat | undefined, targets: Map<string, string>, prefix?: string): string[] {
  if (!compat) return [];
  return [...targets].flatMap(([browser, version]) => {
    const statements = [compat.support[browser] ?? []].flat();
    return statements.some((statement) => supports(statement, version, prefix)) ? [] : [`${browser} ${version}`];
  });
}

const vendorPrefix = (name: string) => /^-(webkit|moz|ms|o)-/.exec(name)?.[0];

/** Every value function browser-compat-data knows (color-mix, clamp, linear-gradient, ...), by name. */
const valueFunctions = (() => {
  const index = new Map<string, Compat>();
  const walk = (feature: Feature) => {
    for (const [key, child] of Object.entries(feature)) {
      if (key === "__compat" || !child) continue;
      const entry = child as Feature;
      if (entry.__compat && !index.has(key)) index.set(key, entry.__compat);
      walk(entry);
    }
  };
  walk(bcd.css.types as unknown as Feature);
  return index;
})();

export interface Problem {
  where: string;
  feature: string;
  missingIn: string[];
}

export const describeProblem = ({ where, feature, missingIn: browsers }: Problem) =>
  `${where}: ${feature} is missing in ${browsers.join(", ")} and has no fallback`;

/** The @supports conditions around a node, joined, lower case. */
function supportsGuards(node: ChildNode): string {
  const guards: string[] = [];
  for (let parent: Container | undefined = node.parent; parent; parent = parent.parent as Container | undefined) {
    if (parent.type === "atrule" && (parent as postcss.AtRule).name === "supports") guards.push((parent as postcss.AtRule).params.toLowerCase());
  }
  return guards.join(" ");
}

function location(node: ChildNode): string {
  const rule = node.type === "decl" ? node.parent : node;
  const label = rule?.type === "rule" ? (rule as postcss.Rule).selector : rule?.type === "atrule" ? `@${(rule as postcss.AtRule).name} ${(rule as postcss.AtRule).params}` : "";
  return node.type === "decl" ? `${label} { ${node.prop}: ${node.value} }` : label;
}

/** Declarations of the same property (or its vendor-prefixed form) before this one in its block. */
function earlierDeclarations(declaration: Declaration): Declaration[] {
  const siblings = declaration.parent?.nodes ?? [];
  const before = siblings.slice(0, siblings.indexOf(declaration));
  return before.filter((node): node is Declaration => node.type === "decl" && node.prop.slice(vendorPrefix(node.prop)?.length ?? 0) === declaration.prop);
}

function checkDeclaration(declaration: Declaration, targets: Map<string, string>): Problem[] {
  const prop = declaration.prop.toLowerCase();
  if (prop.startsWith("--") || vendorPrefix(prop)) return [];
  const problems: Problem[] = [];
  const guards = supportsGuards(declaration);
  const earlier = earlierDeclarations(declaration);
  const compat = bcd.css.properties[prop]?.__compat;
  const propertyMissing = missingIn(compat, targets);
  if (propertyMissing.length && !guards.includes(prop)) {
    // Covered when an earlier, vendor-prefixed form of it works in every browser that lacks it.
    const lacking = new Map([...targets].filter(([browser, version]) => propertyMissing.includes(`${browser} ${version}`)));
    const covered = earlier.some((fallback) => vendorPrefix(fallback.prop) && missingIn(compat, lacking, vendorPrefix(fallback.prop)).length === 0);
    if (!covered) problems.push({ where: location(declaration), feature: `property ${prop}`, missingIn: propertyMissing });
  }
  valueParser(declaration.value).walk((node) => {
    if (node.type !== "function" || !node.value || vendorPrefix(node.value)) return;
    const name = node.value.toLowerCase();
    const missing = missingIn(valueFunctions.get(name), targets);
    if (!missing.length || guards.includes(`${name}(`)) return;
    // An engine drops a declaration with an unknown function at parse time, so an earlier one
    // stands in; unless the value holds var(): then it is kept, and computes to unset instead.
    const usesVar = /\bvar\(/i.test(declaration.value);
    if (!usesVar && earlier.some((fallback) => !fallback.value.toLowerCase().includes(`${name}(`))) return;
    problems.push({ where: location(declaration), feature: `${name}()`, missingIn: missing });
  });
  return problems;
}

function checkSelector(rule: postcss.Rule, targets: Map<string, string>): Problem[] {
  const problems: Problem[] = [];
  const guards = supportsGuards(rule);
  selectorParser((root) => {
    root.walkPseudos((pseudo) => {
      const name = pseudo.value.replace(/^::?/, "").toLowerCase();
      if (vendorPrefix(name)) return;
      const missing = missingIn(bcd.css.selectors[name]?.__compat, targets);
      if (missing.length && !guards.includes(`:${name}`)) problems.push({ where: location(rule), feature: `selector ${pseudo.value}`, missingIn: missing });
    });
  }).processSync(rule.selector);
  return problems;
}

function checkAtRule(rule: postcss.AtRule, targets: Map<string, string>): Problem[] {
  const name = rule.name.toLowerCase();
  if (vendorPrefix(name)) return [];
  const feature = bcd.css["at-rules"][name];
  const guards = supportsGuards(rule);
  const problems: Problem[] = [];
  const missing = missingIn(feature?.__compat, targets);
  if (missing.length && !guards.includes(name)) problems.push({ where: location(rule), feature: `@${name}`, missingIn: missing });
  if (name === "media") {
    for (const [, raw] of rule.params.toLowerCase().matchAll(/\(\s*([a-z-]+)/g)) {
      const mediaFeature = raw.replace(/^(min|max)-/, "");
      const missingFeature = missingIn((feature?.[mediaFeature] as Feature | undefined)?.__compat, targets);
      if (missingFeature.length) problems.push({ where: location(rule), feature: `media feature ${raw}`, missingIn: missingFeature });
    }
    if (/[<>]=?/.test(rule.params)) {
      const missingRange = missingIn((feature?.range_syntax as Feature | undefined)?.__compat, targets);
      if (missingRange.length) problems.push({ where: location(rule), feature: "media range syntax", missingIn: missingRange });
    }
  }
  return problems;
}

/** Every feature of `css` that some target lacks and nothing falls back from. */
export function checkCss(css: string, targets = compatTargets()): Problem[] {
  const problems: Problem[] = [];
  postcss.parse(css).walk((node) => {
    if (node.type === "decl") problems.push(...checkDeclaration(node, targets));
    else if (node.type === "rule") problems.push(...checkSelector(node, targets));
    else if (node.type === "atrule") problems.push(...checkAtRule(node, targets));
  });
  return problems;
}

// --- The client script: DOM APIs, found through TypeScript's own DOM types.

/** The browser-compat-data entry of a DOM member or global, e.g. api.HTMLElement.showPopover. */
function apiCompat(owner: string, member?: string): Compat | undefined {
  const api = bcd.api[owner === "Console" ? "console" : owner];
  if (!api) return undefined;
  return member === undefined ? api.__compat : (api[member] as Feature | undefined)?.__compat;
}

/** Member names a file feature-tests: `typeof x.name`, `"name" in x`. */
function featureTests(source: ts.SourceFile): Set<string> {
  const tested = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isTypeOfExpression(node) && ts.isPropertyAccessExpression(node.expression)) tested.add(node.expression.name.text);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.InKeyword && ts.isStringLiteral(node.left)) tested.add(node.left.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return tested;
}

/**
 * Every DOM member and global the files use that some target lacks, unless the file tests for
 * it, or for a member of the same interface that shipped with it in every lacking browser
 * (showPopover stands for hidePopover).
 */
export function checkScript(files: string[], targets = compatTargets()): Problem[] {
  const program = ts.createProgram(files, { target: ts.ScriptTarget.ES2022, lib: ["lib.es2022.d.ts", "lib.dom.d.ts"], allowImportingTsExtensions: true, noEmit: true, strict: true });
  const checker = program.getTypeChecker();
  const problems: Problem[] = [];
  for (const source of program.getSourceFiles()) {
    if (!files.includes(source.fileName)) continue;
    const tested = featureTests(source);
    const visit = (node: ts.Node) => {
      const found = ts.isPropertyAccessExpression(node) ? domMember(node) : ts.isIdentifier(node) && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) ? domGlobal(node) : undefined;
      if (found) {
        const missing = missingIn(found.compat, targets);
        const guarded =
          tested.has(found.name) ||
          (found.owner !== undefined &&
            [...tested].some((other) => {
              const sibling = apiCompat(found.owner ?? "", other);
              return sibling !== undefined && missingIn(sibling, targets).join() === missing.join();
            }));
        if (missing.length && !guarded) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          problems.push({ where: `${source.fileName}:${line + 1}`, feature: found.label, missingIn: missing });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return problems;

  function fromLibrary(declaration: ts.Declaration | undefined): boolean {
    return Boolean(declaration && program.isSourceFileDefaultLibrary(declaration.getSourceFile()));
  }

  function domMember(node: ts.PropertyAccessExpression) {
    const declaration = checker.getSymbolAtLocation(node.name)?.declarations?.[0];
    if (!declaration || !fromLibrary(declaration)) return undefined;
    const owner = declaration.parent;
    if (ts.isInterfaceDeclaration(owner)) {
      const compat = apiCompat(owner.name.text, node.name.text);
      return compat && { compat, name: node.name.text, owner: owner.name.text, label: `${owner.name.text}.${node.name.text}` };
    }
    return ts.isVariableDeclaration(declaration) ? globalCompat(node.name.text) : undefined;
  }

  function domGlobal(node: ts.Identifier) {
    const declaration = checker.getSymbolAtLocation(node)?.declarations?.[0];
    return declaration && fromLibrary(declaration) && ts.isVariableDeclaration(declaration) ? globalCompat(node.text) : undefined;
  }

  function globalCompat(name: string) {
    const compat = apiCompat("Window", name) ?? apiCompat(name);
    return compat && { compat, name, owner: undefined as string | undefined, label: name };
  }
}
