/**
 * What the build hands the pages of the owner's launch material: Apple's and Google's badges,
 * the App Store screenshots, the App Preview video, the proof (ratings, reviews, press), the
 * in-app events, what the fastlane listing says of the app (its copyright, its category) and what
 * the maker declares to the App Store, each already validated, and the files encoded and given a
 * content-hashed name under assets/. All of it but the declarations is optional; with none, the
 * site is the coming-soon site. The build always has the declarations (a privacy label above all).
 */
import type { AccessibilityDeclaration } from "../content/accessibility.ts";
import type { PrivacyLabel } from "../content/privacy-label.ts";
import type { AppStoreRecord } from "./app-store-record.ts";
import type { AppEvent } from "./event-words.ts";
import type { Proof } from "../content/proof.ts";
import { ownOrBase, ownOrBaseText } from "../content/variants.ts";

/** One image file, as a path inside the site (without the base path), with its intrinsic size. */
export interface ImageFile {
  path: string;
  width: number;
  height: number;
}

/** Apple's badge for the store state: as the owner saved it, never redrawn. */
export interface StoreBadge {
  /** The badge's own words, which are also its accessible name. */
  words: string;
  /** The language of its artwork and words: the default language's where a page's own is not saved. */
  lang: string;
  /** The black badge, for light backgrounds. */
  black: ImageFile;
  /** The white badge, for dark backgrounds, where the owner has saved it. */
  white?: ImageFile;
}

/** Words by locale code. */
export type Texts = Readonly<Record<string, string>>;

/** The words for `locale` or its base language, or the default locale's where the owner wrote none (the tests' pseudo-locales). */
export const localized = (texts: Texts, locale: string): string =>
  ownOrBaseText(texts, locale) ?? texts.en ?? Object.values(texts)[0] ?? "";

/** A screenshot at every width the layout needs, in each format, smallest format first. */
export interface Screenshot {
  /** The owner's file, as listed in src/content/launch.json (under src/assets/screenshots/): the press kit keeps its name. */
  file: string;
  alt: Texts;
  width: number;
  height: number;
  /** e.g. { "image/avif": [{ path, width }...], "image/webp": [...], "image/png": [...] } */
  sources: { type: string; files: { path: string; width: number }[] }[];
}

export interface PreviewVideo {
  /** What the video shows, for its dialog's title, by locale. */
  title: Texts;
  video: { path: string; type: string };
  poster: ImageFile;
}

/** The notes of the latest version in a language: the App Store's, or the maker's fastlane or Google Play listing's. */
export interface ReleaseNotes {
  text: string;
  /** The language they are written in: the page's own, or another's they stand in for. */
  lang: string;
}

/** What the maker declares to the App Store, which its product page shows: the privacy label and the Accessibility Nutrition Labels. */
export interface StoreDeclarations {
  privacyLabel: PrivacyLabel;
  accessibility: readonly AccessibilityDeclaration[];
}

export interface LaunchAssets {
  /** Apple's badge by locale: the localized one where the owner saved it, else the English one. */
  badges: Readonly<Record<string, StoreBadge>>;
  /** Google's badge by locale, the same way, once PLAY_STORE_URL is set. */
  playBadges: Readonly<Record<string, StoreBadge>>;
  /** The default language's screenshots, which a language with none of its own shows. */
  screenshots: Screenshot[];
  /** A language's own screenshots, where its App Store listing has them (fastlane/screenshots/<locale>/). */
  languageScreenshots?: Readonly<Record<string, Screenshot[]>>;
  /** The latest version's notes by locale, where there are any. */
  releaseNotes?: Readonly<Record<string, ReleaseNotes>>;
  video?: PreviewVideo;
  proof: Proof;
  /** The App Store's record by locale (src/launch/app-store-record.ts), where one is saved. */
  store: Readonly<Record<string, AppStoreRecord>>;
  /** The in-app events of src/content/events.json that had not ended by the sources' date, the soonest first. */
  events?: readonly AppEvent[];
  /** The fastlane listing's copyright line (metadata/copyright.txt, e.g. "2026 SwipeClean Ltd"), where it has one. */
  copyright?: string;
  /** schema.org's applicationCategory for the fastlane listing's primary_category.txt, where it has one. */
  applicationCategory?: string;
  declarations: StoreDeclarations;
}

export const noProof: Proof = { reviews: [], press: [] };
/** Launch material with nothing listed, and nothing declared: the build always has declarations, a test of markup alone may not. */
export const noLaunchAssets: LaunchAssets = {
  badges: {},
  playBadges: {},
  screenshots: [],
  proof: noProof,
  store: {},
  declarations: { privacyLabel: { file: "", entries: [] }, accessibility: [] },
};

/** The screenshots a language's pages show: its own, its base language's (en for en-GB), else the default language's. */
export function screenshotsIn(launch: LaunchAssets, locale: string): Screenshot[] {
  return ownOrBase(launch.languageScreenshots, locale) ?? launch.screenshots;
}

/** A screenshot's caption on a page in `locale`, and its language where it is another (a language showing the default's screenshots). */
export function captionIn(shot: Screenshot, locale: string): { text: string; lang?: string } {
  const own = ownOrBaseText(shot.alt, locale);
  if (own) return { text: own };
  const lang = shot.alt.en ? "en" : (Object.keys(shot.alt)[0] ?? locale);
  return { text: shot.alt[lang] ?? "", lang };
}

/** Whether the owner has listed any rating, review or press quote. */
export const hasProof = ({ rating, reviews, press }: Proof): boolean => Boolean(rating) || reviews.length > 0 || press.length > 0;
