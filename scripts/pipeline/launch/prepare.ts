/**
 * The launch step of the build: the stores' badges (Apple's for the store state, Google's once
 * PLAY_STORE_URL is set, in each locale where the owner saved a localized one), the
 * screenshots, the preview video, the proof and the in-app events, each checked, and the files
 * encoded and named under assets/ (the badges by ./badges.ts, the notes by ./release-notes.ts);
 * the fastlane listing's copyright line and category. With the defaults (coming soon, nothing
 * listed in src/content/) it does nothing and needs no sharp.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { InAppEventEntry } from "../../../src/content/events.ts";
import type { PreviewVideoEntry, ScreenshotEntry } from "../../../src/content/launch.ts";
import type { Proof } from "../../../src/content/proof.ts";
import { proofProblems } from "../../../src/content/proof.ts";
import type { LaunchAssets, Screenshot, StoreDeclarations } from "../../../src/launch/assets.ts";
import { defaultLocale } from "../../../src/site.ts";
import type { FastlaneListing } from "../fastlane/read-listing.ts";
import { noProof } from "../../../src/launch/assets.ts";
import type { SiteConfig } from "../../../src/site.ts";
import { BuildError } from "../errors.ts";
import { shownPath } from "../paths.ts";
import { appStoreBadge, googlePlayBadge } from "./badge.ts";
import { noBadges, prepareBadges } from "./badges.ts";
import { releaseNotes } from "./release-notes.ts";
import { prepareEvents } from "./published-events.ts";
import { listedScreenshots, prepareScreenshots } from "./screenshot-encoding.ts";
import type { ScreenshotSource } from "./screenshot-encoding.ts";
import { readStoreRecords } from "./store-record.ts";
import { preparePreviewVideo } from "./video.ts";

export interface LaunchSources {
  /** Holds app-store/, google-play/, screenshots/ and preview/: src/assets/ unless a test says otherwise. */
  assetsDir: string;
  screenshots: readonly ScreenshotEntry[];
  previewVideo?: PreviewVideoEntry;
  /** The words of Apple's badge for the store state, by locale, default locale first. */
  badgeWords: Readonly<Record<string, string | undefined>>;
  /** The words of Google's badge by locale, default locale first; none unless PLAY_STORE_URL is set. */
  playBadgeWords: Readonly<Record<string, string | undefined>>;
  proof?: Proof;
  /** The in-app events as src/content/events.json lists them; their card images are under assetsDir's events/. */
  events?: readonly InAppEventEntry[];
  /**
   * The languages whose words each screenshot and the video must have: the published ones, but a
   * language published before it is wholly translated (SITE_LOCALES), which may show English's.
   */
  describedLocales?: readonly string[];
  /** Holds the App Store's saved records (src/content/store/ unless a test says otherwise). */
  storeDir?: string;
  /** Each published language's App Store storefront, default language first. */
  storefronts?: Readonly<Record<string, string>>;
  /** The App Store (and Google Play) listing the maker keeps with fastlane, where there is one (../fastlane/read-listing.ts). */
  listing?: FastlaneListing;
  /** What the maker declares to the App Store, checked (../declarations/store-declarations.ts). */
  declarations: StoreDeclarations;
}

export interface LaunchOutput {
  assets: LaunchAssets;
  /** Every file to write under dist/, by its path there. */
  files: Map<string, Buffer>;
  /** The screenshots as the owner saved them, by their names in the press kit. */
  originals: Map<string, Buffer>;
  /** Encoded images (screenshots and the poster) that came from the cache. */
  cached: number;
}

/** The listing's screenshots of one language, as the encoder takes them: each captioned by title.strings. */
function listingScreenshots(code: string, shots: FastlaneListing["screenshots"][string]): ScreenshotSource[] {
  return shots.map(({ source, caption }) => {
    const where = shownPath(source);
    if (!caption)
      throw new BuildError(
        "screenshots",
        `${where} has no caption: frameit's title.strings (beside it, or one or two folders up) has no key its file name holds; add a line such as "${path.basename(source).replace(/(_framed)?\.\w+$/, "")}" = "What it shows";`,
      );
    return { file: `${code}/${path.basename(source)}`, source, where, alt: { [code]: caption } };
  });
}

/** Every language's screenshots, encoded: those src/content/launch.json lists, or each language's own of the fastlane listing. */
async function prepareAllScreenshots(sources: LaunchSources, published: readonly string[]) {
  const dir = path.join(sources.assetsDir, "screenshots");
  const own = Object.entries(sources.listing?.screenshots ?? {}).filter(([code]) => published.includes(code));
  if (own.length > 0 && sources.screenshots.length > 0)
    throw new BuildError(
      "screenshots",
      `src/content/launch.json lists screenshots and the fastlane listing has them too (${own.map(([code]) => code).join(", ")}): keep one, and empty the other (launch.json's "screenshots": [])`,
    );
  if (own.length === 0)
    return { main: await prepareScreenshots(listedScreenshots(sources.screenshots, dir, shownPath, published)), languages: [] };
  const [main, ...languages] = await Promise.all([
    prepareScreenshots(listingScreenshots(defaultLocale, sources.listing?.screenshots[defaultLocale] ?? [])),
    ...own
      .filter(([code]) => code !== defaultLocale)
      .map(async ([code, shots]) => ({
        code,
        ...(await prepareScreenshots(listingScreenshots(code, shots), `screenshot-${code.toLowerCase()}`)),
      })),
  ]);
  return { main, languages };
}

export async function prepareLaunch(site: SiteConfig, sources: LaunchSources): Promise<LaunchOutput> {
  const proof = sources.proof ?? noProof;
  const problems = proofProblems(proof);
  if (problems.length > 0) throw new BuildError("proof", `src/content/proof.json: ${problems.map((problem) => problem.says).join("; ")}`);
  const appleKinds = (["black", "white"] as const).map((colour) => appStoreBadge(site.appStoreState, colour));
  const described = sources.describedLocales ?? site.locales;
  const [apple, play, screenshots, video, store, events] = await Promise.all([
    prepareBadges(appleKinds, "app-store", sources.badgeWords, path.join(sources.assetsDir, "app-store")),
    site.playStoreUrl
      ? prepareBadges([googlePlayBadge], "google-play", sources.playBadgeWords, path.join(sources.assetsDir, "google-play"))
      : noBadges(),
    prepareAllScreenshots(sources, described),
    preparePreviewVideo(sources.previewVideo, path.join(sources.assetsDir, "preview"), shownPath, described),
    sources.storeDir && sources.storefronts ? readStoreRecords(sources.storeDir, site, sources.storefronts) : {},
    prepareEvents(sources.events ?? [], site.builtAt, path.join(sources.assetsDir, "events"), shownPath, described),
  ]);
  const { copyright, applicationCategory } = sources.listing ?? {};
  const languageScreenshots: Record<string, Screenshot[]> = Object.fromEntries(
    screenshots.languages.map(({ code, screenshots: shots }) => [code, shots]),
  );
  // Every published language has its page, one published before it is wholly translated too.
  const notes = releaseNotes(site.locales, store, sources.listing, Boolean(site.playStoreUrl));
  const originals = new Map([
    ...screenshots.main.originals,
    ...screenshots.languages.flatMap((set) => [...set.originals]),
    ...(site.playStoreUrl ? await playScreenshots(sources.listing) : []),
  ]);
  return {
    assets: {
      badges: apple.badges,
      playBadges: play.badges,
      screenshots: screenshots.main.screenshots,
      ...(screenshots.languages.length > 0 ? { languageScreenshots } : {}),
      ...(Object.keys(notes).length > 0 ? { releaseNotes: notes } : {}),
      ...(video.video ? { video: video.video } : {}),
      proof,
      store,
      ...(events.events.length > 0 ? { events: events.events } : {}),
      ...(copyright ? { copyright } : {}),
      ...(applicationCategory ? { applicationCategory } : {}),
      declarations: sources.declarations,
    },
    files: new Map([
      ...apple.files,
      ...play.files,
      ...screenshots.main.files,
      ...screenshots.languages.flatMap((set) => [...set.files]),
      ...video.files,
      ...events.files,
    ]),
    originals,
    cached: screenshots.main.cached + screenshots.languages.reduce((sum, set) => sum + set.cached, 0) + video.cached + events.cached,
  };
}

/** Google Play's phone screenshots of the listing, as they are, for the press kit: android/<code>/<file>. */
async function playScreenshots(listing: FastlaneListing | undefined): Promise<[string, Buffer][]> {
  const shots = Object.entries(listing?.play.screenshots ?? {}).flatMap(([code, files]) => files.map((file) => [code, file] as const));
  return Promise.all(
    shots.map(async ([code, file]): Promise<[string, Buffer]> => [`android/${code}/${path.basename(file)}`, await readFile(file)]),
  );
}
