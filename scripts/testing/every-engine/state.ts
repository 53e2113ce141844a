import type { StaticServer } from "../../serve/static-server.ts";
import type { Engine } from "../../browsers/drivers/start-engine.ts";
import { distDir, varietyDistDir } from "../dist.ts";
import { visitablePages } from "../pages.ts";

/** What an engine's tests share: the running engine and the servers of the test builds. */
export interface EngineState {
  engine: Engine;
  server: StaticServer;
  /** The default build's URL for a path. */
  url: (path: string) => string;
  /** The launch build's (live, screenshots, preview video) URL for a path. */
  varietyUrl: (path: string) => string;
  /** The pre-order build's URL for a path. */
  preOrderUrl: (path: string) => string;
}

/**
 * Every page the suite visits, with the address of the build it is in: each page of the default
 * build, and each page that only launch day's build publishes (a page made of the App Store's
 * record, say), from that build. Not an offer code's page nor a custom product page: a page the
 * owner adds as data runs its layout checks in one engine (Chromium's suites across pages and
 * languages, and their axe checks), and an offer's page what it does in every engine (./offers.ts);
 * a product page is the landing page in other words, whose layout every engine checks here.
 */
export function suitePages(state: EngineState) {
  const published = visitablePages(distDir(), { ownersPages: false });
  const launchOnly = visitablePages(varietyDistDir(), { ownersPages: false }).filter(
    (page) => !published.some((other) => other.path === page.path),
  );
  return [
    ...published.map((page) => ({ ...page, url: () => state.url(page.path) })),
    ...launchOnly.map((page) => ({ ...page, url: () => state.varietyUrl(page.path) })),
  ];
}
