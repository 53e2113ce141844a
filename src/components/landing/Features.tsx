import { features, featuresIntro } from "../../content/landing.ts";
import { Icon } from "../Icon.tsx";

export function Features() {
  return (
    <section className="section features" id="features" aria-labelledby="features-title" data-spec="features">
      <div className="container">
        <h2 className="section__title" id="features-title">
          {featuresIntro.heading}
        </h2>
        <p className="section__lead">{featuresIntro.lead}</p>
        <ul className="features__list">
          {features.map((feature) => (
            <li className="feature-card" key={feature.title} data-spec="feature">
              <Icon name={feature.icon} className="feature-card__icon" />
              <h3 className="feature-card__title">{feature.title}</h3>
              <p className="feature-card__body">{feature.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
