/**
 * The launch step of the build: Apple's badge for the store state, the screenshots and the
 * preview video, each checked, encoded and named under assets/. With the defaults (coming
 * soon, nothing listed in src/content/launch.ts) it does nothing and needs no sharp.
 */
import path from "node:path";
import type { PreviewVideoEntry, ScreenshotEntry } from "../../src/content/launch.ts";
import type { LaunchAssets } from "../../src/launch.ts";
import type { SiteConfig } from "../../src/site.ts";
import { projectRoot } from "../build-steps.ts";
import { loadStoreBadge } from "./badge.ts";
import { prepareScreenshots } from "./screenshots.ts";
import { preparePreviewVideo } from "./video.ts";

export interface LaunchSources {
  /** Holds app-store/, screenshots/ and preview/: src/assets/ unless a test says otherwise. */
  assetsDir: string;
  screenshots: readonly ScreenshotEntry[];
  previewVideo?: PreviewVideoEntry;
  /** The badge's words and the video control's label, from the content modules. */
  badgeWords?: string;
  watchLabel: string;
}

export interface LaunchOutput {
  assets: LaunchAssets;
  /** Every file to write under dist/, by its path there. */
  files: Map<string, Buffer>;
  /** Encoded images (screenshots and the poster) that came from the cache. */
  cached: number;
}

const shown = (file: string) => path.relative(projectRoot, file) || file;

export async function prepareLaunch(site: SiteConfig, sources: LaunchSources): Promise<LaunchOutput> {
  const [badge, screenshots, video] = await Promise.all([
    loadStoreBadge(site.appStoreState, sources.badgeWords, path.join(sources.assetsDir, "app-store"), shown),
    prepareScreenshots(sources.screenshots, path.join(sources.assetsDir, "screenshots"), shown),
    preparePreviewVideo(sources.previewVideo, sources.watchLabel, path.join(sources.assetsDir, "preview"), shown),
  ]);
  return {
    assets: { ...(badge ? { badge: badge.badge } : {}), screenshots: screenshots.screenshots, ...(video.video ? { video: video.video } : {}) },
    files: new Map([...(badge?.files ?? []), ...screenshots.files, ...video.files]),
    cached: screenshots.cached + video.cached,
  };
}
