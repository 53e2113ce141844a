import type { ReactNode } from "react";
import type { ImageFile } from "../launch/assets.ts";
import { hreflangs } from "../publish/seo.ts";
import { smartAppBanner } from "../publish/store-files.ts";
import type { PageEntry } from "../routing/page-entry.ts";
import { absoluteUrl, localePath } from "../routing/urls.ts";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { useSite } from "./SiteContext.tsx";
import { useText } from "./Text.tsx";

/**
 * What the build hands every page. Everything is inlined, so the document is the only
 * request of a first view; the policy allows each inline block by its hash.
 */
export interface PageAssets {
  /** The page's stylesheets, each inlined in its own <style> block. */
  css: readonly string[];
  /** The client script's code. */
  script: string;
  /** The favicon as a data: URL. */
  favicon: string;
  /** The link-preview card, drawn from the same copy as the page. */
  socialCard: ImageFile;
  /** This page's speculation rules, already serialised. */
  speculationRules: string;
  contentSecurityPolicy: string;
  /** Extra scripts for the dev server's reload channel; empty in production. */
  devScripts?: readonly string[];
  /** JSON-LD for this page, each block already serialised for a <script> element of its own. */
  structuredData?: readonly string[];
}

interface LayoutProps {
  page: PageEntry;
  assets: PageAssets;
  children: ReactNode;
}

function pageTitle(route: string, title: string, siteName: string): string {
  return route === "/" ? `${siteName}: ${title}` : `${title} · ${siteName}`;
}

/** The whole document: head, skip link, header, main and footer (or main alone for "bare" pages). */
export function Layout({ page, assets, children }: LayoutProps) {
  const { site, locale, copy, languages, asset, colors } = useSite();
  const { uiText } = useText();
  const meta = page.meta(copy);
  const title = pageTitle(page.route, meta.title, site.name);
  const canonical = page.indexable ? absoluteUrl(site, localePath(locale, page.route)) : undefined;
  const socialImage = absoluteUrl(site, assets.socialCard.path);
  const others = languages.filter((language) => language.code !== locale);
  return (
    <html lang={locale} dir={copy.language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={assets.contentSecurityPolicy} />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{title}</title>
        <meta name="description" content={meta.description} />
        {canonical ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
        {/* A custom product page's landing page names its siblings in other languages even where search engines may not list it. */}
        {(canonical || page.productPage) && languages.length > 1
          ? hreflangs(site, languages, page.route).map(({ hreflang, href }) => (
              <link rel="alternate" hrefLang={hreflang} href={href} key={hreflang} />
            ))
          : null}
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={colors.brand["theme-light"]} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={colors.brand["theme-dark"]} />
        {site.appStoreState === "live" && site.appStoreId ? <meta name="apple-itunes-app" content={smartAppBanner(site)} /> : null}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:locale" content={copy.language.ogLocale} />
        {others.map((language) => (
          <meta property="og:locale:alternate" content={language.copy.language.ogLocale} key={language.code} />
        ))}
        {canonical ? <meta property="og:url" content={canonical} /> : null}
        <meta property="og:image" content={socialImage} />
        <meta property="og:image:width" content={String(assets.socialCard.width)} />
        <meta property="og:image:height" content={String(assets.socialCard.height)} />
        <meta property="og:image:alt" content={copy.chrome.socialImageAlt} />
        <meta name="twitter:card" content="summary_large_image" />
        <link rel="icon" href={assets.favicon} type="image/svg+xml" />
        {/* Fetched only when a visitor adds the site to the Home Screen. */}
        <link rel="apple-touch-icon" href={asset("/apple-touch-icon.png")} />
        {assets.css.map((css) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled CSS, allowed by its sha256 in the CSP
          <style dangerouslySetInnerHTML={{ __html: css }} key={css} />
        ))}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own build output, allowed by its sha256 in the CSP */}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: assets.speculationRules }} />
        {assets.devScripts?.map((src) => (
          <script src={asset(src)} defer key={src} />
        ))}
      </head>
      <body className={`page-${page.chrome}`}>
        {page.chrome === "site" ? (
          <>
            <a className="skip-link" href="#main">
              {uiText(copy.chrome.skipLink)}
            </a>
            <SiteHeader />
            <main id="main">{children}</main>
            <SiteFooter />
          </>
        ) : (
          <main id="main">{children}</main>
        )}
        {/* After the content: search engines read structured data anywhere, and a phone's first bytes are the page it shows. */}
        {assets.structuredData?.map((data) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD serialized by the build with "<" escaped (src/publish/security.test.ts)
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} key={data} />
        ))}
        {/* A module runs once the document is parsed, after the first paint can happen: nothing waits for it. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own build output, allowed by its sha256 in the CSP */}
        <script type="module" dangerouslySetInnerHTML={{ __html: assets.script }} />
      </body>
    </html>
  );
}
