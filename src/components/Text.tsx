import { Fragment } from "react";
import type { ReactNode } from "react";
import { englishParts } from "../language-parts.ts";
import type { TextPart } from "../language-parts.ts";
import { addressPieces, phraseParser, phrasePieces } from "../line-breaks.ts";
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
function render(parts: readonly TextPart[], lang: string, phrased: boolean, inserts: Inserts, isolate = false): ReactNode[] {
  const parser = phrased ? phraseParser(lang) : undefined;
  // A phrase point falls only beside a CJK character, so never inside an address.
  const marked = (text: string) => withBreaks((parser ? phrasePieces(text, parser) : [text]).flatMap(addressPieces));
  const plain = (text: string): ReactNode[] => {
    const part = Object.keys(inserts).find((candidate) => candidate && text.includes(candidate));
    if (part === undefined) return [marked(text)];
    const at = text.indexOf(part);
    return [marked(text.slice(0, at)), <Fragment key={part}>{inserts[part]}</Fragment>, ...plain(text.slice(at + part.length))];
  };
  return parts.map((part, index) =>
    typeof part === "string" ? (
      plain(part)
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: rendered once, to static markup: the parts never move
      <span lang="en" dir={isolate ? "ltr" : undefined} key={index}>
        {render(part.english, "en", phrased, inserts)}
      </span>
    ),
  );
}

/**
 * The copy as a visitor reads it, marked as it renders, so that the page's HTML is written once
 * (see src/line-breaks.ts and src/language-parts.ts): `words` for running text, where an
 * address breaks only at its own points and English left in a translation says so with
 * lang="en"; `phrases` for short UI text (the text of `phraseElements`), which in Japanese
 * breaks between phrases only. `lang` is the text's own language where it is not the page's.
 */
export function useText(): { words: (text: string, inserts?: Inserts) => ReactNode; phrases: (text: string, lang?: string) => ReactNode } {
  const { locale, copy } = useSite();
  const isolate = copy.language.dir === "rtl";
  return {
    words: (text, inserts = {}) => render(englishParts(text), locale, false, inserts, isolate),
    phrases: (text, lang = locale) => render(englishParts(text), lang, true, {}, isolate),
  };
}
