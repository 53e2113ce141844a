/**
 * assemble(): the one path from sources to the files of dist/, shared by the build, the dev
 * server and the tests. The site settings from the environment and the locales they publish
 * (each copy checked, once), each locale's social card drawn from its copy, the launch
 * material the settings call for (the stores' badges, the listed screenshots, video and
 * proof), the client script each page needs, then every page of every locale and the host files.
 */
import type { Copy } from "../../src/content/locales/index.ts";
import type { ImageFile, LaunchAssets } from "../../src/launch.ts";
import { noLaunchAssets } from "../../src/launch.ts";
import type { SiteLocale } from "../../src/locales.ts";
import type { BuiltAssets } from "../../src/render.tsx";
import type { SiteConfig } from "../../src/site.ts";
import { bundleClients } from "./client.ts";
import { prepareLaunch } from "./launch/prepare.ts";
import type { LaunchOutput, LaunchSources } from "./launch/prepare.ts";
import { paths } from "./paths.ts";
import type { Renderer } from "./renderer.ts";
import { socialCard } from "./social/card.ts";
import { touchIcon, touchIconFile } from "./touch-icon.ts";

export interface AssembleOptions {
  /** Where the site settings come from; see src/site.ts. */
  env: Readonly<Record<string, string | undefined>>;
  /** Launch material other than src/assets/ and src/content/launch.ts: a test's own samples, the bench's. */
  launch?: Partial<LaunchSources>;
  /** Launch material already prepared (badges, screenshots by path): for tests of the markup alone. */
  preparedLaunch?: Partial<LaunchAssets>;
  /** The tests' pseudo-locales, rendered beside the site's own; never shipped. */
  extraLocales?: Readonly<Record<string, Copy>>;
  /** The dev server's: pages first, each social card drawn after them (see `later`). */
  cardsLater?: boolean;
  /** The dev server's reload script. */
  devScripts?: readonly string[];
  /** Leaves the content checks' markers in the pages, for the tests of those checks. */
  keepSpecMarkers?: boolean;
}

export interface Assembled {
  /** The settings, validated, and the locales published, each copy checked and filled in. */
  site: SiteConfig;
  languages: SiteLocale[];
  /** Every file of dist/ the build generates, by its path there (static/ aside). */
  files: Map<string, string | Buffer>;
  /** The logo's SVG in the brand's colours, inlined into every page as its favicon. */
  favicon: string;
  /** The launch material the pages show: badges, screenshots, video and proof. */
  launch: LaunchAssets;
  /** Each locale's social card, by locale code. */
  socialCards: Readonly<Record<string, ImageFile>>;
  /** With `cardsLater`: draws the social cards, to write after the pages. */
  later?: () => Promise<Map<string, Buffer>>;
  /** Encoded images (screenshots, the poster, social cards, the Home Screen icon) that came from the cache. */
  cachedImages: number;
}

/** What the build reads before rendering: the compiled stylesheets and the colours of src/styles/_palette.scss. */
export type PageInputs = Pick<BuiltAssets, "css" | "colors">;

export async function assemble(renderer: Renderer, { css, colors }: PageInputs, options: AssembleOptions): Promise<Assembled> {
  const { env, launch = {}, preparedLaunch, extraLocales = {}, cardsLater = false, devScripts, keepSpecMarkers = false } = options;
  const site = renderer.loadSiteConfig(env);
  const languages = renderer.checkedLocales(site, extraLocales);
  // The logo in the brand's colours: the favicon, the social card's, the Home Screen icon.
  const favicon = renderer.appIconSvg(colors.brand);
  const named = await Promise.all(
    languages.map((language) => socialCard(renderer.SocialCard, renderer.socialCardSize, renderer.socialCardProps(site.name, language.copy, favicon, colors))),
  );
  const encodeCards = () => Promise.all(named.map((card) => card.encode()));
  const toFiles = (cards: Awaited<ReturnType<typeof encodeCards>>) => new Map(cards.map((card): [string, Buffer] => [card.image.path, card.bytes]));
  const [prepared, cards, icon] = await Promise.all([
    preparedLaunch ? alreadyPrepared(preparedLaunch) : prepareOwnersLaunch(renderer, site, languages, launch),
    cardsLater ? undefined : encodeCards(),
    touchIcon(renderer.appIconSvg(colors.brand, "square")),
  ]);
  const scripts = await bundleClients(renderer.scriptSets(renderer.launchShown(prepared.assets)));
  const socialCards = Object.fromEntries(languages.map((language, index) => [language.code, named[index].image]));
  const assets: BuiltAssets = { css, colors, favicon, scripts, socialCards, launch: prepared.assets, devScripts };
  const pages = renderer.renderSite(site, languages, assets, undefined, { keepSpecMarkers });
  const files = new Map<string, string | Buffer>([...pages, ...prepared.files, ...(cards ? toFiles(cards) : []), [touchIconFile, icon.bytes]]);
  const cachedImages = prepared.cached + (cards?.filter((card) => card.fromCache).length ?? 0) + Number(icon.fromCache);
  return { site, languages, files, favicon, launch: prepared.assets, socialCards, cachedImages, ...(cards ? {} : { later: () => encodeCards().then(toFiles) }) };
}

/** The owner's launch material (src/content/launch.ts, src/assets/), or a test's in its stead. */
function prepareOwnersLaunch(renderer: Renderer, site: SiteConfig, languages: readonly SiteLocale[], launch: Partial<LaunchSources>): Promise<LaunchOutput> {
  return prepareLaunch(site, {
    assetsDir: paths.assets,
    screenshots: renderer.screenshots,
    previewVideo: renderer.previewVideo,
    badgeWords: Object.fromEntries(languages.map((language) => [language.code, renderer.badgeWords(language.copy, site.appStoreState)])),
    playBadgeWords: Object.fromEntries(languages.map((language) => [language.code, language.copy.store.googlePlay.badgeWords])),
    proof: renderer.proof,
    describedLocales: site.locales.filter((code) => !renderer.isPartial(code)),
    ...launch,
  });
}

async function alreadyPrepared(assets: Partial<LaunchAssets>): Promise<LaunchOutput> {
  return { assets: { ...noLaunchAssets, ...assets }, files: new Map(), cached: 0 };
}
