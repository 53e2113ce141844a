import { useSite } from "../components/SiteContext.tsx";
import { Stars } from "../components/Stars.tsx";
import { useText } from "../components/Text.tsx";
import { fill } from "../content/copy.ts";
import { formatDate } from "../content/facts.ts";
import { choosePlurals } from "../content/placeholders.ts";

/**
 * The latest version, from the App Store's own record (src/app-store.ts) and nothing else: its
 * number and release date, the notes as the developer wrote them (their line breaks kept, their
 * addresses left as text), the iOS it needs, and the rating as Apple counts it, once there is
 * one. Published only where a record is saved (the registry's `shownWhen`).
 */
export function WhatsNew() {
  const { copy, locale, launch } = useSite();
  const { words, phrases } = useText();
  const { whatsNew } = copy;
  const record = launch.store[locale];
  if (!record) return null;
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
    <article className="page page--prose container container--narrow whats-new">
      <header className="page__header">
        <h1 className="page__title">{phrases(whatsNew.heading)}</h1>
        <p className="page__lead whats-new__version">
          <strong>{words(said(whatsNew.version, "version"))}</strong>{" "}
          <time dateTime={record.versionReleased}>{words(said(whatsNew.released, "released"))}</time>
        </p>
        <p className="page__meta">{words(said(whatsNew.requires, "requires"))}</p>
        {record.rating ? (
          <p className="whats-new__rating">
            <Stars value={record.rating.average} />
            <strong>{words(said(whatsNew.rating, "rating"))}</strong>{" "}
            <span>
              {words(choosePlurals(said(whatsNew.ratingSource, "ratingSource"), locale, { ratingCount: record.rating.count }, values))}
            </span>
          </p>
        ) : null}
      </header>
      {record.releaseNotes ? (
        <section aria-labelledby="whats-new-notes">
          <h2 id="whats-new-notes">{phrases(whatsNew.notesHeading)}</h2>
          <p className="whats-new__notes" lang={record.lang === locale ? undefined : record.lang}>
            {record.releaseNotes}
          </p>
        </section>
      ) : null}
    </article>
  );
}
