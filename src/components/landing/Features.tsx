import { Icon } from "../Icon.tsx";
import type { IconName } from "../Icon.tsx";
import { useSite } from "../SiteContext.tsx";
import { useText } from "../Text.tsx";

/** Each feature's icon, in the order of the copy's features. */
const featureIcons: readonly IconName[] = ["swipe", "lock", "phone"];

export function Features() {
  const { featuresIntro, features } = useSite().copy;
  const { words, phrases } = useText();
  return (
    <section className="section features" id="features" aria-labelledby="features-title">
      <div className="container">
        <h2 className="section__title" id="features-title">
          {phrases(featuresIntro.heading)}
        </h2>
        <p className="section__lead">{words(featuresIntro.lead)}</p>
        <ul className="features__list">
          {features.map((feature, index) => (
            <li className="feature-card" key={feature.title}>
              <Icon name={featureIcons[index] ?? "sparkle"} className="feature-card__icon" />
              <h3 className="feature-card__title">{phrases(feature.title)}</h3>
              <p className="feature-card__body">{words(feature.body)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
