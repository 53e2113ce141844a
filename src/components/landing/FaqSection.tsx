import { faqFor, faqIntro } from "../../content/faq.ts";
import { Faq } from "../Faq.tsx";
import { useSite } from "../SiteContext.tsx";

export function FaqSection() {
  const { site } = useSite();
  return (
    <section className="section faq-section" id="faq" aria-labelledby="faq-title" data-spec="faq">
      <div className="container container--narrow">
        <h2 className="section__title" id="faq-title">
          {faqIntro.heading}
        </h2>
        <Faq entries={faqFor(site.appStoreState)} />
      </div>
    </section>
  );
}
