import { faqEntries } from "../../content/copy.ts";
import { Faq } from "../Faq.tsx";
import { useSite } from "../SiteContext.tsx";
import { useText } from "../Text.tsx";

export function FaqSection() {
  const { copy } = useSite();
  const { phrases } = useText();
  return (
    <section className="section faq-section" id="faq" aria-labelledby="faq-title">
      <div className="container container--narrow">
        <h2 className="section__title" id="faq-title">
          {phrases(copy.faq.heading)}
        </h2>
        <Faq entries={faqEntries(copy)} />
      </div>
    </section>
  );
}
