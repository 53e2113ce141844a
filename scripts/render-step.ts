/**
 * The render step, shared by the build and the dev server: the site settings from the
 * environment and the locales they publish (each copy checked), then each locale's social card
 * drawn from its copy and the launch material the settings call for (the stores' badges, the
 * listed screenshots, video and proof), the client script each page needs, then
 * every page of every locale and the host files.
 */
import type { Copy } from "../src/content/locales/index.ts";
import type { BuiltAssets } from "../src/render.tsx";
import type { Renderer } from "./build-steps.ts";
import { bundleClients, paths } from "./build-steps.ts";
import { prepareLaunch } from "./launch/prepare.ts";
import type { LaunchSources } from "./launch/prepare.ts";
import { socialCard } from "./social/card.ts";

export interface RenderedFiles {
  /** Every file of dist/ the build generates, by its path there. */
  files: Map<string, string | Buffer>;
  /** With `cardsLater`: draws the social cards, to write after the pages. */
  later?: () => Promise<Map<string, Buffer>>;
  /** Encoded images (screenshots, the poster, social cards) that came from the cache. */
  cachedImages: number;
}

export interface RenderSources {
  /** Launch material other than src/assets/ and src/content/launch.ts: for tests and the bench. */
  launch?: Partial<LaunchSources>;
  /** The tests' pseudo-locales, rendered beside the site's own. */
  extraLocales?: Readonly<Record<string, Copy>>;
  /** The dev server's: pages first, each social card drawn after them (see `later`). */
  cardsLater?: boolean;
}

export async function renderFiles(
  renderer: Renderer,
  env: Record<string, string | undefined>,
  assets: Omit<BuiltAssets, "launch" | "scripts" | "socialCards">,
  { launch = {}, extraLocales = {}, cardsLater = false }: RenderSources = {},
): Promise<RenderedFiles> {
  const site = renderer.loadSiteConfig(env);
  const languages = renderer.checkedLocales(site, extraLocales);
  const named = await Promise.all(
    languages.map((language) => socialCard(renderer.SocialCard, renderer.socialCardSize, renderer.socialCardProps(site.name, language.copy, assets.favicon))),
  );
  const encodeCards = () => Promise.all(named.map((card) => card.encode()));
  const toFiles = (cards: Awaited<ReturnType<typeof encodeCards>>) => new Map(cards.map((card): [string, Buffer] => [card.image.path, card.bytes]));
  const [prepared, cards] = await Promise.all([
    prepareLaunch(site, {
      assetsDir: paths.assets,
      screenshots: renderer.screenshots,
      previewVideo: renderer.previewVideo,
      badgeWords: Object.fromEntries(languages.map((language) => [language.code, renderer.badgeWords(language.copy, site.appStoreState)])),
      playBadgeWords: Object.fromEntries(languages.map((language) => [language.code, language.copy.store.googlePlay.badgeWords])),
      proof: renderer.proof,
      ...launch,
    }),
    cardsLater ? undefined : encodeCards(),
  ]);
  const scripts = await bundleClients(renderer.scriptSets(renderer.launchShown(prepared.assets)));
  const socialCards = Object.fromEntries(languages.map((language, index) => [language.code, named[index].image]));
  const pages = renderer.renderSite(site, { ...assets, scripts, socialCards, launch: prepared.assets }, undefined, { extraLocales });
  if (!cards) return { files: new Map<string, string | Buffer>([...pages, ...prepared.files]), later: () => encodeCards().then(toFiles), cachedImages: prepared.cached };
  return { files: new Map<string, string | Buffer>([...pages, ...prepared.files, ...toFiles(cards)]), cachedImages: prepared.cached + cards.filter((card) => card.fromCache).length };
}
