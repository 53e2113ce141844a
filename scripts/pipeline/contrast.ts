/**
 * The WCAG contrast of every text colour the stylesheets set against its background, in the
 * light and the dark scheme, from the compiled CSS before any browser runs: a rule's `color`
 * against the background the same rule sets, and a text token (`color: var(--color-…)`) in a
 * rule that sets none against each of the page's surfaces. A literal colour with no background
 * of its own belongs to a drawing with its own ground (the phone, a band), which axe checks in
 * the browser, as it does a gradient or a see-through colour. The colour tokens are read
 * from `:root` (the dark scheme's from its media query) and each colour is named by its palette
 * key, so a rebrand that makes text unreadable stops the build saying what to change.
 */
import postcss from "postcss";
import type { AtRule, Container, Rule } from "postcss";
import type { SiteColors } from "../../src/brand/colors.ts";

/** WCAG 2.2 AA for body text; the site sets no text large enough to count as large. @internal Exported for the tests. */
export const minimumContrast = 4.5;
const schemes = ["light", "dark"] as const;
type Scheme = (typeof schemes)[number];

const inMedia = (node: Rule, pattern: RegExp) => {
  for (let parent: Container | undefined = node.parent; parent; parent = parent.parent as Container | undefined) {
    if (parent.type === "atrule" && (parent as AtRule).name === "media" && pattern.test((parent as AtRule).params)) return true;
  }
  return false;
};
const darkScheme = /prefers-color-scheme:\s*dark/;
/** What a rule's text stands on where it sets no background: the page and its surfaces. */
const surfaces = ["--color-bg", "--color-bg-soft", "--color-surface", "--color-surface-raised"].map((token) => `var(${token})`);
const print = /\bprint\b/;

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
export const contrastRatio = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** An opaque colour as #rrggbb, or undefined for anything else (a gradient, an alpha, currentColor). */
function opaqueHex(value: string): string | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return undefined;
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex}`.toLowerCase();
}

interface Pair {
  text: string;
  background: string;
  selectors: Set<string>;
}

/** The colour tokens (--color-*) of each scheme, as written in `:root`. */
function tokensOf(sheets: postcss.Root[]): Record<Scheme, Map<string, string>> {
  const tokens = { light: new Map<string, string>(), dark: new Map<string, string>() };
  for (const root of sheets) {
    root.walkRules((rule) => {
      if (rule.selector !== ":root" || inMedia(rule, print)) return;
      const scheme = inMedia(rule, darkScheme) ? "dark" : "light";
      rule.walkDecls(/^--/, (decl) => void tokens[scheme].set(decl.prop, decl.value));
    });
  }
  for (const [name, value] of tokens.light) if (!tokens.dark.has(name)) tokens.dark.set(name, value);
  return tokens;
}

/** Each text colour with its background, as the rules write them, and the selectors that use the pair. */
function pairsOf(sheets: postcss.Root[]): Pair[] {
  const pairs = new Map<string, Pair>();
  for (const root of sheets) {
    root.walkRules((rule) => {
      if (rule.selector === ":root" || inMedia(rule, print)) return;
      let [text, background] = ["", ""];
      rule.walkDecls((decl) => {
        if (decl.prop === "color") text = decl.value;
        if (decl.prop === "background-color" || decl.prop === "background") background = decl.value;
      });
      if (!text || (!background && !text.startsWith("var(--color-"))) return;
      for (const ground of background ? [background] : surfaces) {
        const pair = pairs.get(`${text} on ${ground}`) ?? { text, background: ground, selectors: new Set<string>() };
        pair.selectors.add(rule.selector);
        pairs.set(`${text} on ${ground}`, pair);
      }
    });
  }
  return [...pairs.values()];
}

/**
 * Each text and background pair below `minimumContrast` in either scheme, as a line that names
 * the tokens, the palette keys, both colours, the ratio and the rules that draw it.
 */
export function contrastProblems(css: Readonly<Record<string, string>>, { palette }: SiteColors): string[] {
  const sheets = Object.values(css).map((text) => postcss.parse(text));
  const tokens = tokensOf(sheets);
  const keyOf = new Map<string, string>();
  for (const [key, hex] of Object.entries(palette)) if (!keyOf.has(hex)) keyOf.set(hex, key);
  const problems: string[] = [];
  for (const scheme of schemes) {
    const resolve = (value: string, seen = 0): string | undefined => {
      const token = /^var\((--[\w-]+)\)$/.exec(value.trim())?.[1];
      if (!token) return opaqueHex(value);
      const next = tokens[scheme].get(token);
      return next === undefined || seen > 8 ? undefined : resolve(next, seen + 1);
    };
    const named = (value: string, hex: string) => {
      const token = /^var\((--[\w-]+)\)$/.exec(value.trim())?.[1];
      const key = keyOf.get(hex);
      return `${token ? `${token} ` : ""}(${key ? `palette ${key}, ` : ""}${hex})`;
    };
    for (const { text, background, selectors } of pairsOf(sheets)) {
      const [fore, back] = [resolve(text), resolve(background)];
      if (!fore || !back) continue;
      const ratio = contrastRatio(fore, back);
      if (ratio >= minimumContrast) continue;
      problems.push(
        `in the ${scheme} scheme, text ${named(text, fore)} on ${named(background, back)} has a contrast of ${ratio.toFixed(2)}:1, below WCAG AA's ${minimumContrast}:1; drawn by ${[...selectors].slice(0, 4).join(", ")}`,
      );
    }
  }
  return problems;
}
