/**
 * XLIFF 2.0 (OASIS), the exchange format translation tools (Crowdin, Lokalise, Phrase, Weblate)
 * read and write: one <unit> per string, keyed by its id, with the English <source>, the
 * translation as <target> where there is one, and a <note> saying where it appears. Each
 * `{placeholder}` is an inline code, <ph id="1" equiv="{name}" disp="{name}"/>, which a tool
 * shows as a tag the translator cannot break. Read with saxes, a strict, conformant XML parser.
 */
import { SaxesParser } from "saxes";
import type { SaxesTagPlain } from "saxes";

/** A text with its placeholders apart: strings as they are, and each placeholder by its name. */
export type Inline = (string | { placeholder: string })[];

export interface XliffUnit {
  id: string;
  source: string;
  target?: string;
  /** Where the string appears ("location"), and what English's file says of it ("description"). */
  notes: { category: string; text: string }[];
}

export interface XliffFile {
  srcLang: string;
  trgLang: string;
  /** The file the strings come from, as XLIFF's <file original>. */
  original: string;
  units: XliffUnit[];
}

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

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/** A text as XLIFF content, each placeholder a <ph> whose id is its place among the source's. */
function inlineXml(text: string, ids: ReadonlyMap<string, string>): string {
  return splitInline(text)
    .map((part) => {
      if (typeof part === "string") return escapeText(part);
      const id = ids.get(part.placeholder);
      // A placeholder the source has only inside an ICU plural (a language with one form needs none) stays text.
      if (id === undefined) return escapeText(`{${part.placeholder}}`);
      const code = escapeAttribute(`{${part.placeholder}}`);
      return `<ph id="${id}" equiv="${code}" disp="${code}"/>`;
    })
    .join("");
}

/** The <ph> id of each of a source's placeholders, by name: 1, 2… in the order they first appear. */
export function placeholderIds(source: string): Map<string, string> {
  const names = splitInline(source).flatMap((part) => (typeof part === "string" ? [] : [part.placeholder]));
  return new Map([...new Set(names)].map((name, index) => [name, String(index + 1)]));
}

export function writeXliff({ srcLang, trgLang, original, units }: XliffFile): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="${escapeAttribute(srcLang)}" trgLang="${escapeAttribute(trgLang)}">`,
    `  <file id="copy" original="${escapeAttribute(original)}">`,
  ];
  for (const unit of units) {
    const ids = placeholderIds(unit.source);
    lines.push(`    <unit id="${escapeAttribute(unit.id)}">`);
    if (unit.notes.length > 0) {
      lines.push("      <notes>", ...unit.notes.map((note) => `        <note category="${escapeAttribute(note.category)}">${escapeText(note.text)}</note>`), "      </notes>");
    }
    lines.push(`      <segment state="${unit.target === undefined ? "initial" : "translated"}">`, `        <source>${inlineXml(unit.source, ids)}</source>`);
    if (unit.target !== undefined) lines.push(`        <target>${inlineXml(unit.target, ids)}</target>`);
    lines.push("      </segment>", "    </unit>");
  }
  lines.push("  </file>", "</xliff>", "");
  return lines.join("\n");
}

/** A unit as read: its source and target as runs of text and <ph> ids. */
export interface ReadUnit {
  id: string;
  source: (string | { ph: string })[];
  /** Undefined where no segment has a target. */
  target?: (string | { ph: string })[];
}

export interface ReadXliff {
  version: string;
  srcLang: string;
  trgLang: string;
  units: ReadUnit[];
}

const local = (name: string) => name.slice(name.indexOf(":") + 1);

/**
 * Reads an XLIFF 2.0 file as a tool writes it back: the segments and <ignorable>s of a unit
 * joined (a tool may have split a string into sentences), <mrk> and <pc> read through for their
 * text, <cp> as its character. Throws on XML that is not well formed.
 */
export function readXliff(xml: string): ReadXliff {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const result: ReadXliff = { version: "", srcLang: "", trgLang: "", units: [] };
  let unit: ReadUnit | undefined;
  /** Where text goes now: the unit's source, its target, or nowhere. */
  let into: "source" | "target" | undefined;
  let inNotes = false;
  const append = (part: string | { ph: string }) => {
    if (unit && into) (unit[into] ??= []).push(part);
  };
  parser.on("opentag", (tag: SaxesTagPlain) => {
    const name = local(tag.name);
    const attributes = tag.attributes as Record<string, string>;
    if (name === "xliff") Object.assign(result, { version: attributes.version ?? "", srcLang: attributes.srcLang ?? "", trgLang: attributes.trgLang ?? "" });
    else if (name === "unit") unit = { id: attributes.id ?? "", source: [] };
    else if (name === "notes") inNotes = true;
    else if (!inNotes && (name === "source" || name === "target")) {
      into = name;
      if (unit && name === "target") unit.target ??= [];
    }
    else if (name === "ph") append({ ph: attributes.id ?? "" });
    else if (name === "cp") append(String.fromCodePoint(Number.parseInt(attributes.hex ?? "0", 16)));
  });
  parser.on("closetag", (tag: SaxesTagPlain) => {
    const name = local(tag.name);
    if (name === "unit" && unit) {
      result.units.push(unit);
      unit = undefined;
    } else if (name === "notes") inNotes = false;
    else if (name === "source" || name === "target") into = undefined;
  });
  parser.on("text", (text) => append(text));
  parser.on("cdata", (text) => append(text));
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(xml).close();
  return result;
}
