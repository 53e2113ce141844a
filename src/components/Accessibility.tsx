import { shownFamily, supportedFeatures } from "../content/accessibility.ts";
import { Icon } from "./Icon.tsx";
import { ContactLink } from "./ContactLink.tsx";
import { useSite } from "./SiteContext.tsx";
import { useText } from "./Text.tsx";

/**
 * Accessibility, twice: the features the app declares to Apple for iPhone (its Accessibility
 * Nutrition Labels, src/content/accessibility.json), by Apple's names in the page's language and
 * in Apple's order, or Apple's words for none declared; and the website's own statement, which
 * says only what the tests check.
 */
export function Accessibility() {
  const { site, copy, launch } = useSite();
  const { runningText, uiText } = useText();
  const words = copy.accessibility;
  const features = supportedFeatures(launch.declarations.accessibility, shownFamily);
  return (
    <section className="accessibility" aria-labelledby="accessibility">
      <h2 className="accessibility__title" id="accessibility">
        {uiText(words.heading)}
      </h2>
      <div className="accessibility__part">
        <h3 className="accessibility__heading">{uiText(words.app.heading)}</h3>
        {features?.length ? (
          <>
            <p>{runningText(words.app.lead)}</p>
            <ul className="accessibility__features">
              {features.map((feature) => (
                <li className="accessibility__feature" key={feature}>
                  <Icon name="check" className="accessibility__check" />
                  {uiText(words.features[feature])}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{runningText(words.app.notDeclared)}</p>
        )}
      </div>
      <div className="accessibility__part">
        <h3 className="accessibility__heading">{uiText(words.site.heading)}</h3>
        <p>{runningText(words.site.lead)}</p>
        <ul className="accessibility__tested">
          {words.site.tested.map((sentence) => (
            <li key={sentence}>{runningText(sentence)}</li>
          ))}
        </ul>
        <p>{runningText(words.site.contact, { [site.contactEmail]: <ContactLink /> })}</p>
      </div>
    </section>
  );
}
