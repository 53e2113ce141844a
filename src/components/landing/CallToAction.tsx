import { DownloadButton } from "../DownloadButton.tsx";
import { useSite } from "../SiteContext.tsx";
import { useText } from "../Text.tsx";

export function CallToAction() {
  const { href, copy } = useSite();
  const { runningText, uiText } = useText();
  return (
    <section className="call-to-action" aria-labelledby="cta-title">
      <div className="call-to-action__inner container">
        <h2 className="call-to-action__title" id="cta-title">
          {uiText(copy.callToAction.heading)}
        </h2>
        <p className="call-to-action__body">{runningText(copy.callToAction.body)}</p>
        <DownloadButton className="call-to-action__download" placement="closing" onDark belowTheFold />
        <a className="call-to-action__privacy" href={href("/privacy/")}>
          {uiText(copy.callToAction.privacyLink)}
        </a>
      </div>
    </section>
  );
}
