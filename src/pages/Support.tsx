import { Icon } from "../components/Icon.tsx";
import { mailtoHref } from "../components/SiteFooter.tsx";
import { useSite } from "../components/SiteContext.tsx";

export function Support() {
  const { site, href, copy } = useSite();
  const { support } = copy;
  return (
    <div className="page container">
      <header className="page__header">
        <h1 className="page__title">{support.heading}</h1>
        <p className="page__lead">{support.lead}</p>
      </header>
      <div className="support-cards">
        <section className="support-card" aria-labelledby="email-support" data-spec="email-support">
          <Icon name="mail" className="support-card__icon" />
          <h2 className="support-card__title" id="email-support">
            {support.emailCard.heading}
          </h2>
          <p>{support.emailCard.body}</p>
          <p>
            <a className="support-card__action" href={mailtoHref(site.contactEmail)}>
              {site.contactEmail}
            </a>
          </p>
          <p className="support-card__note" data-spec="response-time">
            {support.emailCard.responseTime}
          </p>
        </section>
        <section className="support-card" aria-labelledby="quick-faq">
          <Icon name="question" className="support-card__icon" />
          <h2 className="support-card__title" id="quick-faq">
            {support.faqCard.heading}
          </h2>
          <p>{support.faqCard.body}</p>
          <p>
            <a className="support-card__action" href={href("/#faq")} data-spec="faq-link">
              {support.faqCard.link}
            </a>
          </p>
        </section>
      </div>
      <p className="page__note">{copy.claims.onDevice}</p>
    </div>
  );
}
