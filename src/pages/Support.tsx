import { Icon } from "../components/Icon.tsx";
import { mailtoHref } from "../components/SiteFooter.tsx";
import { useSite } from "../components/SiteContext.tsx";
import { useText } from "../components/Text.tsx";

export function Support() {
  const { site, href, copy } = useSite();
  const { words, phrases } = useText();
  const { support } = copy;
  return (
    <div className="page container">
      <header className="page__header">
        <h1 className="page__title">{phrases(support.heading)}</h1>
        <p className="page__lead">{words(support.lead)}</p>
      </header>
      <div className="support-cards">
        <section className="support-card" aria-labelledby="email-support">
          <Icon name="mail" className="support-card__icon" />
          <h2 className="support-card__title" id="email-support">
            {phrases(support.emailCard.heading)}
          </h2>
          <p>{words(support.emailCard.body)}</p>
          <p>
            <a className="support-card__action" href={mailtoHref(site.contactEmail)}>
              {phrases(site.contactEmail)}
            </a>
          </p>
          <p className="support-card__note">{words(support.emailCard.responseTime)}</p>
        </section>
        <section className="support-card" aria-labelledby="quick-faq">
          <Icon name="question" className="support-card__icon" />
          <h2 className="support-card__title" id="quick-faq">
            {phrases(support.faqCard.heading)}
          </h2>
          <p>{words(support.faqCard.body)}</p>
          <p>
            <a className="support-card__action" href={href("/#faq")}>
              {phrases(support.faqCard.link)}
            </a>
          </p>
        </section>
      </div>
      <p className="page__note">{words(copy.claims.onDevice)}</p>
    </div>
  );
}
