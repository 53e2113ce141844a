import { faqEntries } from "../../content/copy.ts";
import { Faq } from "../Faq.tsx";
import { useSite } from "../SiteContext.tsx";
import { LandingSection } from "./LandingSection.tsx";

export function FaqSection() {
  const { copy } = useSite();
  return (
    <LandingSection name="faq-section" id="faq" heading={copy.faq.heading} narrow>
      <Faq entries={faqEntries(copy)} />
    </LandingSection>
  );
}
