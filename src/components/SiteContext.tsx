import { createContext, useContext } from "react";
import type { LaunchAssets } from "../launch.ts";
import type { SiteConfig } from "../site.ts";
import { sitePath } from "../site.ts";

/** What every component may read while a page renders: the config and the route being rendered. */
export interface RenderScope {
  site: SiteConfig;
  route: string;
  /** The owner's badge, screenshots and preview video, where there are any. */
  launch: LaunchAssets;
}

const SiteContext = createContext<RenderScope | null>(null);

export const SiteProvider = SiteContext.Provider;

export function useSite(): RenderScope & { href: (path: string) => string } {
  const scope = useContext(SiteContext);
  if (!scope) throw new Error("useSite() needs a SiteProvider around the page");
  return { ...scope, href: (path) => sitePath(scope.site, path) };
}
