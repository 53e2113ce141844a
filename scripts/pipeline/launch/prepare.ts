/**
 * The launch step of the build: the stores' badges (Apple's for the store state, Google's once
 * PLAY_STORE_URL is set, in each locale where the owner saved a localized one), the
 * screenshots, the preview video, the proof and the in-app events, each checked, and the files
 * encoded and named under assets/; the fastlane listing's copyright line and category. With the defaults (coming soon, nothing listed in src/content/) it does
 * nothing and needs no sharp.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { InAppEventEntry } from "../../../src/content/events.ts";
import type { PreviewVideoEntry, ScreenshotEntry } from "../../../src/content/launch.ts";
import type { Proof } from "../../../src/content/proof.ts";
import { proofProblems } from "../../../src/content/validate-proof.ts";
import { variantBase } from "../../../src/content/variants.ts";
import type { LaunchAssets, ReleaseNotes, Screenshot, StoreBadge, StoreDeclarations } from "../../../src/launch/assets.ts";
import type { AppStoreRecord } from "../../../src/launch/app-store-record.ts";
import { defaultLocale } from "../../../src/site.ts";
import type { FastlaneListing } from "../fastlane/read-listing.ts";
import { noProof } from "../../../src/launch/assets.ts";
import type { SiteConfig } from "../../../src/site.ts";
import { BuildError } from "../errors.ts";
import { shownPath } from "../paths.ts";
import { appStoreBadge, googlePlayBadge, loadBadge } from "./badge.ts";
import { prepareEvents } from "./events.ts";
import type { BadgeKind } from "./badge.ts";
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

interface Badges {
  badges: Record<string, StoreBadge>;
  files: Map<string, Buffer>;
}

const noBadges = (): Badges => ({ badges: {}, files: new Map() });

/**
 * A store's badge in the default locale, and each other locale's where its folder has one; says
 * once which fall back. None where the default locale has no words for it (Apple's before the
 * app is in the store).
 */
async function prepareBadges(kinds: readonly BadgeKind[], name: string, words: LaunchSources["badgeWords"], dir: string): Promise<Badges> {
  const [main, ...others] = Object.entries(words);
  if (!main?.[1]) return noBadges();
  const fallback = await loadBadge(kinds, { words: main[1], lang: main[0] }, dir, name, shownPath);
  if (!fallback) return noBadges();
  const localized = await Promise.all(
    others.map(([code, text]) =>
      text ? loadBadge(kinds, { words: text, lang: code }, path.join(dir, code), name, shownPath, true) : undefined,
    ),
  );
  // Not a variant of the default language (en-GB): the default's badge is already its own.
  const english = others.filter(([code], index) => !localized[index] && !variantBase(code, [main[0]])).map(([code]) => code);
  if (english.length > 0) {
    console.warn(
      `${kinds[0].name}: ${english.join(", ")} show the English badge; save the badge in that language as ${shownPath(path.join(dir, "<locale>", `${kinds[0].file}.svg`))} to show theirs.`,
    );
  }
  const badges = Object.fromEntries(
    Object.keys(words).map((code, index) => [code, (index > 0 && localized[index - 1]?.badge) || fallback.badge]),
  );
  return { badges, files: new Map([...fallback.files, ...localized.flatMap((output) => [...(output?.files ?? [])])]) };
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

/**
 * The latest version's notes in each language: the App Store's in that language, else the
 * fastlane listing's release_notes.txt, else Google Play's changelog; else the App Store's in
 * another language, else the listing's metadata/default/ (taken to be in the default language),
 * else the default language's own, so a language the listing gives no notes still has its page.
 */
function releaseNotes(
  codes: readonly string[],
  store: Readonly<Record<string, AppStoreRecord>>,
  listing: FastlaneListing | undefined,
  play: boolean,
): Record<string, ReleaseNotes> {
  const notesIn = (code: string): ReleaseNotes | undefined => {
    const record = store[code];
    const text =
      (record?.lang === code && record.releaseNotes) ||
      listing?.texts[code]?.releaseNotes ||
      (play ? listing?.play.changelogs[code] : undefined);
    if (text) return { text, lang: code };
    if (record?.releaseNotes) return { text: record.releaseNotes, lang: record.lang };
    return listing?.defaults.releaseNotes ? { text: listing.defaults.releaseNotes, lang: defaultLocale } : undefined;
  };
  const defaults = notesIn(defaultLocale);
  return Object.fromEntries(
    codes.flatMap((code): [string, ReleaseNotes][] => {
      const notes = notesIn(code) ?? defaults;
      return notes ? [[code, notes]] : [];
    }),
  );
}

export async function prepareLaunch(site: SiteConfig, sources: LaunchSources): Promise<LaunchOutput> {
  const proof = sources.proof ?? noProof;
  const problems = proofProblems(proof);
  if (problems.length > 0) throw new BuildError("proof", `src/content/proof.json: ${problems.join("; ")}`);
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
  const notes = releaseNotes(described, store, sources.listing, Boolean(site.playStoreUrl));
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
