import { useSite } from "../components/SiteContext.tsx";
import { Stars } from "../components/Stars.tsx";
import { useText } from "../components/Text.tsx";
import { fill } from "../content/copy.ts";
import { formatDate } from "../content/facts.ts";
import { choosePlurals } from "../content/placeholders.ts";
import type { AppStoreRecord } from "../launch/app-store-record.ts";

/**
 * The latest version, from the App Store's own record (src/launch/app-store-record.ts) and the maker's
 * listing, nothing made up: its number and release date, the iOS it needs and the rating as Apple
 * counts it, where a record is saved; the notes in the page's language where the App Store or the
 * fastlane listing has them (their line breaks kept, their addresses left as text). Published only
 * where there is one or the other (the registry's `shownWhen`).
 */
export function WhatsNew() {
  const { copy, locale, launch } = useSite();
  const { uiText } = useText();
  const { whatsNew } = copy;
  const record = launch.store[locale];
  const notes = launch.releaseNotes?.[locale];
  if (!record && !notes) return null;
  return (
    <article className="page page--prose container container--narrow whats-new">
      <header className="page__header">
        <h1 className="page__title">{uiText(whatsNew.heading)}</h1>
        {record ? <VersionFacts record={record} /> : null}
      </header>
      {notes ? (
        <section aria-labelledby="whats-new-notes">
          <h2 id="whats-new-notes">{uiText(whatsNew.notesHeading)}</h2>
          <p className="whats-new__notes" lang={notes.lang === locale ? undefined : notes.lang}>
            {notes.text}
          </p>
        </section>
      ) : null}
    </article>
  );
}

/** The record's version, date, requirement and rating. */
function VersionFacts({ record }: { record: AppStoreRecord }) {
  const { copy, locale } = useSite();
  const { runningText } = useText();
  const { whatsNew } = copy;
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const values = {
    version: record.version,
    releasedOn: formatDate(locale, record.versionReleased),
    minimumOs: record.minimumOsVersion,
    rating: number(record.rating?.average ?? 0, 1),
    ratingCount: number(record.rating?.count ?? 0),
  };
  const said = (template: string, where: string) => fill(template, values, `whatsNew.${where}`);
  return (
    <>
      <p className="page__lead whats-new__version">
        <strong>{runningText(said(whatsNew.version, "version"))}</strong>{" "}
        <time dateTime={record.versionReleased}>{runningText(said(whatsNew.released, "released"))}</time>
      </p>
      <p className="page__meta">{runningText(said(whatsNew.requires, "requires"))}</p>
      {record.rating ? (
        <p className="whats-new__rating">
          <Stars value={record.rating.average} />
          <strong>{runningText(said(whatsNew.rating, "rating"))}</strong>{" "}
          <span>
            {runningText(choosePlurals(said(whatsNew.ratingSource, "ratingSource"), locale, { ratingCount: record.rating.count }, values))}
          </span>
        </p>
      ) : null}
    </>
  );
}
