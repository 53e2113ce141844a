/**
 * The pipeline's reading stages, from the owner's checked content (./content.ts) to what the
 * pages are made from: settings -> the fastlane listing (./fastlane/) -> languages -> launch
 * material (./launch/, with what the maker declares to the App Store, ./declarations/).
 * `ownersSources` runs them on the owner's sources; a test composes them with its own.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { badgeWords } from "../../src/content/copy.ts";
import { languageIn, whollyTranslated } from "../../src/content/site-content.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { storefrontOf } from "../../src/launch/app-store-record.ts";
import type { LaunchAssets } from "../../src/launch/assets.ts";
import { publishedLanguages } from "../../src/routing/languages.ts";
import type { ExtraLanguages, SiteLocale } from "../../src/routing/languages.ts";
import { siteConfigFrom } from "../../src/deploy/site-config.ts";
import { settingNotes } from "../../src/deploy/setting-rules.ts";
import type { SiteConfig } from "../../src/site.ts";
import { storeDeclarations } from "./declarations/store-declarations.ts";
import { withListingTexts } from "./fastlane/listing-texts.ts";
import { readFastlane } from "./fastlane/read-listing.ts";
import type { FastlaneListing } from "./fastlane/read-listing.ts";
import { prepareLaunch } from "./launch/prepare.ts";
import type { LaunchOutput, LaunchSources } from "./launch/prepare.ts";
import { paths, projectRoot } from "./paths.ts";

/** What the pages are made from: the content, the settings, the languages published, the launch material. */
export interface SiteSources {
  content: SiteContent;
  site: SiteConfig;
  languages: SiteLocale[];
  launch: LaunchOutput;
  /** The maker's fastlane listing, where there is one: its texts the settings opt into show on the social cards. */
  listing?: FastlaneListing;
}

/** Settings: src/site.ts's defaults, each overridden by its variable in `env`, checked. */
export const readSettings = (content: SiteContent, env: Readonly<Record<string, string | undefined>>) => siteConfigFrom(env, content);

/** Languages: those the settings publish (and `extra` beside them, a test's pseudo-locales), each copy filled in. */
export const readLanguages = (site: SiteConfig, content: SiteContent, extra?: ExtraLanguages) => publishedLanguages(site, content, extra);

/** The fastlane listing under FASTLANE_PATH, where there is one; each of its languages the site lacks named once. */
export async function readListing(site: SiteConfig, content: SiteContent, root = projectRoot): Promise<FastlaneListing | undefined> {
  const dir = path.join(root, site.fastlanePath);
  if (!existsSync(dir)) return undefined;
  const listing = await readFastlane(
    dir,
    content.languages.map((language) => language.code),
    content.appStoreLanguages,
  );
  for (const line of listing.notOnSite) console.warn(line);
  return listing;
}

/**
 * Launch material: the owner's (src/assets/, the listing, the proof and the in-app events of the
 * content), as the settings call for it, and the declarations to the App Store, the privacy label
 * checked against the policy.
 */
export function ownersLaunch(
  site: SiteConfig,
  content: SiteContent,
  languages: readonly SiteLocale[],
  listing?: FastlaneListing,
): LaunchSources {
  return {
    assetsDir: paths.assets,
    screenshots: content.listing.screenshots,
    previewVideo: content.listing.previewVideo,
    badgeWords: Object.fromEntries(languages.map((language) => [language.code, badgeWords(language.copy, site.appStoreState)])),
    playBadgeWords: Object.fromEntries(languages.map((language) => [language.code, language.copy.store.googlePlay.badgeWords])),
    proof: content.proof,
    events: content.events,
    describedLocales: site.locales.filter((code) => whollyTranslated(languageIn(content, code) ?? {})),
    storeDir: paths.store,
    storefronts: Object.fromEntries(languages.map((language) => [language.code, storefrontOf(language.copy)])),
    ...(listing ? { listing } : {}),
    declarations: storeDeclarations(site, content, listing),
  };
}

/** Launch material already made, as the markup needs it, with no file to write. */
export const preparedLaunch = (assets: LaunchAssets): LaunchOutput => ({ assets, files: new Map(), originals: new Map(), cached: 0 });

/** The content's stages on the settings in `env`: settings, languages, the owner's launch material. */
export async function ownersSources(content: SiteContent, env: Readonly<Record<string, string | undefined>>): Promise<SiteSources> {
  const site = readSettings(content, env);
  for (const line of settingNotes(site)) console.warn(line);
  const listing = await readListing(site, content);
  const languages = withListingTexts(readLanguages(site, content), listing, site.listingTexts);
  const launch = await prepareLaunch(site, ownersLaunch(site, content, languages, listing));
  return { content, site, languages, launch, ...(listing ? { listing } : {}) };
}
