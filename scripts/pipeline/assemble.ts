/**
 * The pipeline, stage by stage, from the owner's sources to the files of dist/:
 *   content (./content.ts) -> settings -> the fastlane listing (./fastlane/) -> languages ->
 *   launch material (with what the maker declares to the App Store, ./declarations/) -> the offers
 *   published (./offers.ts) -> pages (./pages.ts) and
 *   the files beside them (./host-files.ts, the social cards, the icons, the press kit, /admin/).
 * `ownersSite` runs them all on the owner's sources: `npm run build` calls it, and the dev server
 * calls the same function from a fresh bundle of this module after each edit. A test composes
 * the stages with sources of its own.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { SiteColors } from "../../src/brand/colors.ts";
import { appIconSvg } from "../../src/brand/app-icon.ts";
import { SocialCard, socialCardProps, socialCardSize } from "../../src/components/SocialCard.tsx";
import { badgeWords } from "../../src/content/copy.ts";
import { languageIn, whollyTranslated } from "../../src/content/site-content.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { publishedLanguages } from "../../src/routing/languages.ts";
import type { ExtraLanguages, SiteLocale } from "../../src/routing/languages.ts";
import { launchShown, pageBehaviours, publishedPages } from "../../src/pages/registry.ts";
import type { PageEntry } from "../../src/pages/registry.ts";
import { siteConfigFrom } from "../../src/settings/read.ts";
import { settingNotes } from "../../src/settings/rules.ts";
import type { SiteConfig } from "../../src/site.ts";
import { storefrontOf } from "../../src/launch/app-store-record.ts";
import type { ImageFile, LaunchAssets } from "../../src/launch/assets.ts";
import { pressKitFile } from "../../src/launch/press-facts.ts";
import type { PagePolicy } from "../../src/publish/security.ts";
import { scriptKey } from "../../src/client/behaviours.ts";
import { hostedAdmin } from "./admin/hosted-admin.ts";
import { bundleClients } from "./client.ts";
import { readContent } from "./content.ts";
import { assertReadableContrast } from "./contrast-check.ts";
import { hostFiles } from "./host-files.ts";
import { prepareLaunch } from "./launch/prepare.ts";
import type { LaunchOutput, LaunchSources } from "./launch/prepare.ts";
import { offerPages } from "./offers.ts";
import { renderedPages } from "./pages.ts";
import { readColors } from "./palette-reader.ts";
import { paths, projectRoot } from "./paths.ts";
import { pressKit } from "./press-kit.ts";
import { socialCard } from "./social/card.ts";
import { compileStylesheets } from "./styles.ts";
import { touchIcon, touchIconFile } from "./touch-icon.ts";
import { listingCardProps, withListingTexts } from "./fastlane/listing-texts.ts";
import { readFastlane } from "./fastlane/read-listing.ts";
import { storeDeclarations } from "./declarations/store-declarations.ts";
import type { FastlaneListing } from "./fastlane/read-listing.ts";

/** The compiled stylesheets and the palette, their text checked readable. */
export interface PipelineInputs {
  css: Readonly<Record<string, string>>;
  colors: SiteColors;
}

/** The stylesheets (`css` where the caller compiled them already) and the palette, checked for contrast as the build does. */
export async function pipelineInputs(css?: Readonly<Record<string, string>>): Promise<PipelineInputs> {
  const [compiled, colors] = await Promise.all([css ?? compileStylesheets(), readColors()]);
  await assertReadableContrast(compiled, colors);
  return { css: compiled, colors };
}

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

/** The dev server's: its reload script, and the pages' content checked and the social cards drawn once the pages are written (see `later`). */
interface DevAssembly {
  devScripts?: readonly string[];
  checkAndDrawLater?: boolean;
}

export interface Assembled extends SiteSources {
  /** Every file of dist/ the build generates, by its path there (static/ aside). */
  files: Map<string, string | Buffer>;
  /** The logo's SVG in the brand's colours, inlined into every page as its favicon. */
  favicon: string;
  /** Each locale's social card, by locale code. */
  socialCards: Readonly<Record<string, ImageFile>>;
  /** With `checkAndDrawLater`: checks the pages' content (throwing on a problem), then draws the social cards to write. */
  later?: () => Promise<Map<string, Buffer>>;
  /** Encoded images (screenshots, the poster, social cards, the Home Screen icon) that came from the cache. */
  cachedImages: number;
  /** The campaign tokens the store links carry, for the maker to enter in App Store Connect. */
  campaigns: string[];
  /** By language published early: its English in attributes and titles, which cannot carry lang="en". */
  englishInAttributes: Record<string, string[]>;
  /** The offer codes of offers.json this build leaves out for now (before launch, without APP_STORE_ID, ended), each with why. */
  offersLeftOut: string[];
  /** The registry's pages this build publishes. */
  entries: readonly PageEntry[];
  /** Each page's inline blocks, by its path in dist/, which the host files (./host-files.ts) name in its policy. */
  policies: ReadonlyMap<string, PagePolicy>;
}

/** The behaviour lists the pages' scripts need, one per distinct script, for the build to bundle. */
const scriptSets = (entries: readonly PageEntry[], launch: LaunchAssets) => {
  const shown = launchShown(launch);
  return [...new Map(entries.map((page) => pageBehaviours(page, shown)).map((names) => [scriptKey(names), names])).values()];
};

/** Pages and files: the social cards and the Home Screen icon drawn, each page's script bundled, every page rendered and checked. */
export async function assemble(
  inputs: PipelineInputs,
  sources: SiteSources,
  { devScripts, checkAndDrawLater = false }: DevAssembly = {},
): Promise<Assembled> {
  const { css, colors } = inputs;
  const { site, languages, launch, content } = sources;
  const offers = offerPages(site, content);
  // The logo in the brand's colours: the favicon, the social card's, the Home Screen icon.
  const favicon = appIconSvg(colors.brand);
  const named = await Promise.all(
    languages.map((language) =>
      socialCard(
        SocialCard,
        socialCardSize,
        listingCardProps(
          socialCardProps(site.name, language.copy, favicon, colors),
          sources.listing?.texts[language.code],
          site.listingTexts,
        ),
      ),
    ),
  );
  const encodeCards = () => Promise.all(named.map((card) => card.encode()));
  const toFiles = (cards: Awaited<ReturnType<typeof encodeCards>>) =>
    new Map(cards.map((card): [string, Buffer] => [card.image.path, card.bytes]));
  const squareLogo = appIconSvg(colors.brand, "square");
  const [cards, icon, scripts, kit, admin] = await Promise.all([
    checkAndDrawLater ? undefined : encodeCards(),
    touchIcon(squareLogo),
    bundleClients(scriptSets([...publishedPages(launchShown(launch.assets)), ...offers.entries], launch.assets)),
    pressKit(site, languages, launch.assets, squareLogo, launch.originals),
    hostedAdmin(site, content),
  ]);
  const socialCards = Object.fromEntries(languages.map((language, index) => [language.code, named[index].image]));
  const rendered = renderedPages(
    site,
    languages,
    content,
    {
      css,
      colors,
      favicon,
      scripts,
      socialCards,
      launch: launch.assets,
      devScripts,
    },
    offers.entries,
  );
  if (!checkAndDrawLater) rendered.checkContent();
  const files = new Map<string, string | Buffer>([
    ...rendered.pages,
    ...hostFiles(site, languages, rendered.entries, rendered.policies),
    ...launch.files,
    ...(cards ? toFiles(cards) : []),
    [touchIconFile, icon.bytes],
    [pressKitFile, kit.bytes],
    ...admin,
  ]);
  const cachedImages = launch.cached + (cards?.filter((card) => card.fromCache).length ?? 0) + Number(icon.fromCache) + kit.cachedImages;
  return {
    ...sources,
    files,
    favicon,
    socialCards,
    cachedImages,
    campaigns: rendered.campaigns,
    englishInAttributes: rendered.englishInAttributes,
    offersLeftOut: offers.leftOut,
    entries: rendered.entries,
    policies: rendered.policies,
    ...(checkAndDrawLater
      ? {
          later: async () => {
            rendered.checkContent();
            return toFiles(await encodeCards());
          },
        }
      : {}),
  };
}

interface OwnersSite extends DevAssembly {
  /** The content, where the caller reads it first (the build, to name a broken data file before anything else). */
  content?: Promise<SiteContent>;
  /** The stylesheets, where the caller compiled them (the dev server, which recompiles only on a stylesheet's edit). */
  css?: Readonly<Record<string, string>>;
}

/** The owner's site from its sources and the settings in `env`, every stage in order. */
export async function ownersSite(env: Readonly<Record<string, string | undefined>>, options: OwnersSite = {}): Promise<Assembled> {
  const [content, inputs] = await Promise.all([options.content ?? readContent(), pipelineInputs(options.css)]);
  return assemble(inputs, await ownersSources(content, env), options);
}
