import { fill } from "../content/copy.ts";
import { sentences } from "../content/sentences.ts";
import { ContactLink } from "./ContactLink.tsx";
import { footerGroups } from "./site-links.ts";
import { Icon } from "./Icon.tsx";
import { LanguageLinks } from "./LanguageLinks.tsx";
import { useSite } from "./SiteContext.tsx";
import { useText } from "./Text.tsx";

/**
 * More languages than this and their links flow in columns under the footer's grid, not in one
 * long column of it: in the grid, a switcher as wide as the footer would share its columns with
 * the about column and squeeze it to a word's width on a desktop.
 */
const manyLanguagesFrom = 7;

export function SiteFooter() {
  const { site, route, href, copy, languages, launch, locale, published } = useSite();
  const { runningText, uiText } = useText();
  const manyLanguages = languages.length >= manyLanguagesFrom;
  // The copyright notice and the rights, in the language's own words. The listing's own line, as
  // the App Store shows it: its year is when the rights were obtained, which the page never
  // "corrects"; else the build's year, which the page's script corrects once the year has turned.
  const copyrightLine = () => {
    const holder = launch.copyright?.replace(/^(©|\(c\)|copyright)\s*/i, "").replace(/\.$/, "") ?? `${site.year} ${site.name}`;
    const line = sentences(fill(copy.chrome.copyright, { holder }, `${locale}: chrome.copyright`), copy.chrome.rights);
    return launch.copyright ? runningText(line) : runningText(line, { [String(site.year)]: <span data-year="">{site.year}</span> });
  };
  const languageLinks = (className: string) => (
    <nav className={className} aria-label={copy.language.switcherLabel}>
      <h2 className="site-footer__heading">{uiText(copy.language.switcherLabel)}</h2>
      <LanguageLinks route={route} className="site-footer__links" />
    </nav>
  );
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__about">
          <a className="site-footer__brand" href={href("/")}>
            <Icon name="logo" className="site-footer__logo" />
            {uiText(site.name)}
          </a>
          <p className="site-footer__tagline">{runningText(copy.hero.tagline)}</p>
          <ContactLink className="site-footer__email" before={<Icon name="mail" />} />
        </div>
        {footerGroups.map((group) => (
          <nav className="site-footer__group" aria-label={copy.nav[group.heading]} key={group.heading}>
            <h2 className="site-footer__heading">{uiText(copy.nav[group.heading])}</h2>
            <ul className="site-footer__links">
              {group.links
                .filter((link) => published(link.path))
                .map((link) => (
                  <li key={link.path}>
                    <a href={href(link.path)} aria-current={link.path === route ? "page" : undefined}>
                      {uiText(copy.nav[link.label])}
                    </a>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
        {languages.length > 1 && !manyLanguages ? languageLinks("site-footer__group site-footer__languages") : null}
      </div>
      {manyLanguages ? languageLinks("site-footer__languages site-footer__languages--many container") : null}
      <div className="site-footer__legal container">
        <p className="site-footer__copyright">{copyrightLine()}</p>
        <p className="site-footer__credit">
          {runningText(
            sentences(
              site.appStoreState === "coming-soon" ? copy.store.trademarks.before : copy.store.trademarks.withBadge,
              launch.playBadges[locale] ? copy.store.googlePlay.trademark : "",
            ),
          )}
        </p>
      </div>
    </footer>
  );
}
