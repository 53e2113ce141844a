import type { ReactNode } from "react";
import { mailtoHref } from "../components/SiteFooter.tsx";
import { useSite } from "../components/SiteContext.tsx";
import { facts, formatDate } from "../content/facts.ts";

/** `text` with the first `part` of it shown as `element` instead: the date as a <time>, the address as a link. */
function around(text: string, part: string, element: ReactNode): ReactNode {
  const at = text.indexOf(part);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {element}
      {text.slice(at + part.length)}
    </>
  );
}

/** The policy's prose is the locale's copy: each section's key is also its id, so links to it survive a reworded heading. */
export function Privacy() {
  const { site, copy, locale } = useSite();
  const { privacy } = copy;
  const date = formatDate(locale, facts.privacyLastUpdated);
  const email = <a href={mailtoHref(site.contactEmail)}>{site.contactEmail}</a>;
  return (
    <article className="page page--prose container container--narrow">
      <header className="page__header">
        <h1 className="page__title">{privacy.heading}</h1>
        <p className="page__meta">
          {around(
            privacy.lastUpdated,
            date,
            <time dateTime={facts.privacyLastUpdated} data-spec="privacy-updated">
              {date}
            </time>,
          )}
        </p>
        <p className="page__lead">{privacy.lead}</p>
      </header>
      {Object.entries(privacy.sections).map(([id, section]) => (
        <section aria-labelledby={id} data-spec="privacy-section" key={id}>
          <h2 id={id}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{around(paragraph, site.contactEmail, email)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
