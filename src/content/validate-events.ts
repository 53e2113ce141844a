/**
 * The checks of src/content/events.json that its schema cannot make: App Store Connect's limits
 * on an event's words, counted in characters as a reader sees them; a start before the end, and
 * no more than 31 days between; a reference name used once. The build stops on any problem,
 * each named by where it is in the file, the event, the language, the field, its length and the
 * limit.
 */
import type { EventLocalization, InAppEventEntry } from "./events.ts";

/** App Store Connect's limits, in characters (its help: "Configure event details"). */
export const eventTextLimits: Readonly<Record<keyof EventLocalization, number>> = { name: 30, shortDescription: 50, longDescription: 120 };
const referenceNameLimit = 64;
/** App Store Connect's longest event ("Manage events": it "must not run longer than 31 days"). */
const longestEventDays = 31;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * Characters as a reader counts them, and as App Store Connect counts a localized name (each
 * Chinese or Japanese character one, as the Latin letters): grapheme clusters, so that ü is one
 * whether it was typed as one code point or as u and a combining mark, and an emoji one where
 * JavaScript's UTF-16 length would say two or more. Apple's own String counts the same way.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** A problem, with where it is in the file. */
export interface EventProblem {
  at: (string | number)[];
  says: string;
}

const languageName = (code: string) => {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
};

const fieldNames: Readonly<Record<keyof EventLocalization, string>> = {
  name: "name",
  shortDescription: "short description",
  longDescription: "long description",
};

/**
 * The problems of events.json's value, read as far as it goes: run on the file whether or not it
 * met its schema, so that a name over its limit is named beside whatever else the schema says.
 */
export function eventProblems(value: unknown): EventProblem[] {
  const listed = (value as { events?: unknown } | undefined)?.events;
  const events = (Array.isArray(listed) ? listed : []) as Partial<InAppEventEntry>[];
  const problems: EventProblem[] = [];
  events.forEach((event, index) => {
    if (!event || typeof event !== "object") return;
    const who = `event "${event.referenceName ?? index + 1}"`;
    const at = (...path: (string | number)[]) => ["events", index, ...path];
    const referenceLength = typeof event.referenceName === "string" ? characterCount(event.referenceName) : 0;
    if (referenceLength > referenceNameLimit)
      problems.push({
        at: at("referenceName"),
        says: `${who}: its reference name is ${referenceLength} characters long; App Store Connect takes at most ${referenceNameLimit}`,
      });
    if (event.referenceName !== undefined && events.findIndex((other) => other?.referenceName === event.referenceName) !== index)
      problems.push({ at: at("referenceName"), says: `${who} is listed twice: App Store Connect takes each reference name once` });
    const [start, end] = [Date.parse(String(event.eventStart)), Date.parse(String(event.eventEnd))];
    if (end <= start) problems.push({ at: at("eventEnd"), says: `${who} ends (${event.eventEnd}) before it starts (${event.eventStart})` });
    else if (end - start > longestEventDays * 86_400_000)
      problems.push({
        at: at("eventEnd"),
        says: `${who} runs ${Math.ceil((end - start) / 86_400_000)} days; App Store Connect takes events of at most ${longestEventDays}`,
      });
    const localizations = event.localizations && typeof event.localizations === "object" ? event.localizations : {};
    for (const [code, localization] of Object.entries(localizations))
      for (const [field, limit] of Object.entries(eventTextLimits) as [keyof EventLocalization, number][]) {
        const text = (localization as Partial<EventLocalization> | undefined)?.[field];
        const length = typeof text === "string" ? characterCount(text) : 0;
        if (length > limit)
          problems.push({
            at: at("localizations", code, field),
            says: `${who}, ${code} (${languageName(code)}) ${fieldNames[field]}: ${length} characters, over App Store Connect's ${limit}; shorten it`,
          });
      }
  });
  return problems;
}
