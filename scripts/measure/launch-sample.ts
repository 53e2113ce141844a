/**
 * Launch day, measured: a build that is live with 10 sample screenshots, a sample video
 * (scripts/testing/launch-fixtures.ts) and an in-app event coming up (event-fixtures.ts), as the
 * home page every launch sends visitors to shows them; timed cold (every screenshot encoded, as
 * a host's first build) and warm (from the cache), and its first view as Lighthouse's phone sees it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { buildWith } from "../pipeline/build-site.ts";
import { assemble, pipelineInputs } from "../pipeline/assemble.ts";
import { ownersLaunch, readLanguages, readSettings } from "../pipeline/sources.ts";
import { prepareLaunch } from "../pipeline/launch/prepare.ts";
import { encodedCacheDir } from "../pipeline/launch/encode-cache.ts";
import { sampleEvent, writeSampleEventCard } from "../testing/event-fixtures.ts";
import { launchFixture } from "../testing/launch-fixtures.ts";
import { storeUrl } from "../testing/store-records.ts";
import { firstViewWeight } from "./weight.ts";

/** Lighthouse's mobile screen: 412 × 823 CSS px at a pixel ratio of 1.75. */
const lighthousePhone = { width: 412, height: 823, deviceScaleFactor: 1.75 };

export interface LaunchFigures {
  dir: string;
  screenshots: number;
  /** Whether the home page lists an in-app event. */
  event: boolean;
  /** None where the bench built it warm only (its quick run). */
  coldBuildMs?: number;
  warmBuildMs: number;
  /** The document, gzip -9, in the default language. */
  documentGzipBytes: number;
  /** The document (gzip -9) and the hero's screenshot as fetched. */
  heroAndHtmlBytes: number;
  heroImage: string;
  belowTheFoldImages: string[];
  dispose: () => Promise<void>;
}

export async function measureLaunchSample(
  browser: Browser,
  serve: (dir: string) => Promise<{ origin: string; close: () => Promise<void> }>,
  { screenshots = 10, cold = true } = {},
): Promise<LaunchFigures> {
  const fixture = await launchFixture({ screenshots, video: true });
  await writeSampleEventCard(fixture.assetsDir);
  const root = await mkdtemp(path.join(os.tmpdir(), "site-bench-launch-"));
  const dir = path.join(root, "dist");
  const build = async () => {
    const started = performance.now();
    // The build a host runs, type-check and all, with the sample in place of the owner's launch material.
    await buildWith(dir, async (read) => {
      const [content, inputs] = await Promise.all([read, pipelineInputs()]);
      const site = readSettings(content, { APP_STORE_STATE: "live", APP_STORE_URL: storeUrl, APP_STORE_ID: "1234567890" });
      const languages = readLanguages(site, content);
      const events = [sampleEvent(languages.map((language) => language.code))];
      const launch = await prepareLaunch(site, { ...ownersLaunch(site, content, languages), ...fixture, events });
      return assemble(inputs, { content, site, languages, launch });
    });
    return performance.now() - started;
  };
  if (cold) await rm(encodedCacheDir, { recursive: true, force: true });
  const coldBuildMs = cold ? await build() : undefined;
  const warmBuildMs = await build();
  const server = await serve(dir);
  try {
    const weight = await firstViewWeight(browser, `${server.origin}/`, lighthousePhone);
    const images = weight.requests.filter((request) => request.type === "image");
    const hero = images.find((request) => /screenshot-1-/.test(request.url));
    const document = weight.requests.find((request) => request.type === "document");
    return {
      dir,
      screenshots,
      event: true,
      ...(coldBuildMs === undefined ? {} : { coldBuildMs: Math.round(coldBuildMs) }),
      warmBuildMs: Math.round(warmBuildMs),
      documentGzipBytes: document?.gzip ?? Number.NaN,
      heroAndHtmlBytes: (document?.gzip ?? 0) + (hero?.bytes ?? Number.NaN),
      heroImage: hero ? path.posix.basename(new URL(hero.url).pathname) : "none",
      belowTheFoldImages: images.filter((request) => /screenshot-(?!1-)/.test(request.url)).map((request) => request.url),
      dispose: async () => {
        await rm(root, { recursive: true, force: true });
        await fixture.dispose();
      },
    };
  } finally {
    await server.close();
  }
}
