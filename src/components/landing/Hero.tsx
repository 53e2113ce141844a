import { AppStoreQrCode } from "../AppStoreQrCode.tsx";
import { DownloadButton } from "../DownloadButton.tsx";
import { useSite } from "../SiteContext.tsx";
import { headlineMeasure } from "./headline-measure.ts";
import { PhoneMockup } from "./PhoneMockup.tsx";
import { PreviewVideo } from "./PreviewVideo.tsx";
import { useText } from "../Text.tsx";

/**
 * In the specification's order: the headline, the subline, the download button, the two quotes,
 * then the phone. On a phone the screenshot in it is then below the words of the first view, so
 * what a slow phone paints first is also its largest paint; wide screens set copy and quotes
 * beside the mockup.
 */
export function Hero() {
  const { copy, locale } = useSite();
  const { runningText, uiText } = useText();
  const { hero } = copy;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner container">
        <div className="hero__copy">
          <h1 className="hero__headline" id="hero-title" data-measure={headlineMeasure(hero.headline, locale)}>
            {uiText(hero.headline)}
          </h1>
          <p className="hero__tagline">{runningText(hero.tagline)}</p>
          <div className="hero__actions">
            <DownloadButton className="hero__download" placement="hero" />
            <PreviewVideo />
          </div>
          <AppStoreQrCode placement="hero-qr" className="hero__qr" />
        </div>
        <div className="hero__quotes">
          {hero.quotes.map((quote) => (
            <figure className="quote" key={quote.text}>
              <blockquote className="quote__text">
                <p>{runningText(quote.text)}</p>
              </blockquote>
              <figcaption className="quote__source">{uiText(quote.source)}</figcaption>
            </figure>
          ))}
        </div>
        <PhoneMockup />
      </div>
    </section>
  );
}
