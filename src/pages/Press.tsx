import { appIconSvg, svgDataUrl } from "../brand/app-icon.ts";
import { useSite } from "../components/SiteContext.tsx";
import { ContactLink } from "../components/ContactLink.tsx";
import { useText } from "../components/Text.tsx";
import { ScreenshotPicture } from "../components/landing/ScreenshotPicture.tsx";
import { pressFacts, pressKitFile, pressScreenshots } from "../launch/press-facts.ts";

/**
 * The press kit: the facts a journalist needs, the app's words about itself, its icon and the
 * owner's screenshots with their captions, and all of it in one download (press-kit.zip, which
 * the build makes from the same sources). The icon is inlined, so the page is still one request.
 */
export function Press() {
  const { site, copy, locale, launch, colors, asset } = useSite();
  const { runningText, uiText } = useText();
  const { press } = copy;
  const captions = pressScreenshots(launch, locale);
  return (
    <article className="page container press">
      <header className="page__header">
        <h1 className="page__title">{uiText(press.heading)}</h1>
        <p className="page__lead">{runningText(press.lead)}</p>
        <p className="press__download">
          <a className="button" href={asset(`/${pressKitFile}`)} download="">
            {uiText(press.download)}
          </a>
          <span className="press__note">{runningText(press.downloadNote)}</span>
        </p>
      </header>
      <section aria-labelledby="press-facts">
        <h2 id="press-facts">{uiText(press.factsHeading)}</h2>
        <dl className="press__facts">
          {pressFacts(site, copy, locale, launch).map(({ key, label, value }) => (
            <div className="press__fact" key={key}>
              <dt>{uiText(label)}</dt>
              <dd>{key === "contact" ? <ContactLink /> : runningText(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="press-about">
        <h2 id="press-about">{uiText(press.aboutHeading)}</h2>
        {press.about.map((paragraph) => (
          <p key={paragraph}>{runningText(paragraph)}</p>
        ))}
      </section>
      <section aria-labelledby="press-icon">
        <h2 id="press-icon">{uiText(press.iconHeading)}</h2>
        <figure className="press__icon">
          <img src={svgDataUrl(appIconSvg(colors.brand, "square"))} alt={site.name} width="128" height="128" />
          <figcaption>{uiText(press.iconNote)}</figcaption>
        </figure>
      </section>
      {captions.length > 0 ? (
        <section aria-labelledby="press-screenshots">
          <h2 id="press-screenshots">{uiText(press.screenshotsHeading)}</h2>
          <ul className="press__screens">
            {captions.map(({ shot, caption }) => (
              <li key={shot.file}>
                <figure>
                  <ScreenshotPicture shot={shot} className="press__screen" sizes="16rem" captioned />
                  <figcaption lang={caption.lang}>{uiText(caption.text)}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
