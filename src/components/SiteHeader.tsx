import { pageName } from "../routing/page-entry.ts";
import { headerLinks } from "./site-links.ts";
import { DownloadButton } from "./DownloadButton.tsx";
import { Icon } from "./Icon.tsx";
import { useSite } from "./SiteContext.tsx";
import { useText } from "./Text.tsx";

const MENU_ID = "site-menu";

/**
 * On small screens the links sit in a native popover opened by the toggle, so the menu works
 * with JavaScript off; the client script adds aria-expanded, Escape and close-on-choose.
 * On wide screens the stylesheet shows the same list inline.
 */
export function SiteHeader() {
  const { site, route, href, copy, published, productPage } = useSite();
  const { uiText } = useText();
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <a className="site-header__brand" href={href("/")} aria-current={route === "/" ? "page" : undefined}>
          <Icon name="logo" className="site-header__logo" />
          {uiText(site.name)}
        </a>
        <nav className="site-nav" aria-label={copy.chrome.mainNavigation}>
          <button className="site-nav__toggle" type="button" popoverTarget={MENU_ID} aria-controls={MENU_ID} data-menu-toggle="">
            <Icon name="menu" />
            <span>{uiText(copy.chrome.menu)}</span>
          </button>
          <ul className="site-nav__menu" id={MENU_ID} popover="auto" data-menu="">
            {headerLinks
              .filter((link) => published(link.path))
              .map((link) => (
                <li key={link.path}>
                  <a className="site-nav__link" href={href(link.path)} aria-current={link.path === route ? "page" : undefined}>
                    {uiText(copy.nav[link.label])}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
        <DownloadButton className="site-header__download" placement={productPage ? "header" : `header-${pageName(route)}`} />
      </div>
    </header>
  );
}
