/**
 * The app's in-app events, as the owner lists them in events.json (or the CMS), in App Store
 * Connect's own terms (its API's appEvents and appEventLocalizations): the home page shows each
 * one that has not ended by the sources' date.
 */
import { eventBadgeNames, eventBadges } from "./app-store-names.ts";
import { entriesByLanguage, schemaPointer } from "./data-schema.ts";
import type { DataOf, DataSchema } from "./data-schema.ts";

const words = (title: string, description: string) => ({ title, description, type: "string", minLength: 1 }) as const;

/** An event's words in one language, as App Store Connect's localization holds them. */
const localizationSchema = {
  type: "object",
  properties: {
    name: words(
      "Event name",
      "The event's name on the App Store, in this language: up to 30 characters, as App Store Connect counts them (each letter, space and mark a reader sees is one).",
    ),
    shortDescription: words("Short description", "The line on the event card, in this language: up to 50 characters."),
    longDescription: words("Long description", "The event details page's text, in this language: up to 120 characters."),
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
          referenceName: words(
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
