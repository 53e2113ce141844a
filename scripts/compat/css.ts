/**
 * The compatibility gate for the built CSS: every property, value function, selector, at-rule
 * and media feature must be supported by every target browser according to MDN's
 * browser-compat-data, or stand behind a fallback: an earlier declaration of the same
 * property, or an @supports guard that names it.
 */
import postcss from "postcss";
import type { ChildNode, Container, Declaration } from "postcss";
import selectorParser from "postcss-selector-parser";
import valueParser from "postcss-value-parser";
import { bcd, compatTargets, missingIn } from "./data.ts";
import type { Compat, Feature, Problem } from "./data.ts";

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

/** The @supports conditions around a node, joined, lower case. */
function supportsGuards(node: ChildNode): string {
  const guards: string[] = [];
  for (let parent: Container | undefined = node.parent; parent; parent = parent.parent as Container | undefined) {
    if (parent.type === "atrule" && (parent as postcss.AtRule).name === "supports")
      guards.push((parent as postcss.AtRule).params.toLowerCase());
  }
  return guards.join(" ");
}

function location(node: ChildNode): string {
  const rule = node.type === "decl" ? node.parent : node;
  const label =
    rule?.type === "rule"
      ? (rule as postcss.Rule).selector
      : rule?.type === "atrule"
        ? `@${(rule as postcss.AtRule).name} ${(rule as postcss.AtRule).params}`
        : "";
  return node.type === "decl" ? `${label} { ${node.prop}: ${node.value} }` : label;
}

/** Declarations of the same property (or its vendor-prefixed form) before this one in its block. */
function earlierDeclarations(declaration: Declaration): Declaration[] {
  const siblings = declaration.parent?.nodes ?? [];
  const before = siblings.slice(0, siblings.indexOf(declaration));
  return before.filter(
    (node): node is Declaration => node.type === "decl" && node.prop.slice(vendorPrefix(node.prop)?.length ?? 0) === declaration.prop,
  );
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
    const covered = earlier.some(
      (fallback) => vendorPrefix(fallback.prop) && missingIn(compat, lacking, vendorPrefix(fallback.prop)).length === 0,
    );
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
      if (missing.length && !guards.includes(`:${name}`))
        problems.push({ where: location(rule), feature: `selector ${pseudo.value}`, missingIn: missing });
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

/**
 * Media features of modes a browser has only if it knows the feature (forced colours: Safari
 * has no such mode). A block under one never applies where the feature is missing, and what
 * is inside it is only for browsers that know it.
 */
const modeFeatures = ["forced-colors"];
const forModeOnly = (node: ChildNode): boolean => {
  for (let parent: Container | undefined = node.parent; parent; parent = parent.parent as Container | undefined) {
    if (
      parent.type === "atrule" &&
      (parent as postcss.AtRule).name === "media" &&
      modeFeatures.some((feature) => (parent as postcss.AtRule).params.toLowerCase().includes(`(${feature}`))
    )
      return true;
  }
  return false;
};

/** Every feature of `css` that some target lacks and nothing falls back from. */
export function checkCss(css: string, targets = compatTargets()): Problem[] {
  const problems: Problem[] = [];
  postcss.parse(css).walk((node) => {
    if (forModeOnly(node)) return;
    if (
      node.type === "atrule" &&
      node.name === "media" &&
      modeFeatures.some((feature) => node.params.toLowerCase().replace(/\s/g, "").startsWith(`(${feature}:`)) &&
      !/\b(not|and|or)\b|,/.test(node.params)
    )
      return;
    if (node.type === "decl") problems.push(...checkDeclaration(node, targets));
    else if (node.type === "rule") problems.push(...checkSelector(node, targets));
    else if (node.type === "atrule") problems.push(...checkAtRule(node, targets));
  });
  return problems;
}
