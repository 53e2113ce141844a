import { collectedData, collectedProtections, collectsNothing, notCollected } from "../content/privacy-label.ts";
import { appStoreHref, campaignToken, campaignsOn } from "../launch/campaigns.ts";
import { Icon } from "./Icon.tsx";
import { useSite } from "./SiteContext.tsx";
import { useText } from "./Text.tsx";

/**
 * The privacy label the app declares to Apple (app_privacy_details.json), as the App Store's
 * product page groups it: data used to track you, linked to you, not linked to you, each data
 * type with its purposes in App Store Connect's order; or "Data Not Collected". Every name is
 * the page's language's (the copy's privacyLabel). Once the app is live, a link to its App
 * Store page, where Apple shows the same: the page has no address of its privacy section.
 * Its heading stands in its header, with the words that say what the label is.
 */
export function PrivacyLabel() {
  const { site, copy, launch, locale, report } = useSite();
  const { runningText, uiText } = useText();
  const words = copy.privacyLabel;
  const { privacyLabel } = launch.declarations;
  const collected = collectedData(privacyLabel);
  const groups = collectedProtections
    .map((protection) => ({ protection, data: collected.filter((data) => data.protections.includes(protection)) }))
    .filter((group) => group.data.length > 0);
  const none = collectsNothing(privacyLabel);
  if (!none && groups.length === 0) return null;
  const live = site.appStoreState === "live";
  if (live && campaignsOn(site)) report.campaigns.add(campaignToken("privacy", locale));
  return (
    <section className="privacy-label" aria-labelledby="app-privacy">
      <header>
        <h2 className="privacy-label__title" id="app-privacy">
          <Icon name="lock" className="privacy-label__icon" />
          {uiText(words.heading)}
        </h2>
        <p className="privacy-label__lead">{runningText(words.lead)}</p>
      </header>
      {none ? (
        <div className="privacy-label__group">
          <h3 className="privacy-label__heading">{uiText(words.protections[notCollected].heading)}</h3>
          <p>{runningText(words.protections[notCollected].body)}</p>
        </div>
      ) : (
        groups.map(({ protection, data }) => (
          <div className="privacy-label__group" key={protection}>
            <h3 className="privacy-label__heading">{uiText(words.protections[protection].heading)}</h3>
            <p>{runningText(words.protections[protection].body)}</p>
            <dl className="privacy-label__data">
              {data.map(({ category, purposes }) => (
                <div className="privacy-label__item" key={category}>
                  <dt className="privacy-label__category">{uiText(words.categories[category])}</dt>
                  <dd className="privacy-label__purposes">
                    <span className="privacy-label__used-for">{uiText(words.usedFor)}</span>
                    <ul>
                      {purposes.map((purpose) => (
                        <li key={purpose}>{uiText(words.purposes[purpose])}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))
      )}
      {live ? (
        <p className="privacy-label__store">
          <a href={appStoreHref(site, locale, "privacy")}>{uiText(words.storeLink)}</a>
        </p>
      ) : null}
    </section>
  );
}
