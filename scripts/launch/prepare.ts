/**
 * The launch step of the build: Apple's badge for the store state (in each locale, where the
 * owner saved a localized one), the screenshots and the preview video, each checked, encoded
 * and named under assets/. With the defaults (coming soon, nothing listed in
 * src/content/launch.ts) it does nothing and needs no sharp.
 */
import path from "node:path";
import type { PreviewVideoEntry, ScreenshotEntry } from "../../src/content/launch.ts";
import type { LaunchAssets, StoreBadge } from "../../src/launch.ts";
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
  /** The words of Apple's badge for the store state, by locale, default locale first. */
  badgeWords: Readonly<Record<string, string | undefined>>;
}

export interface LaunchOutput {
  assets: LaunchAssets;
  /** Every file to write under dist/, by its path there. */
  files: Map<string, Buffer>;
  /** Encoded images (screenshots and the poster) that came from the cache. */
  cached: number;
}

const shown = (file: string) => path.relative(projectRoot, file) || file;

/** The default locale's badge, and each other locale's where its folder has one; says once which fall back. */
async function prepareBadges(site: SiteConfig, badgeWords: LaunchSources["badgeWords"], dir: string) {
  const [main, ...others] = Object.entries(badgeWords);
  const fallback = await loadStoreBadge(site.appStoreState, main?.[1], dir, shown);
  if (!fallback) return { badges: {}, files: new Map<string, Buffer>() };
  const localized = await Promise.all(others.map(([code, words]) => loadStoreBadge(site.appStoreState, words, path.join(dir, code), shown, code)));
  const english = others.filter((_, index) => !localized[index]).map(([code]) => code);
  if (english.length > 0) {
    console.warn(`App Store badge: ${english.join(", ")} show the English badge; save Apple's badge in that language as ${shown(path.join(dir, "<locale>", `${site.appStoreState}-black.svg`))} to show theirs.`);
  }
  const badges: Record<string, StoreBadge> = Object.fromEntries(Object.keys(badgeWords).map((code, index) => [code, (index > 0 && localized[index - 1]?.badge) || fallback.badge]));
  return { badges, files: new Map([...fallback.files, ...localized.flatMap((output) => [...(output?.files ?? [])])]) };
}

export async function prepareLaunch(site: SiteConfig, sources: LaunchSources): Promise<LaunchOutput> {
  const [badges, screenshots, video] = await Promise.all([
    prepareBadges(site, sources.badgeWords, path.join(sources.assetsDir, "app-store")),
    prepareScreenshots(sources.screenshots, path.join(sources.assetsDir, "screenshots"), shown),
    preparePreviewVideo(sources.previewVideo, path.join(sources.assetsDir, "preview"), shown),
  ]);
  return {
    assets: { badges: badges.badges, screenshots: screenshots.screenshots, ...(video.video ? { video: video.video } : {}) },
    files: new Map([...badges.files, ...screenshots.files, ...video.files]),
    cached: screenshots.cached + video.cached,
  };
}
