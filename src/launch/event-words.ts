/**
 * An in-app event as the pages get it from the launch stage (AppEvent: events.json's that have
 * not ended by the sources' date, each card image encoded), and how a page in one language says
 * it: its name and descriptions, its badge, and when it runs.
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

/** A run of a moment's words: `whole` where no line may break inside it (its date, its time of day). */
export interface MomentRun {
  text: string;
  whole: boolean;
}

/** The fields of a date; the others (hour, minute, day period, zone) are the time of day's. */
const dateFields = new Set<string>(["era", "year", "relatedYear", "yearName", "month", "day", "weekday"]);

/**
 * A moment in runs: its date whole ("27. März 2027", "2027年3月27日") and its time of day whole
 * ("21:00 GMT+1"), so a line breaks only in the words between them (" um ", " at "). Those
 * words' first and last pieces stay with the field they touch ("日 ", " г."), and a literal
 * between two fields of one kind is that kind's (". ", ":").
 */
function momentRuns(parts: readonly Intl.DateTimeFormatPart[]): MomentRun[] {
  const kindOf = (part?: Intl.DateTimeFormatPart) => {
    if (!part || part.type === "literal") return undefined;
    return dateFields.has(part.type) ? "date" : "time";
  };
  const pieces = parts.flatMap((part, index): { text: string; kind?: string }[] => {
    const [before, after] = [kindOf(parts[index - 1]), kindOf(parts[index + 1])];
    if (part.type !== "literal") return [{ text: part.value, kind: kindOf(part) }];
    if (before && before === after) return [{ text: part.value, kind: before }];
    const [, head = "", middle = "", tail = ""] = /^(\S*)(.*?)(\S*)$/su.exec(part.value) ?? [];
    return [
      { text: head, kind: before },
      { text: middle, kind: undefined },
      { text: tail, kind: after },
    ];
  });
  const runs: (MomentRun & { kind?: string })[] = [];
  for (const { text, kind } of pieces) {
    const last = runs.at(-1);
    if (!text) continue;
    if (last && last.kind === kind) last.text += text;
    else runs.push({ text, whole: kind !== undefined, kind });
  }
  return runs.map(({ text, whole }) => ({ text, whole }));
}

/**
 * When an event runs, as the language writes a span of time: its start and its end, each in the
 * offset the owner wrote it in and named (GMT+1), in runs a line breaks between only (a date stays
 * whole), and what the language puts between them (" – ", "～"), as Intl's own range says it.
 */
export function eventTimes(
  locale: string,
  { start, end }: Pick<AppEvent, "start" | "end">,
): { start: MomentRun[]; between: string; end: MomentRun[] } {
  const runs = (iso: string) =>
    momentRuns(new Intl.DateTimeFormat(locale, { ...shown, timeZone: offsetOf(iso) }).formatToParts(new Date(iso)));
  // Two days far apart share nothing but what stands between them.
  const range = new Intl.DateTimeFormat(locale, { ...shown, timeZone: "UTC" }).formatRangeToParts(0, 40 * 86_400_000);
  const between = range.filter((part) => part.source === "shared").map((part) => part.value);
  return { start: runs(start), between: between.join("") || " – ", end: runs(end) };
}

/** An event's badge in a language's words, as the App Store shows it there. */
export const badgeWordsIn = (copy: Copy, badge: EventBadge): string => copy.events.badges[badge];
