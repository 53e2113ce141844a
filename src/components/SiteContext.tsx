import { createContext, useContext } from "react";
import type { SiteColors } from "../brand/colors.ts";
import type { Facts } from "../content/facts.ts";
import type { Copy } from "../content/site-content.ts";
import type { SiteLocale } from "../routing/languages.ts";
import { localePath, sitePath } from "../routing/urls.ts";
import type { SiteConfig } from "../site.ts";
import type { ProductPageLink } from "../launch/campaigns.ts";
import type { LaunchAssets } from "../launch/assets.ts";
import type { TextNotes } from "../text/notes.ts";

/**
 * The facts of src/content/facts.json but the contact address, whose one source on a page is
 * the setting (`site.contactEmail`: facts.json's, or SITE_CONTACT_EMAIL's where a deploy sets it).
 */
export type PageFacts = Omit<Facts, "contactEmail">;

/** What a page's render made that the build checks and lists: the campaign tokens of its store links, the claims its words made. */
interface RenderReport {
  campaigns: Set<string>;
  claims: Set<string>;
  /** Files the render drew for the page to link to (a QR code's image), by their path under dist/. */
  files: Map<string, string>;
}

/** What every component may read while a page renders: the config, the route, its locale and copy. */
interface RenderScope {
  site: SiteConfig;
  /** The registry's route, the same in every locale. */
  route: string;
  locale: string;
  /** The locale's copy, every fact filled in. */
  copy: Copy;
  /** What the copy says of its texts: English left in a translation, the claims each makes. */
  notes: TextNotes;
  /** The business facts (src/content/facts.json), for what a page shows beside its words (the policy's date). */
  facts: PageFacts;
  /** Every locale of this render, for the language switcher. */
  languages: readonly SiteLocale[];
  /** The owner's badge, screenshots and preview video, where there are any. */
  launch: LaunchAssets;
  /** The palette and the brand (src/styles/_palette.scss), for what CSS cannot colour. */
  colors: SiteColors;
  /** The routes of the pages this build publishes: a link to another is left out. */
  routes: readonly string[];
  /** On a custom product page's landing page: the product page its App Store links go to. */
  productPage?: ProductPageLink;
  /** Filled as the page renders, for the build. */
  report: RenderReport;
}

const SiteContext = createContext<RenderScope | null>(null);

export const SiteProvider = SiteContext.Provider;

interface SiteScope extends RenderScope {
  /** A page's address in this page's locale, e.g. /de/privacy/. */
  href: (path: string) => string;
  /** A page's address in another locale. */
  hrefIn: (locale: string, path: string) => string;
  /** A file's address, the same in every locale: assets/, the touch icon. */
  asset: (path: string) => string;
  /** Whether a link to a path inside the site leads to a page this build publishes. */
  published: (path: string) => boolean;
}

export function useSite(): SiteScope {
  const scope = useContext(SiteContext);
  if (!scope) throw new Error("useSite() needs a SiteProvider around the page");
  const hrefIn = (locale: string, path: string) => sitePath(scope.site, localePath(locale, path));
  const published = (path: string) => scope.routes.includes(path.split("#")[0] || "/");
  return { ...scope, href: (path) => hrefIn(scope.locale, path), hrefIn, asset: (path) => sitePath(scope.site, path), published };
}
