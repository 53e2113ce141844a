import { ContactLink } from "../components/ContactLink.tsx";
import { useSite } from "../components/SiteContext.tsx";
import { formatDate } from "../content/facts.ts";
import { useText } from "../components/Text.tsx";
import { PrivacyLabel } from "../components/PrivacyLabel.tsx";

/**
 * The policy's prose is the locale's copy, its sections in the copy's order: each section's id is
 * also its anchor, so links to it survive a reworded heading. Before them, the privacy label the
 * app declares to Apple, which the build holds to the policy's claims.
 */
export function Privacy() {
  const { site, copy, locale, facts } = useSite();
  const { runningText, uiText } = useText();
  const { privacy } = copy;
  const date = formatDate(locale, facts.privacyLastUpdated);
  return (
    <article className="page page--prose container container--narrow">
      <header className="page__header">
        <h1 className="page__title">{uiText(privacy.heading)}</h1>
        <p className="page__meta">
          {runningText(privacy.lastUpdated, {
            [date]: <time dateTime={facts.privacyLastUpdated}>{date}</time>,
          })}
        </p>
        <p className="page__lead">{runningText(privacy.lead)}</p>
      </header>
      <PrivacyLabel />
      {privacy.sections.map((section) => (
        <section aria-labelledby={section.id} key={section.id}>
          <h2 id={section.id}>{uiText(section.heading)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{runningText(paragraph, { [site.contactEmail]: <ContactLink /> })}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
