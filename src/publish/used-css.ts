/**
 * A page's stylesheet without the rules that can match nothing on it: the landing page carries
 * no rule of the policy's sections, a page with the App Store's screenshot no rule of the drawn
 * phone, a live page none of the coming-soon label. Every byte of a first view shares one round
 * trip, and every rule is parsed and matched before the first paint of a slowed phone.
 *
 * A selector is kept unless it names a class, an id or an element that the page's markup and its
 * own script never name: what the selector asks of states (`:hover`, `[aria-expanded]`, `[open]`)
 * and of the arguments of `:is()`, `:not()` or `:lang()` is never tested, so a rule for a state the
 * script sets, or an element it makes (its class is then a word of the script), stays. The tokens
 * are read from the markup's class and id attributes and element names, not its words, so a page
 * gets the same rules in every language. Rules without selectors (@keyframes, @font-face) stay.
 */
import postcss from "postcss";
import type { AtRule, ChildNode, Rule } from "postcss";
import selectorParser from "postcss-selector-parser";

interface KeptRule {
  kind: "rule";
  /** Each selector's text and the tokens it needs, lower-case. */
  selectors: { text: string; needs: string[] }[];
  /** The declarations in their braces, as written. */
  block: string;
}
interface Group {
  kind: "group";
  /** "@media (…)" as written, before its braces. */
  prelude: string;
  children: Part[];
}
type Part = KeptRule | Group | { kind: "whole"; text: string };

/** At-rules whose content is rules to choose from; any other is kept whole. */
const groupingRules = new Set(["media", "supports", "container", "layer", "scope"]);

/** The classes (".x"), ids ("#x") and element names a selector needs outside any pseudo-class's argument. */
function tokensNeeded(selector: string): string[] {
  const needs: string[] = [];
  selectorParser((root) => {
    root.walk((node) => {
      if (node.parent?.type === "pseudo" || hasPseudoAncestor(node)) return;
      if (node.type === "class") needs.push(`.${node.value.toLowerCase()}`);
      else if (node.type === "id") needs.push(`#${node.value.toLowerCase()}`);
      else if (node.type === "tag" && !["html", "body"].includes(node.value.toLowerCase())) needs.push(node.value.toLowerCase());
    });
  }).processSync(selector);
  return needs;
}

function hasPseudoAncestor(node: selectorParser.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === "pseudo") return true;
  return false;
}

function partOf(node: ChildNode): Part | undefined {
  if (node.type === "rule") {
    const rule = node as Rule;
    const text = rule.toString();
    return {
      kind: "rule",
      selectors: rule.selectors.map((selector) => ({ text: selector, needs: tokensNeeded(selector) })),
      block: text.slice(text.indexOf(rule.selector) + rule.selector.length),
    };
  }
  if (node.type === "atrule") {
    const at = node as AtRule;
    const inKeyframes = /keyframes$/i.test(at.name);
    if (!groupingRules.has(at.name.toLowerCase()) || !at.nodes || inKeyframes) return { kind: "whole", text: at.toString() };
    return {
      kind: "group",
      prelude: `@${at.name}${at.raws.afterName ?? (at.params ? " " : "")}${at.params}${at.raws.between ?? ""}`,
      children: at.nodes.flatMap((child) => partOf(child) ?? []),
    };
  }
  return undefined;
}

/** What `make` gives for `key`, made once a process and kept in `made`. */
function once<T>(made: Map<string, T>, key: string, make: () => T): T {
  const known = made.get(key);
  if (known !== undefined) return known;
  const value = make();
  made.set(key, value);
  return value;
}

const parsed = new Map<string, Part[]>();

/** Each stylesheet is parsed once a process: every page of every language reads the same few. */
const partsOf = (css: string): Part[] => once(parsed, css, () => postcss.parse(css).nodes.flatMap((node) => partOf(node) ?? []));

/** The classes, ids and element names of a page's markup and the words of its inline scripts, lower-case. */
export function markupTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, names] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of names.split(/\s+/)) tokens.add(`.${name.toLowerCase()}`);
  for (const [, id] of html.matchAll(/\sid="([^"]*)"/g)) tokens.add(`#${id.toLowerCase()}`);
  for (const [, element] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tokens.add(element.toLowerCase());
  for (const [, script] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g))
    for (const [word] of script.matchAll(/[\w-]+/g)) {
      const name = word.toLowerCase();
      tokens.add(name).add(`.${name}`).add(`#${name}`);
    }
  return tokens;
}

function kept(parts: readonly Part[], tokens: ReadonlySet<string>): string {
  return parts
    .map((part) => {
      if (part.kind === "whole") return part.text;
      if (part.kind === "group") {
        const inside = kept(part.children, tokens);
        return inside ? `${part.prelude}{${inside}}` : "";
      }
      const selectors = part.selectors.filter((selector) => selector.needs.every((token) => tokens.has(token)));
      return selectors.length ? `${selectors.map((selector) => selector.text).join(",")}${part.block}` : "";
    })
    .join("");
}

/**
 * `css` without the custom properties nothing reads: no `var()` of the kept rules (a property
 * only an unread one reads goes too) and no word of the page's script, which sets some. The
 * declarations kept stay byte for byte as written.
 */
function withoutUnreadProperties(css: string, tokens: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  for (let removed = true; removed; ) {
    removed = false;
    const read = new Set<string>();
    root.walkDecls((declaration) => {
      for (const [, name] of declaration.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(name);
    });
    root.walkDecls(/^--/, (declaration) => {
      if (read.has(declaration.prop) || tokens.has(declaration.prop.toLowerCase())) return;
      declaration.remove();
      removed = true;
    });
  }
  return root.toString();
}

/** Each page kind's stylesheet once a process: a page in every language keeps the same rules. */
const cut = new Map<string, string>();

/**
 * A page's stylesheets as one, with only the rules that may match something of `tokens`
 * (markupTokens of the page) and the custom properties they read, in whichever sheet.
 */
export function usedCss(sheets: readonly string[], tokens: ReadonlySet<string>): string {
  const css = sheets.map((sheet) => kept(partsOf(sheet), tokens)).join("");
  // Only the words of the page's script that name a custom property tell two pages of the same rules apart.
  const key = [css, ...[...tokens].filter((token) => token.startsWith("--")).sort()].join("\0");
  return once(cut, key, () => withoutUnreadProperties(css, tokens));
}
