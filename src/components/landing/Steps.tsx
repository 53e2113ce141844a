import { useSite } from "../SiteContext.tsx";
import { useText } from "../Text.tsx";
import { LandingSection } from "./LandingSection.tsx";

export function Steps() {
  const { stepsIntro, steps } = useSite().copy;
  const { runningText, uiText } = useText();
  return (
    <LandingSection name="steps" heading={stepsIntro.heading}>
      <ol className="steps__list">
        {steps.map((step) => (
          <li className="step" key={step.title}>
            <h3 className="step__title">{uiText(step.title)}</h3>
            <p className="step__body">{runningText(step.body)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
