/**
 * The pipeline, stage by stage, from sources to the files of dist/:
 *   inputs (the renderer, the compiled styles, the palette) -> settings -> locales ->
 *   launch material -> pages -> files.
 * `ownersSources` runs settings, locales and launch material on the owner's sources (src/site.ts
 * and the environment, src/content/locales/, src/assets/ with src/content/launch.json and
 * src/content/proof.json); `assemble` makes every file from them. The build and the dev server
 * run both; a test runs the stages it needs with sources of its own.
 */
import type { SiteColors } from "../../src/colors.ts";
import type { Copy } from "../../src/content/locales/index.ts";
import type { ImageFile, LaunchAssets } from "../../src/launch-assets.ts";
import type { SiteLocale } from "../../src/locales.ts";
import type { PageEntry } from "../../src/pages/registry.ts";
import type { BuiltAssets } from "../../src/render.tsx";
import type { SiteConfig } from "../../src/site.ts";
import { hostedAdmin } from "../cms/hosted-admin.ts";
import { bundleClients } from "./client.ts";
import { readColors } from "./palette-reader.ts";
import { assertReadableContrast } from "./contrast-check.ts";
import { prepareLaunch } from "./launch/prepare.ts";
import type { LaunchOutput, LaunchSources } from "./launch/prepare.ts";
import { paths } from "./paths.ts";
import { loadRenderer } from "./renderer.ts";
import type { Renderer } from "./renderer.ts";
import { pressKit } from "./press-kit.ts";
import { socialCard } from "./social/card.ts";
import { compileStylesheets } from "./styles.ts";
import { touchIcon, touchIconFile } from "./touch-icon.ts";

/** What every stage reads: the bundled renderer (src/ as one module), the compiled stylesheets and the palette. */
export interface PipelineInputs {
  renderer: Renderer;
  css: Readonly<Record<string, string>>;
  colors: SiteColors;
}

/**
 * The inputs, made while `sourcesChecked` checks the data files the renderer bundles; handed on
 * only once they passed, so a broken file is never reported as the bundler's error instead.
 */
export async function pipelineInputs(sourcesChecked: Promise<void> = Promise.resolve()): Promise<PipelineInputs> {
  const made = Promise.all([loadRenderer(), compileStylesheets(), readColors()]);
  // Handled here, so that a failure while the check still runs is not an unhandled rejection.
  made.catch(() => undefined);
  await sourcesChecked;
  const [renderer, css, colors] = await made;
  await assertReadableContrast(css, colors);
  return { renderer, css, colors };
}

/** What the pages are made from: the settings, validated; the languages, each copy checked; the launch material, prepared. */
export interface SiteSources {
  site: SiteConfig;
  languages: SiteLocale[];
  launch: LaunchOutput;
}

/** Settings: src/site.ts's defaults, each overridden by its variable in `env`, validated. */
export const readSettings = ({ renderer }: PipelineInputs, env: Readonly<Record<string, string | undefined>>) =>
  renderer.loadSiteConfig(env);

/** Locales: `published` (by default what the settings publish), each copy checked and filled in. */
export const readLocales = ({ renderer }: PipelineInputs, site: SiteConfig, published?: Readonly<Record<string, Copy>>) =>
  renderer.checkedLocales(site, published);

/** Launch material: the owner's (src/assets/, src/content/launch.json and proof.ts), as the settings call for it. */
export function ownersLaunch({ renderer }: PipelineInputs, site: SiteConfig, languages: readonly SiteLocale[]): LaunchSources {
  return {
    assetsDir: paths.assets,
    screenshots: renderer.screenshots,
    previewVideo: renderer.previewVideo,
    badgeWords: Object.fromEntries(languages.map((language) => [language.code, renderer.badgeWords(language.copy, site.appStoreState)])),
    playBadgeWords: Object.fromEntries(languages.map((language) => [language.code, language.copy.store.googlePlay.badgeWords])),
    proof: renderer.proof,
    describedLocales: site.locales.filter((code) => !renderer.isPartial(code)),
    storeDir: paths.store,
    storefronts: Object.fromEntries(languages.map((language) => [language.code, renderer.storefrontOf(language.copy)])),
  };
}

/** Launch material already made, as the markup needs it, with no file to write. */
export const preparedLaunch = (assets: LaunchAssets): LaunchOutput => ({ assets, files: new Map(), originals: new Map(), cached: 0 });

/** The first three stages on the owner's sources and the settings in `env`. */
export async function ownersSources(inputs: PipelineInputs, env: Readonly<Record<string, string | undefined>>): Promise<SiteSources> {
  const site = readSettings(inputs, env);
  const languages = readLocales(inputs, site);
  return { site, languages, launch: await prepareLaunch(site, ownersLaunch(inputs, site, languages)) };
}

/** The dev server's: its reload script, and the social cards drawn and the pages' content checked after the pages are written (see `later`). */
interface DevAssembly {
  devScripts?: readonly string[];
  checkAndDrawLater?: boolean;
}

export interface Assembled extends SiteSources {
  /** Every file of dist/ the build generates, by its path there (static/ aside). */
  files: Map<string, string | Buffer>;
  /** Each page and language with the content checks' markers still in it, before the files are checked. */
  markedPages: ReadonlyMap<string, string>;
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
  /** The registry's pages this build publishes. */
  entries: readonly PageEntry[];
}

/** Pages and files: the social cards and the Home Screen icon drawn, each page's script bundled, every page rendered and checked. */
export async function assemble(
  inputs: PipelineInputs,
  sources: SiteSources,
  { devScripts, checkAndDrawLater = false }: DevAssembly = {},
): Promise<Assembled> {
  const { renderer, css, colors } = inputs;
  const { site, languages, launch } = sources;
  // The logo in the brand's colours: the favicon, the social card's, the Home Screen icon.
  const favicon = renderer.appIconSvg(colors.brand);
  const named = await Promise.all(
    languages.map((language) =>
      socialCard(renderer.SocialCard, renderer.socialCardSize, renderer.socialCardProps(site.name, language.copy, favicon, colors)),
    ),
  );
  const encodeCards = () => Promise.all(named.map((card) => card.encode()));
  const toFiles = (cards: Awaited<ReturnType<typeof encodeCards>>) =>
    new Map(cards.map((card): [string, Buffer] => [card.image.path, card.bytes]));
  const squareLogo = renderer.appIconSvg(colors.brand, "square");
  const [cards, icon, scripts, kit, admin] = await Promise.all([
    checkAndDrawLater ? undefined : encodeCards(),
    touchIcon(squareLogo),
    bundleClients(renderer.scriptSets(renderer.launchShown(launch.assets))),
    pressKit(renderer, site, languages, launch.assets, squareLogo, launch.originals),
    hostedAdmin(site),
  ]);
  const socialCards = Object.fromEntries(languages.map((language, index) => [language.code, named[index].image]));
  const assets: BuiltAssets = { css, colors, favicon, scripts, socialCards, launch: launch.assets, devScripts };
  const rendered = renderer.renderPages(site, languages, assets);
  const checkContent = () => renderer.assertPagesContent(site, languages, rendered);
  if (!checkAndDrawLater) checkContent();
  const pages = renderer.siteFiles(site, languages, rendered);
  const files = new Map<string, string | Buffer>([
    ...pages,
    ...launch.files,
    ...(cards ? toFiles(cards) : []),
    [touchIconFile, icon.bytes],
    [renderer.pressKitFile, kit.bytes],
    ...admin,
  ]);
  const cachedImages = launch.cached + (cards?.filter((card) => card.fromCache).length ?? 0) + Number(icon.fromCache) + kit.cachedImages;
  return {
    ...sources,
    files,
    markedPages: rendered.pages,
    favicon,
    socialCards,
    cachedImages,
    campaigns: rendered.campaigns,
    englishInAttributes: rendered.englishInAttributes,
    entries: rendered.entries,
    ...(checkAndDrawLater
      ? {
          later: async () => {
            checkContent();
            return toFiles(await encodeCards());
          },
        }
      : {}),
  };
}
