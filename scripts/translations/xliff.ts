/**
 * Reading XLIFF, 2.0 (OASIS) or 1.2, by its namespace, as a translation tool writes it back:
 * whitespace reflowed, attributes in any order, any namespace prefix, character references and
 * CDATA, a string split into segments, `state` on each segment, and translation-memory matches
 * beside the unit (2.0's <mtc:matches>, 1.2's <alt-trans>), which are not the unit's own text.
 * Inline codes: 2.0's <ph/> (or <ph></ph>), <pc> and <mrk> read through, <cp> as its character;
 * 1.2's <x/>, <ph>, <bpt>, <ept> and <it> (their content is the native code, not text), <g>
 * and <mrk> read through. Read with saxes, a strict, conformant XML parser. Writing: xliff-write.ts.
 */
import { SaxesParser } from "saxes";
import type { SaxesTagPlain } from "saxes";

export type XliffVersion = "2.0" | "1.2";
export const namespaces: Readonly<Record<XliffVersion, string>> = {
  "2.0": "urn:oasis:names:tc:xliff:document:2.0",
  "1.2": "urn:oasis:names:tc:xliff:document:1.2",
};

/** A text with its placeholders apart: strings as they are, and each placeholder by its name. */
export type Inline = (string | { placeholder: string })[];

const pluralBlock = /\{\w+,\s*plural,\s*(?:[^{}]|\{[^{}]*\})*\}/g;

/** The text as runs of text and simple `{name}` placeholders; an ICU plural stays text, for the tool to show as ICU. */
export function splitInline(text: string): Inline {
  const parts: Inline = [];
  const plurals = Array.from(text.matchAll(pluralBlock), (match) => [match.index, match.index + match[0].length]);
  let last = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    if (plurals.some(([start, end]) => match.index > start && match.index < end)) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ placeholder: match[1] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The inline code id of each of a source's placeholders, by name: 1, 2… in the order they first appear. */
export function placeholderIds(source: string): Map<string, string> {
  const names = splitInline(source).flatMap((part) => (typeof part === "string" ? [] : [part.placeholder]));
  return new Map([...new Set(names)].map((name, index) => [name, String(index + 1)]));
}

/** A unit as read: its source and target as runs of text and inline code ids. */
export interface ReadUnit {
  id: string;
  source: (string | { ph: string })[];
  /** Undefined where no segment has a target. */
  target?: (string | { ph: string })[];
  /** The segments' state (2.0) or the target's (1.2), the least advanced where they differ; undefined where none is given. */
  state?: string;
}

interface ReadXliff {
  version: string;
  srcLang: string;
  trgLang: string;
  units: ReadUnit[];
}

const local = (name: string) => name.slice(name.indexOf(":") + 1);
/** Elements whose <source> and <target> are the unit's own: everything else (a match, an alternative) is not. */
const ownParents = new Set(["segment", "ignorable", "trans-unit"]);
/** 1.2's codes whose content is the original's native code, never text to translate. */
const nativeCode = new Set(["ph", "bpt", "ept", "it", "sub"]);
/** States, least advanced first, across 2.0's and 1.2's vocabularies. */
const stateOrder = [
  "initial",
  "new",
  "needs-translation",
  "needs-adaptation",
  "needs-l10n",
  "needs-review-translation",
  "needs-review-adaptation",
  "needs-review-l10n",
  "translated",
  "reviewed",
  "final",
  "signed-off",
];

/** Reads an XLIFF 2.0 or 1.2 file; throws on XML that is not well formed. */
export function readXliff(xml: string): ReadXliff {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const result: ReadXliff = { version: "", srcLang: "", trgLang: "", units: [] };
  const open: string[] = [];
  let unit: ReadUnit | undefined;
  let into: "source" | "target" | undefined;
  /** Depth inside a 1.2 code whose content is native code. */
  let inCode = 0;
  const append = (part: string | { ph: string }) => {
    if (unit && into && inCode === 0) (unit[into] ??= []).push(part);
  };
  const noteState = (state: string | undefined) => {
    if (!unit || !state) return;
    const rank = (name: string) => (stateOrder.includes(name) ? stateOrder.indexOf(name) : stateOrder.length);
    if (unit.state === undefined || rank(state) < rank(unit.state)) unit.state = state;
  };
  parser.on("opentag", (tag: SaxesTagPlain) => {
    const name = local(tag.name);
    const parent = open.at(-1);
    open.push(name);
    const attributes = Object.fromEntries(
      Object.entries(tag.attributes as Record<string, string>).map(([key, value]) => [local(key), value]),
    );
    if (name === "xliff")
      Object.assign(result, { version: attributes.version ?? "", srcLang: attributes.srcLang ?? "", trgLang: attributes.trgLang ?? "" });
    else if (name === "file" && result.version === "1.2")
      Object.assign(result, { srcLang: attributes["source-language"] ?? "", trgLang: attributes["target-language"] ?? "" });
    else if (name === "unit" || name === "trans-unit") unit = { id: attributes.id ?? "", source: [] };
    else if (name === "segment") noteState(attributes.state);
    else if ((name === "source" || name === "target") && parent && ownParents.has(parent)) {
      into = name;
      if (unit && name === "target") {
        unit.target ??= [];
        if (result.version === "1.2") noteState(attributes.state);
      }
    } else if (into && result.version === "1.2" && (name === "x" || nativeCode.has(name))) {
      if (name === "x" || name === "ph") append({ ph: attributes.id ?? "" });
      if (nativeCode.has(name)) inCode += 1;
    } else if (into && name === "ph") append({ ph: attributes.id ?? "" });
    else if (into && name === "cp") append(String.fromCodePoint(Number.parseInt(attributes.hex ?? "0", 16)));
  });
  parser.on("closetag", (tag: SaxesTagPlain) => {
    const name = local(tag.name);
    open.pop();
    if ((name === "unit" || name === "trans-unit") && unit) {
      result.units.push(unit);
      unit = undefined;
    } else if ((name === "source" || name === "target") && into === name && inCode === 0) into = undefined;
    else if (into && result.version === "1.2" && nativeCode.has(name)) inCode -= 1;
  });
  parser.on("text", (text) => append(text));
  parser.on("cdata", (text) => append(text));
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(xml).close();
  return result;
}

/**
 * A unit's text as XLIFF's default whitespace handling reads it: a run of whitespace (new lines
 * and indentation too) is one space, and whitespace at the start and the end is layout.
 */
export const normalizeSpace = (text: string) => text.replace(/\s+/g, " ").trim();
