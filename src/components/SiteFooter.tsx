import { footerGroups } from "../site.ts";
import { hero } from "../content/landing.ts";
import { chrome } from "../content/pages.ts";
import { trademarkCredit } from "../content/store.ts";
import { Icon } from "./Icon.tsx";
import { useSite } from "./SiteContext.tsx";

export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}`;
}

export function SiteFooter() {
  const { site, route, href } = useSite();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__about">
          <a className="site-footer__brand" href={href("/")}>
            <Icon name="logo" className="site-footer__logo" />
            {site.name}
          </a>
          <p className="site-footer__tagline">{hero.subline}</p>
          <a className="site-footer__email" href={mailtoHref(site.contactEmail)} data-spec="contact-email">
            <Icon name="mail" />
            {site.contactEmail}
          </a>
        </div>
        {footerGroups.map((group) => (
          <nav className="site-footer__group" aria-label={group.heading} key={group.heading}>
            <h2 className="site-footer__heading">{group.heading}</h2>
            <ul className="site-footer__links">
              {group.links.map((link) => (
                <li key={link.path}>
                  <a href={href(link.path)} aria-current={link.path === route ? "page" : undefined} data-spec="footer-link">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__legal container">
        <p className="site-footer__copyright" data-spec="copyright">
          © <span data-year="">{site.year}</span> {site.name}. {chrome.rights}
        </p>
        <p className="site-footer__credit">{trademarkCredit(site.appStoreState)}</p>
      </div>
    </footer>
  );
}
