/**
 * What the copy says of its own texts, as data the components read while they render them
 * (src/content/copy.ts makes the notes as it fills the copy in):
 * - English left in a translation: a language published before it is wholly translated shows
 *   English where it has no translation yet, and each such part says so with lang="en" (WCAG
 *   3.1.2, language of parts), so a screen reader reads it with an English voice and the browser
 *   hyphenates it as English;
 * - the claims a text makes, so the build can tell when a claim is no longer made on any page.
 */

/** A run of a text, English or in the page's language. */
export interface TextPart {
  text: string;
  english: boolean;
}

export interface TextNotes {
  /** Each text that is English, wholly or in part, by its words: its parts. */
  english: ReadonlyMap<string, readonly TextPart[]>;
  /** The claims each text makes, by its words: `onDevice`, `availability`… */
  claims: ReadonlyMap<string, readonly string[]>;
}

/** Whether a text is English from end to end (then it cannot say so where it stands in an attribute). */
export const whollyEnglish = (notes: TextNotes, text: string) => notes.english.get(text)?.every((part) => part.english) ?? false;
