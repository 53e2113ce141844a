import { faqEntries } from "../../content/copy.ts";
import { Faq } from "../Faq.tsx";
import { useSite } from "../SiteContext.tsx";

export function FaqSection() {
  const { copy } = useSite();
  return (
    <section className="section faq-section" id="faq" aria-labelledby="faq-title" data-spec="faq">
      <div className="container container--narrow">
        <h2 className="section__title" id="faq-title">
          {copy.faq.heading}
        </h2>
        <Faq entries={faqEntries(copy)} />
      </div>
    </section>
  );
}
