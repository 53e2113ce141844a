import { createContext, useContext } from "react";
import type { SiteColors } from "../colors.ts";
import type { Copy } from "../content/locales/index.ts";
import type { LaunchAssets } from "../launch-assets.ts";
import type { SiteLocale } from "../locales.ts";
import type { SiteConfig } from "../site.ts";
import { localePath, sitePath } from "../urls.ts";

/** What every component may read while a page renders: the config, the route, its locale and copy. */
interface RenderScope {
  site: SiteConfig;
  /** The registry's route, the same in every locale. */
  route: string;
  locale: string;
  /** The locale's copy, every fact filled in. */
  copy: Copy;
  /** Every locale of this render, for the language switcher. */
  languages: readonly SiteLocale[];
  /** The owner's badge, screenshots and preview video, where there are any. */
  launch: LaunchAssets;
  /** The palette and the brand (src/styles/_palette.scss), for what CSS cannot colour. */
  colors: SiteColors;
  /** The campaign tokens the render's store links carry, gathered for the build to check and list. */
  campaigns?: Set<string>;
  /** The routes of the pages this build publishes: a link to another is left out. */
  routes?: readonly string[];
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
  const published = (path: string) => !scope.routes || scope.routes.includes(path.split("#")[0] || "/");
  return { ...scope, href: (path) => hrefIn(scope.locale, path), hrefIn, asset: (path) => sitePath(scope.site, path), published };
}
