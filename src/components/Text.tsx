import { Fragment } from "react";
import type { ReactNode } from "react";
import { addressPieces, phraseParser, phrasePieces, softHyphens } from "../text/line-breaks.ts";
import type { TextPart } from "../text/notes.ts";
import { useSite } from "./SiteContext.tsx";

/** Pieces of text with a line-break point (<wbr>) between each two. */
const withBreaks = (pieces: readonly string[]): ReactNode[] =>
  // biome-ignore lint/suspicious/noArrayIndexKey: rendered once, to static markup: the pieces never move
  pieces.flatMap((piece, index) => (index === 0 ? [piece] : [<wbr key={index} />, piece]));

/** Where a text shows a part of it as an element of its own: the date as a <time>, the address as a link. */
type Inserts = Readonly<Record<string, ReactNode>>;

/**
 * `isolate`: the page is written right to left, so an English part is also its own left-to-right
 * run (dir="ltr", which isolates it): its punctuation and numbers stay with its words ("128 of
 * 2,431", not "of 2,431 128").
 */
function render(parts: readonly TextPart[], lang: string, phrased: boolean, inserts: Inserts, isolate: boolean): ReactNode[] {
  // A phrase point falls only beside a CJK character, so never inside an address; a language
  // that breaks by phrase has no soft hyphens, and an address none.
  const marked = (text: string, language: string) => {
    const parser = phrased ? phraseParser(language) : undefined;
    return withBreaks((parser ? phrasePieces(text, parser) : [softHyphens(text, language)]).flatMap(addressPieces));
  };
  const plain = (text: string, language: string): ReactNode[] => {
    const part = Object.keys(inserts).find((candidate) => candidate && text.includes(candidate));
    if (part === undefined) return [marked(text, language)];
    const at = text.indexOf(part);
    return [
      marked(text.slice(0, at), language),
      <Fragment key={part}>{inserts[part]}</Fragment>,
      ...plain(text.slice(at + part.length), language),
    ];
  };
  return parts.map((part, index) =>
    part.english && lang !== "en" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: rendered once, to static markup: the parts never move
      <span lang="en" dir={isolate ? "ltr" : undefined} key={index}>
        {plain(part.text, "en")}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: rendered once, to static markup: the parts never move
      <Fragment key={index}>{plain(part.text, lang)}</Fragment>
    ),
  );
}

/**
 * The copy as a visitor reads it, marked as it renders, so that the page's HTML is written once
 * (see src/text/line-breaks.ts and src/text/notes.ts): `runningText` for running text, where an
 * address breaks only at its own points, a long word at its syllables (a soft hyphen, in a
 * language with hyphenation patterns), and English left in a translation says so with
 * lang="en"; `uiText` for short UI text (the text of `phraseElements`), which in Japanese
 * breaks between phrases only. Each text's claims are reported for the build. `source`: the
 * copy's text a page filled in itself (from a record), whose notes the text carries.
 */
export function useText(): {
  runningText: (text: string, inserts?: Inserts, source?: string) => ReactNode;
  uiText: (text: string, lang?: string) => ReactNode;
} {
  const { locale, copy, notes, report } = useSite();
  const isolate = copy.language.dir === "rtl";
  const partsOf = (text: string, source = text): TextPart[] => {
    for (const claim of notes.claims.get(source) ?? []) report.claims.add(claim);
    const noted = notes.english.get(source);
    if (!noted) return [{ text, english: false }];
    return source === text ? [...noted] : [{ text, english: noted.every((part) => part.english) }];
  };
  return {
    runningText: (text, inserts = {}, source = text) => render(partsOf(text, source), locale, false, inserts, isolate),
    uiText: (text, lang = locale) => render(partsOf(text), lang, true, {}, isolate),
  };
}
