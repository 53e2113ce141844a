/**
 * The owner's content as the build reads it, checked (scripts/pipeline/content.ts reads each
 * data file once, against its schema and against English, and hands on this): the languages
 * with their words, the facts, the launch listing, the proof, the in-app events and the
 * declarations to the App Store (accessibility, privacy). No module of src/ reads a file:
 * these are its shapes, and small questions asked of them.
 */
import type english from "./locales/en/copy.json";
import type { AccessibilityDeclaration } from "./accessibility.ts";
import type { AppStoreLanguage } from "./app-store-languages.ts";
import type { Facts } from "./facts.ts";
import type { LaunchListing } from "./launch.ts";
import type { PrivacyClaims } from "./privacy-claims.ts";
import type { PrivacyLabel } from "./privacy-label.ts";
import type { Proof } from "./proof.ts";
import type { InAppEventEntry } from "./events.ts";
import type { ProductPage } from "./product-pages.ts";
import type { Offer } from "./offers.ts";
import type { TranslationRecords, TranslationStatus } from "./translation-status.ts";

/** The copy's shape, English's, without the editors' `$schema` pointer. */
export type Copy = Omit<typeof english, "$schema">;

/** One language of the site, as src/content/languages.json lists it and its locale folder holds it. */
export interface ContentLanguage {
  code: string;
  /** The site language it is a regional variant of (en for en-GB), where it is one. */
  base?: string;
  /** Its words: a regional variant's differences laid over its base's, string by string. */
  copy: Copy;
  /** The keys of the strings its own file gives (every key, for a language that is no variant). */
  own: ReadonlySet<string>;
  /** How far it is translated; none for English, whose words every other language's translate. */
  status?: TranslationStatus;
}

export interface SiteContent {
  /** In the order of languages.json: English, the default, first. */
  languages: readonly ContentLanguage[];
  facts: Facts;
  listing: LaunchListing;
  proof: Proof;
  /** The landing pages of the app's custom product pages (product-pages.json). */
  productPages: readonly ProductPage[];
  /** The app's in-app events (events.json), as listed: the launch stage leaves out those that have ended. */
  events: readonly InAppEventEntry[];
  /** The app's offer codes, each with its page at /redeem/<code>/ (offers.json). */
  offers: readonly Offer[];
  /** What each translation was made from (translated-from.json). */
  records: TranslationRecords;
  /** The App Store's languages (app-store-languages.json), for setting up a new one. */
  appStoreLanguages: readonly AppStoreLanguage[];
  /** The Accessibility Nutrition Labels, one declaration per device family (accessibility.json). */
  accessibility: readonly AccessibilityDeclaration[];
  /** What each claim of the copy promises about the data the app collects (privacy-claims.json). */
  privacyClaims: PrivacyClaims;
  /** The privacy label kept here (app_privacy_details.json), where there is one: a fastlane listing may hold it instead. */
  privacyLabel?: PrivacyLabel;
}

/**
 * No string still in English (an outdated one keeps its old translation): published by default.
 * A missing string is no part of this: it is a broken file, which stops the build.
 */
export const whollyTranslated = (language: Pick<ContentLanguage, "status">): boolean => !language.status?.untranslated;

/** A language of the content by its code; undefined where the site has none. */
export const languageIn = (content: SiteContent, code: string): ContentLanguage | undefined =>
  content.languages.find((language) => language.code === code);
