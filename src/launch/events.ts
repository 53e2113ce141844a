/**
 * The in-app events the pages show, as the launch stage hands them on (events.json's that have
 * not ended by the sources' date, each card image encoded), and how a page in one language says
 * an event's words and times.
 */
import type { EventBadge } from "../content/app-store-names.ts";
import type { EventLocalization } from "../content/events.ts";
import type { Copy } from "../content/site-content.ts";
import { ownOrBase } from "../content/variants.ts";
import { defaultLocale } from "../site.ts";

/** The event card's image, encoded like a screenshot: each format at each width, smallest format first. */
interface EventCardImage {
  width: number;
  height: number;
  sources: { type: string; files: { path: string; width: number }[] }[];
}

export interface AppEvent {
  referenceName: string;
  badge: EventBadge;
  /** As events.json has them: ISO 8601 with the offset the owner scheduled in. */
  start: string;
  end: string;
  /** The event's own link on the App Store. */
  url: string;
  localizations: Readonly<Record<string, EventLocalization>>;
  image: EventCardImage;
}

/** An event's words on a page in `locale`: its own or its base language's; else the default's, in their own `lang` (the tests' pseudo-locales). */
export function eventTextIn(event: AppEvent, locale: string): { text: EventLocalization; lang?: string } {
  const own = ownOrBase(event.localizations, locale);
  if (own) return { text: own };
  const lang = event.localizations[defaultLocale] ? defaultLocale : (Object.keys(event.localizations)[0] ?? defaultLocale);
  return { text: event.localizations[lang], lang };
}

/** The offset an ISO moment was written in, as Intl takes a time zone: "+01:00", or "UTC" for Z. */
const offsetOf = (iso: string) => /([+-]\d{2}:\d{2})$/.exec(iso)?.[1] ?? "UTC";

const shown: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/**
 * When an event runs, as the language writes a span of time: its start and its end, each in the
 * offset the owner wrote it in and named (GMT+1), and what the language puts between them (" – ",
 * "～"), as Intl's own range says it.
 */
export function eventTimes(
  locale: string,
  { start, end }: Pick<AppEvent, "start" | "end">,
): { start: string; between: string; end: string } {
  const format = (iso: string) => new Intl.DateTimeFormat(locale, { ...shown, timeZone: offsetOf(iso) }).format(new Date(iso));
  // Two days far apart share nothing but what stands between them.
  const range = new Intl.DateTimeFormat(locale, { ...shown, timeZone: "UTC" }).formatRangeToParts(0, 40 * 86_400_000);
  const between = range.filter((part) => part.source === "shared").map((part) => part.value);
  return { start: format(start), between: between.join("") || " – ", end: format(end) };
}

/** An event's badge in a language's words, as the App Store shows it there. */
export const badgeWordsIn = (copy: Copy, badge: EventBadge): string => copy.events.badges[badge];
