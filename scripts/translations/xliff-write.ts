/**
 * Writing XLIFF for translators and their tools: 2.0 (OASIS; Crowdin, Phrase, memoQ, Trados,
 * Okapi) by default, 1.2 for the many that read only that (Lokalise, translate-toolkit and
 * Pootle, Weblate, OmegaT, older Trados). One unit per string, keyed by its id; the English
 * source; the translation as target where there is one, with its state; notes on where the
 * string appears; each `{placeholder}` an inline code a tool shows as a tag the translator
 * cannot break (2.0 <ph equiv disp/>, 1.2 <x equiv-text/>); strings with nothing to translate
 * marked translate="no"; xml:space="preserve" so that tools keep the text's spaces as written.
 */
import { namespaces, placeholderIds, splitInline } from "./xliff.ts";
import type { XliffVersion } from "./xliff.ts";

export interface XliffUnit {
  id: string;
  source: string;
  target?: string;
  /** "initial": not translated yet, or translated from an English that has changed since. */
  state: "initial" | "translated";
  /** False for a string with nothing to translate. */
  translate: boolean;
  /** Where the string appears ("location"), what English's file says of it ("description"), what changed ("outdated"). */
  notes: { category: string; text: string }[];
}

interface XliffFile {
  srcLang: string;
  trgLang: string;
  /** The file the strings come from, as XLIFF's <file original>. */
  original: string;
  units: XliffUnit[];
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/** A text as XLIFF content, each placeholder an inline code whose id is its place among the source's. */
function inlineXml(text: string, ids: ReadonlyMap<string, string>, version: XliffVersion): string {
  return splitInline(text)
    .map((part) => {
      if (typeof part === "string") return escapeText(part);
      const id = ids.get(part.placeholder);
      // A placeholder the source has only inside an ICU plural (a language with one form needs none) stays text.
      if (id === undefined) return escapeText(`{${part.placeholder}}`);
      const code = escapeAttribute(`{${part.placeholder}}`);
      return version === "2.0" ? `<ph id="${id}" equiv="${code}" disp="${code}"/>` : `<x id="${id}" equiv-text="${code}"/>`;
    })
    .join("");
}

function unitXml(unit: XliffUnit, version: XliffVersion): string[] {
  const ids = placeholderIds(unit.source);
  const translate = unit.translate ? "" : ' translate="no"';
  const source = `<source>${inlineXml(unit.source, ids, version)}</source>`;
  if (version === "2.0") {
    const notes = unit.notes.map((note) => `        <note category="${escapeAttribute(note.category)}">${escapeText(note.text)}</note>`);
    return [
      `    <unit id="${escapeAttribute(unit.id)}"${translate}>`,
      ...(notes.length ? ["      <notes>", ...notes, "      </notes>"] : []),
      `      <segment state="${unit.state}">`,
      `        ${source}`,
      ...(unit.target === undefined ? [] : [`        <target>${inlineXml(unit.target, ids, version)}</target>`]),
      "      </segment>",
      "    </unit>",
    ];
  }
  // 1.2 has no "initial": an outdated translation needs review, a missing one translation.
  const state = unit.state === "translated" ? "translated" : unit.target === undefined ? "needs-translation" : "needs-review-translation";
  return [
    `      <trans-unit id="${escapeAttribute(unit.id)}"${translate}>`,
    `        ${source}`,
    ...(unit.target === undefined ? [] : [`        <target state="${state}">${inlineXml(unit.target, ids, version)}</target>`]),
    ...unit.notes.map((note) => `        <note from="${escapeAttribute(note.category)}">${escapeText(note.text)}</note>`),
    "      </trans-unit>",
  ];
}

export function writeXliff({ srcLang, trgLang, original, units }: XliffFile, version: XliffVersion = "2.0"): string {
  const head =
    version === "2.0"
      ? [
          `<xliff xmlns="${namespaces["2.0"]}" version="2.0" srcLang="${escapeAttribute(srcLang)}" trgLang="${escapeAttribute(trgLang)}">`,
          `  <file id="copy" original="${escapeAttribute(original)}" xml:space="preserve">`,
        ]
      : [
          `<xliff xmlns="${namespaces["1.2"]}" version="1.2">`,
          `  <file original="${escapeAttribute(original)}" source-language="${escapeAttribute(srcLang)}" target-language="${escapeAttribute(trgLang)}" datatype="plaintext" xml:space="preserve">`,
          "    <body>",
        ];
  const tail = version === "2.0" ? ["  </file>", "</xliff>", ""] : ["    </body>", "  </file>", "</xliff>", ""];
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...head, ...units.flatMap((unit) => unitXml(unit, version)), ...tail].join("\n");
}
