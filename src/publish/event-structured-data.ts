/**
 * An in-app event as schema.org's Event, in the page's language, as Google's Event structured
 * data asks of an online event: the event's name and description, its start and end with their
 * offset from UTC, eventAttendanceMode OnlineEventAttendanceMode and a VirtualLocation at its App
 * Store link, its image, and who organises it (the app's maker, at the site's address).
 */
import type { AppEvent } from "../launch/event-words.ts";
import { eventTextIn } from "../launch/event-words.ts";
import type { SiteLocale } from "../routing/languages.ts";
import { absoluteUrl, localePath } from "../routing/urls.ts";
import type { SiteConfig } from "../site.ts";

export function eventStructuredData(site: SiteConfig, { code }: SiteLocale, event: AppEvent): object {
  const { text, lang } = eventTextIn(event, code);
  const jpeg = event.image.sources.at(-1)?.files ?? [];
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: text.name,
    description: text.longDescription,
    inLanguage: lang ?? code,
    startDate: event.start,
    endDate: event.end,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: event.url },
    // The widest encoding (1,280 px): Google takes images at least 720 px wide.
    ...(jpeg.length > 0 ? { image: [absoluteUrl(site, jpeg[jpeg.length - 1].path)] } : {}),
    organizer: { "@type": "Organization", name: site.name, url: absoluteUrl(site, localePath(code, "/")) },
  };
}
