import { Accessibility } from "../components/Accessibility.tsx";
import { Icon } from "../components/Icon.tsx";
import { ContactLink } from "../components/ContactLink.tsx";
import { useSite } from "../components/SiteContext.tsx";
import { useText } from "../components/Text.tsx";

export function Support() {
  const { href, copy } = useSite();
  const { runningText, uiText } = useText();
  const { support } = copy;
  return (
    <div className="page container">
      <header className="page__header">
        <h1 className="page__title">{uiText(support.heading)}</h1>
        <p className="page__lead">{runningText(support.lead)}</p>
      </header>
      <div className="support-cards">
        <section className="support-card" aria-labelledby="email-support">
          <Icon name="mail" className="support-card__icon" />
          <h2 className="support-card__title" id="email-support">
            {uiText(support.emailCard.heading)}
          </h2>
          <p>{runningText(support.emailCard.body)}</p>
          <p>
            <ContactLink className="support-card__action" />
          </p>
          <p className="support-card__note">{runningText(support.emailCard.responseTime)}</p>
        </section>
        <section className="support-card" aria-labelledby="quick-faq">
          <Icon name="question" className="support-card__icon" />
          <h2 className="support-card__title" id="quick-faq">
            {uiText(support.faqCard.heading)}
          </h2>
          <p>{runningText(support.faqCard.body)}</p>
          <p>
            <a className="support-card__action" href={href("/#faq")}>
              {uiText(support.faqCard.link)}
            </a>
          </p>
        </section>
      </div>
      <Accessibility />
      <p className="page__note">{runningText(copy.claims.onDevice)}</p>
    </div>
  );
}
