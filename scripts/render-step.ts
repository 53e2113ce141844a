/**
 * The render step, shared by the build and the dev server: the site settings from the
 * environment, then the social card drawn from the content and the launch material they call
 * for (Apple's badge for the store state, the listed screenshots and video), the client script
 * each page needs, then every page and host file.
 */
import type { BuiltAssets } from "../src/render.tsx";
import type { Renderer } from "./build-steps.ts";
import { bundleClients, paths } from "./build-steps.ts";
import { prepareLaunch } from "./launch/prepare.ts";
import { socialCard } from "./social/card.ts";
import type { LaunchSources } from "./launch/prepare.ts";

export interface RenderedFiles {
  /** Every file of dist/ the build generates, by its path there. */
  files: Map<string, string | Buffer>;
  /** Encoded images (screenshots, the poster) that came from the cache. */
  cachedImages: number;
}

export async function renderFiles(
  renderer: Renderer,
  env: Record<string, string | undefined>,
  assets: Omit<BuiltAssets, "launch" | "scripts" | "socialCard">,
  launch: Partial<LaunchSources> = {},
): Promise<RenderedFiles> {
  const site = renderer.loadSiteConfig(env);
  const card = socialCard(renderer.SocialCard, renderer.socialCardSize, renderer.socialCardProps(site.name, assets.favicon));
  const prepared = await prepareLaunch(site, {
    assetsDir: paths.assets,
    screenshots: renderer.screenshots,
    previewVideo: renderer.previewVideo,
    badgeWords: renderer.store[site.appStoreState].badgeWords,
    watchLabel: renderer.launchCopy.watch,
    ...launch,
  });
  const scripts = await bundleClients(renderer.scriptSets(renderer.launchShown(prepared.assets)));
  const { image, bytes, fromCache } = await card;
  const pages = renderer.renderSite(site, { ...assets, scripts, socialCard: image, launch: prepared.assets });
  return { files: new Map<string, string | Buffer>([...pages, ...prepared.files, [image.path, bytes]]), cachedImages: prepared.cached + Number(fromCache) };
}
