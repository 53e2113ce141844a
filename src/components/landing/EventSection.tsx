import { campaignToken, campaignsOn, eventStoreHref } from "../../launch/campaigns.ts";
import { badgeWordsIn, eventTextIn, eventTimes } from "../../launch/event-words.ts";
import type { AppEvent, MomentRun } from "../../launch/event-words.ts";
import { useSite } from "../SiteContext.tsx";
import { useText } from "../Text.tsx";
import { LandingSection } from "./LandingSection.tsx";

/** The card's image, as the App Store's event card shows it: decorative, the words beside it say what it is. Below the fold, so lazy. */
function EventImage({ image }: { image: AppEvent["image"] }) {
  const { asset } = useSite();
  const srcSet = (files: AppEvent["image"]["sources"][number]["files"]) =>
    files.map((file) => `${asset(file.path)} ${file.width}w`).join(", ");
  const sizes = "(min-width: 48rem) 45rem, 100vw";
  const fallback = image.sources.at(-1);
  if (!fallback) return null;
  return (
    <picture>
      {image.sources.slice(0, -1).map((source) => (
        <source type={source.type} srcSet={srcSet(source.files)} sizes={sizes} key={source.type} />
      ))}
      <img
        className="event-card__image"
        src={asset(fallback.files[0].path)}
        width={image.width}
        height={image.height}
        alt=""
        decoding="async"
        loading="lazy"
      />
    </picture>
  );
}

/** A moment's words, its date and its time of day each in a span that goes to the next line whole (_event-section.scss). */
const moment = (runs: readonly MomentRun[]) =>
  // biome-ignore lint/suspicious/noArrayIndexKey: rendered once, to static markup: the runs never move
  runs.map((run, index) => (run.whole ? <span key={index}>{run.text}</span> : run.text));

/**
 * The app's in-app events that have not ended (src/content/events.json), the soonest first, each
 * as the App Store's event card says it: its badge, name, when it runs (each end in the offset
 * the owner scheduled it in), its short and long description, and a link to it on the App Store.
 * The client script takes a card away once the visitor's clock is past its end (data-event-end),
 * and the section with its last card. Not rendered without an event.
 */
export function EventSection() {
  const { site, launch, copy, locale, report, productPage } = useSite();
  const { runningText, uiText } = useText();
  const events = launch.events ?? [];
  if (events.length === 0) return null;
  if (campaignsOn(site)) report.campaigns.add(campaignToken("event", locale, productPage?.campaign));
  return (
    <LandingSection name="events" heading={copy.events.heading} narrow>
      <ul className="events__list" data-events="">
        {events.map((event) => {
          const { text, lang } = eventTextIn(event, locale);
          const times = eventTimes(locale, event);
          return (
            <li className="event-card" data-event-end={new Date(event.end).toISOString()} key={event.referenceName}>
              <EventImage image={event.image} />
              <div className="event-card__body">
                <p className="event-card__badge">{uiText(badgeWordsIn(copy, event.badge))}</p>
                <h3 className="event-card__name" lang={lang}>
                  {uiText(text.name, lang)}
                </h3>
                <p className="event-card__when">
                  <time dateTime={event.start}>{moment(times.start)}</time>
                  {times.between}
                  <time dateTime={event.end}>{moment(times.end)}</time>
                </p>
                <p className="event-card__summary" lang={lang}>
                  {runningText(text.shortDescription)}
                </p>
                <p className="event-card__description" lang={lang}>
                  {runningText(text.longDescription)}
                </p>
                <a className="event-card__link" href={eventStoreHref(site, event.url, locale, productPage?.campaign)}>
                  {uiText(copy.events.link)}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
