import { Icon } from "../Icon.tsx";
import type { IconName } from "../Icon.tsx";
import { useSite } from "../SiteContext.tsx";
import { useText } from "../Text.tsx";
import { LandingSection } from "./LandingSection.tsx";

/** Each feature's icon, in the order of the copy's features. */
const featureIcons: readonly IconName[] = ["swipe", "lock", "phone"];

export function Features() {
  const { featuresIntro, features } = useSite().copy;
  const { runningText, uiText } = useText();
  return (
    <LandingSection name="features" id="features" heading={featuresIntro.heading} lead={runningText(featuresIntro.lead)}>
      <ul className="features__list">
        {features.map((feature, index) => (
          <li className="feature-card" key={feature.title}>
            <Icon name={featureIcons[index] ?? "sparkle"} className="feature-card__icon" />
            <h3 className="feature-card__title">{uiText(feature.title)}</h3>
            <p className="feature-card__body">{runningText(feature.body)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
