import { useSite } from "../SiteContext.tsx";
import { useText } from "../Text.tsx";

export function Steps() {
  const { stepsIntro, steps } = useSite().copy;
  const { words, phrases } = useText();
  return (
    <section className="section steps" aria-labelledby="steps-title">
      <div className="container">
        <h2 className="section__title" id="steps-title">
          {phrases(stepsIntro.heading)}
        </h2>
        <ol className="steps__list">
          {steps.map((step) => (
            <li className="step" key={step.title}>
              <h3 className="step__title">{phrases(step.title)}</h3>
              <p className="step__body">{words(step.body)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
