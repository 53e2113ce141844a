/**
 * The builds the tests read, made once per run by global-setup.ts: the default site, and for
 * the browser tests two launch-day builds with fixture material (never Apple's artwork), and
 * one with the pseudo-locales beside the real ones, with screenshots for the strip.
 */
import path from "node:path";
import { buildSite } from "../build.ts";
import { launchFixture, sampleProof } from "./launch-fixtures.ts";
import { playStoreUrl, storeFileEnv } from "./store-settings.ts";
import { pseudoLaunch, pseudoLocales } from "./pseudo-locales.ts";

export const storeUrl = "https://apps.apple.com/app/swipeclean/id1234567890";

export interface TestBuilds {
  distDir: string;
  /** Live, with three screenshots, a preview video, both stores' fixture badges, sample proof and the store files. */
  launchDistDir?: string;
  /** Open for pre-order, with the fixture badge and no media. */
  preOrderDistDir?: string;
  /** Live with three screenshots, in every locale and the pseudo-locales en-XA and ar-XB. */
  pseudoDistDir?: string;
  dispose: () => Promise<void>;
}

export async function makeTestBuilds(root: string, { launch }: { launch: boolean }): Promise<TestBuilds> {
  const distDir = path.join(root, "dist");
  // The full type-check beside these covers what the build would check.
  const builds: Promise<unknown>[] = [buildSite({ outDir: distDir, env: {}, typeCheck: false })];
  if (!launch) {
    await Promise.all(builds);
    return { distDir, dispose: async () => undefined };
  }
  const fixture = await launchFixture({ screenshots: 3, video: true });
  const launchDistDir = path.join(root, "launch");
  const preOrderDistDir = path.join(root, "pre-order");
  const pseudoDistDir = path.join(root, "pseudo");
  builds.push(
    buildSite({
      outDir: launchDistDir,
      env: { APP_STORE_STATE: "live", APP_STORE_URL: storeUrl, APP_STORE_ID: "1234567890", PLAY_STORE_URL: playStoreUrl, ...storeFileEnv },
      typeCheck: false,
      launch: { ...fixture, proof: sampleProof },
    }),
    buildSite({ outDir: preOrderDistDir, env: { APP_STORE_STATE: "pre-order", APP_STORE_URL: storeUrl }, typeCheck: false, launch: { ...fixture, screenshots: [], previewVideo: undefined } }),
    buildSite({ outDir: pseudoDistDir, env: {}, typeCheck: false, launch: { ...fixture, ...pseudoLaunch(fixture.screenshots, undefined) }, extraLocales: pseudoLocales }),
  );
  await Promise.all(builds);
  return { distDir, launchDistDir, preOrderDistDir, pseudoDistDir, dispose: fixture.dispose };
}
