/**
 * The app's in-app events, as the owner lists them in events.json (or the CMS), in App Store
 * Connect's own terms (its API's appEvents and appEventLocalizations): the file's shape, and the
 * checks its schema cannot make (App Store Connect's limits on an event's words, counted in
 * characters as a reader sees them; a start before the end, and no more than 31 days between; a
 * reference name used once), each problem named by where it is in the file, the event, the
 * language, the field, its length and the limit. The home page shows each event that has not
 * ended by the sources' date.
 */
import { englishName } from "./app-store-languages.ts";
import { eventBadgeNames, eventBadges } from "./app-store-names.ts";
import { entriesByLanguage, schemaPointer, wordsField } from "./data-schema.ts";
import type { DataOf, DataProblem, DataSchema } from "./data-schema.ts";

/** An event's words in one language, as App Store Connect's localization holds them. */
const localizationSchema = {
  type: "object",
  properties: {
    name: wordsField(
      "Event name",
      "The event's name on the App Store, in this language: up to 30 characters, as App Store Connect counts them (each letter, space and mark a reader sees is one).",
    ),
    shortDescription: wordsField("Short description", "The line on the event card, in this language: up to 50 characters."),
    longDescription: wordsField("Long description", "The event details page's text, in this language: up to 120 characters."),
  },
  required: ["name", "shortDescription", "longDescription"],
  additionalProperties: false,
} as const satisfies DataSchema;

const badgesInWords = new Intl.ListFormat("en-GB").format(
  eventBadgeNames.map(([id, name], index) => (index === 0 ? `${name} (${id})` : name)),
);

/** events.json's shape: its type, the build's check, the CMS's fields and the editors' schema (events.schema.json) come from it. */
export const eventsSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "events.schema.json",
  title: "In-app events",
  description:
    "The app's in-app events, as App Store Connect names their fields (In-App Events in its sidebar): the home page shows each one that has not ended, with its badge, dates, words and card image, and tells search engines of it. An event whose end is past by the sources' date (the last commit's) is left out of the build, which says so; a visitor whose clock is past its end no longer sees it. Empty by default: no section.",
  type: "object",
  properties: {
    $schema: schemaPointer,
    events: {
      title: "In-app events",
      description: "Each event as it stands in App Store Connect. The home page shows those that have not ended, the soonest first.",
      type: "array",
      items: {
        type: "object",
        properties: {
          referenceName: wordsField(
            "Reference name",
            "The event's name in App Store Connect, which visitors never see: up to 64 characters, and no two events alike. The build names the event by it.",
          ),
          badge: {
            title: "Badge",
            description: `The badge App Store Connect shows above the event's name: ${badgesInWords}. Each language's words for it are in its copy (events.badges).`,
            type: "string",
            enum: eventBadges,
          },
          eventStart: {
            title: "Event start",
            description:
              "When the event starts, with its offset from UTC, as App Store Connect schedules it: 2027-03-20T09:00:00+01:00 (or Z for UTC). The page shows it in that offset.",
            type: "string",
            format: "date-time",
          },
          eventEnd: {
            title: "Event end",
            description:
              "When the event ends, as the start is written: after it, and no more than 31 days after it (App Store Connect's longest event). From then on the event is left out.",
            type: "string",
            format: "date-time",
          },
          eventCard: {
            title: "Event card image",
            description:
              "The event card's image as you upload it to App Store Connect: a PNG or JPEG under src/assets/events/, 16:9 and at least 1920 × 1080, by its file name.",
            type: "string",
            pattern: "^[^/\\\\]+\\.(png|jpe?g)$",
            patternDescription: "a file name ending in .png, .jpg or .jpeg, without a folder",
          },
          url: {
            title: "App Store link",
            description:
              "The event's link on the App Store, which its card links to: the one the App Store app's Share button gives on the event's page (any https://apps.apple.com/ address: the app's own page will do).",
            type: "string",
            format: "uri",
            pattern: "^https://apps\\.apple\\.com/",
            patternDescription: "an App Store address, starting https://apps.apple.com/",
          },
          localizations: entriesByLanguage(localizationSchema, {
            title: "Name and descriptions",
            description:
              "By language code, as App Store Connect's localizations: the name, short description and long description in each language the site publishes.",
          }),
        },
        required: ["referenceName", "badge", "eventStart", "eventEnd", "eventCard", "url", "localizations"],
        additionalProperties: false,
      },
    },
  },
  required: ["events"],
  additionalProperties: false,
} as const satisfies DataSchema;

/** An event's words in one language, as App Store Connect's localization holds them. */
export type EventLocalization = DataOf<typeof localizationSchema>;

/** One in-app event, as events.json lists it: its words by language code. */
export type InAppEventEntry = DataOf<typeof eventsSchema, EventLocalization>["events"][number];

/** App Store Connect's limits, in characters (its help: "Configure event details"). @internal Exported for the tests. */
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
 * @internal Exported for the tests.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

const fieldNames: Readonly<Record<keyof EventLocalization, string>> = {
  name: "name",
  shortDescription: "short description",
  longDescription: "long description",
};

/**
 * The problems of events.json's value, read as far as it goes: run on the file whether or not it
 * met its schema, so that a name over its limit is named beside whatever else the schema says.
 */
export function eventProblems(value: unknown): DataProblem[] {
  const listed = (value as { events?: unknown } | undefined)?.events;
  const events = (Array.isArray(listed) ? listed : []) as Partial<InAppEventEntry>[];
  const problems: DataProblem[] = [];
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
            says: `${who}, ${code} (${englishName(code)}) ${fieldNames[field]}: ${length} characters, over App Store Connect's ${limit}; shorten it`,
          });
      }
  });
  return problems;
}
