import type { BehaviourName } from "../client/behaviours.ts";
import type { LaunchAssets } from "../launch/assets.ts";
import { hasProof } from "../launch/assets.ts";
import { isLanding } from "../routing/page-entry.ts";
import type { LaunchShown, PageEntry, Stylesheet } from "../routing/page-entry.ts";
import { Home } from "./Home.tsx";
import { NotFound } from "./NotFound.tsx";
import { Press } from "./Press.tsx";
import { Privacy } from "./Privacy.tsx";
import { Support } from "./Support.tsx";
import { WhatsNew } from "./WhatsNew.tsx";

export const contentPageBehaviours: readonly BehaviourName[] = ["menu", "bars", "year", "cross-fade"];

export const pages: readonly PageEntry[] = [
  {
    route: "/",
    output: "index.html",
    meta: (copy) => copy.home,
    component: Home,
    styles: ["site", "landing"],
    chrome: "site",
    indexable: true,
    behaviours: ["menu", "bars", "faq", "faq printing", "year", "cross-fade"],
  },
  {
    route: "/privacy/",
    output: "privacy/index.html",
    meta: (copy) => ({ title: copy.privacy.heading, description: copy.privacy.description }),
    component: Privacy,
    styles: ["site", "declarations"],
    chrome: "site",
    indexable: true,
    behaviours: contentPageBehaviours,
  },
  {
    route: "/support/",
    output: "support/index.html",
    meta: (copy) => ({ title: copy.support.heading, description: copy.support.description }),
    component: Support,
    styles: ["site", "declarations"],
    chrome: "site",
    indexable: true,
    behaviours: contentPageBehaviours,
  },
  {
    route: "/whats-new/",
    output: "whats-new/index.html",
    meta: (copy) => ({ title: copy.whatsNew.heading, description: copy.whatsNew.description }),
    component: WhatsNew,
    styles: ["site", "latest-version"],
    chrome: "site",
    indexable: true,
    behaviours: contentPageBehaviours,
    // Made of the App Store's record (npm run store -- refresh) or the fastlane listing's release notes: neither, no page.
    shownWhen: (shown) => shown.store || shown.releaseNotes,
  },
  {
    route: "/press/",
    output: "press/index.html",
    meta: (copy) => ({ title: copy.press.heading, description: copy.press.description }),
    component: Press,
    styles: ["site", "press-kit"],
    chrome: "site",
    indexable: true,
    behaviours: contentPageBehaviours,
  },
  {
    route: "",
    output: "404.html",
    meta: (copy) => ({ title: copy.notFound.title, description: copy.notFound.description }),
    component: NotFound,
    styles: ["error-page"],
    chrome: "bare",
    indexable: false,
    behaviours: ["404 log", "cross-fade"],
  },
];

/** Problems with a registry, e.g. two pages writing the same file; empty when it is sound. */
export function validatePages(entries: readonly PageEntry[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.output)) problems.push(`duplicate output path "${entry.output}" in the page registry`);
    seen.add(entry.output);
    // Upper case too: an offer's page is named by its code as App Store Connect writes it.
    if (!/^([A-Za-z0-9-]+\/)*[a-z0-9-]+\.html$/.test(entry.output)) {
      problems.push(`output "${entry.output}" must be a relative .html path`);
    }
  }
  return problems;
}

export const launchShown = (launch: LaunchAssets): LaunchShown => ({
  strip: [launch.screenshots, ...Object.values(launch.languageScreenshots ?? {})].some((shots) => shots.length > 1),
  video: Boolean(launch.video),
  proof: hasProof(launch.proof),
  stores: Object.keys(launch.playBadges).length > 0,
  store: Object.keys(launch.store).length > 0,
  releaseNotes: Object.keys(launch.releaseNotes ?? {}).length > 0,
  events: (launch.events ?? []).length > 0,
});

/** The pages a build publishes: every page of the registry whose condition, if any, holds. */
export const publishedPages = (shown: LaunchShown, entries: readonly PageEntry[] = pages): PageEntry[] =>
  entries.filter((page) => page.shownWhen?.(shown) ?? true);

/**
 * A page's stylesheets: its own; on the landing page the strip's, the video's and the proof's
 * where shown, and the in-app events' where one shows; and on every page with the site's chrome,
 * the two stores' badges where shown.
 */
export function pageStyles(page: PageEntry, shown: LaunchShown): Stylesheet[] {
  const launch = isLanding(page) && (shown.strip || shown.video || shown.proof) ? (["launch"] as const) : [];
  const events = isLanding(page) && shown.events ? (["in-app-events"] as const) : [];
  const stores = shown.stores && page.styles.includes("site") ? (["stores"] as const) : [];
  return [...page.styles, ...launch, ...events, ...stores];
}

/** A page's behaviours: its own, and on the landing page the strip's, the video's and the in-app events' where shown. */
export function pageBehaviours(page: PageEntry, shown: LaunchShown): BehaviourName[] {
  if (!isLanding(page)) return [...page.behaviours];
  return [
    ...page.behaviours,
    ...(shown.strip ? (["screenshot strip"] as const) : []),
    ...(shown.video ? (["preview video"] as const) : []),
    ...(shown.events ? (["ended events"] as const) : []),
  ];
}
