/**
 * The pipeline, stage by stage, from the owner's sources to the files of dist/:
 *   content (./content.ts) -> settings, the fastlane listing, languages and launch material
 *   (./sources.ts) -> the offers published (./offers.ts) -> pages (./pages.ts) and
 *   the files beside them (./host-files.ts, the social cards, the icons, the press kit, /admin/).
 * `ownersSite` runs them all on the owner's sources: `npm run build` calls it, and the dev server
 * calls the same function from a fresh bundle of this module after each edit. A test composes
 * the stages with sources of its own.
 */
import type { SiteColors } from "../../src/brand/colors.ts";
import { appIconSvg } from "../../src/brand/app-icon.ts";
import { SocialCard, socialCardProps, socialCardSize } from "../../src/components/SocialCard.tsx";
import type { SiteContent } from "../../src/content/site-content.ts";
import { productPageCard, socialCardKey } from "../../src/pages/product-landing-pages.ts";
import { launchShown, pageBehaviours, publishedPages } from "../../src/pages/registry.ts";
import type { PageEntry } from "../../src/routing/page-entry.ts";
import type { ImageFile, LaunchAssets } from "../../src/launch/assets.ts";
import { pressKitFile } from "../../src/launch/press-facts.ts";
import type { PagePolicy } from "../../src/publish/security.ts";
import { scriptKey } from "../../src/client/behaviours.ts";
import { hostedAdmin } from "./admin/hosted-admin.ts";
import { bundleClients } from "./client.ts";
import { readContent } from "./content.ts";
import { assertReadableContrast } from "./contrast-check.ts";
import { hostFiles } from "./host-files.ts";
import { offerPages } from "./offers.ts";
import { renderedPages } from "./pages.ts";
import { readColors } from "./palette-reader.ts";
import { pressKit } from "./press-kit.ts";
import { socialCard } from "./social/card.ts";
import { compileStylesheets } from "./styles.ts";
import { touchIcon, touchIconFile } from "./touch-icon.ts";
import { listingCardProps } from "./fastlane/listing-texts.ts";
import { ownersSources } from "./sources.ts";
import type { SiteSources } from "./sources.ts";

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
  /** Each locale's social card, by locale code, and each custom product page's by socialCardKey (src/pages/product-landing-pages.ts). */
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
  // Each language's card, and each custom product page's in each language, where it has words of its own.
  const cardPages = languages.flatMap((language) => {
    const home = listingCardProps(
      socialCardProps(site.name, language.copy, favicon, colors),
      sources.listing?.texts[language.code],
      site.listingTexts,
    );
    return [
      { key: socialCardKey(language.code), props: home },
      ...content.productPages.map((page) => ({
        key: socialCardKey(language.code, page),
        props: productPageCard(home, page, language.code),
      })),
    ];
  });
  const named = await Promise.all(cardPages.map(({ props }) => socialCard(SocialCard, socialCardSize, props)));
  // A card drawn once however many pages show it: product pages without words of their own show their language's.
  const drawn = [...new Map(named.map((card) => [card.image.path, card])).values()];
  const encodeCards = () => Promise.all(drawn.map((card) => card.encode()));
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
  const socialCards = Object.fromEntries(cardPages.map(({ key }, index) => [key, named[index].image]));
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
    ...rendered.files,
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
