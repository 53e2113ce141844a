/**
 * The app's in-app events, as the owner lists them in events.json (or the CMS), in App Store
 * Connect's own terms (its API's appEvents and appEventLocalizations): the home page shows each
 * one that has not ended by the sources' date.
 */

/** App Store Connect's badges, by the API's identifiers (AppEvent.badge); each language's words for them are copy. */
export type EventBadge = "LIVE_EVENT" | "PREMIERE" | "CHALLENGE" | "COMPETITION" | "NEW_SEASON" | "MAJOR_UPDATE" | "SPECIAL_EVENT";

/** An event's words in one language, as App Store Connect's localization holds them. */
export interface EventLocalization {
  name: string;
  shortDescription: string;
  longDescription: string;
}

/** One in-app event, as events.json lists it. */
export interface InAppEventEntry {
  /** Its name in App Store Connect, never shown: the build names the event by it. */
  referenceName: string;
  badge: EventBadge;
  /** ISO 8601 with its offset from UTC, e.g. 2027-03-20T09:00:00+01:00. */
  eventStart: string;
  eventEnd: string;
  /** The event card's image under src/assets/events/, by its file name. */
  eventCard: string;
  /** The event's own link on the App Store. */
  url: string;
  /** By language code. */
  localizations: Readonly<Record<string, EventLocalization>>;
}
