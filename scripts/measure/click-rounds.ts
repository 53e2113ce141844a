/**
 * The bench's clicks: the site as shipped, without its client script (the cross-fade Chromium
 * keeps), without speculation rules, and the floor pair, taken in turn, round after round, so
 * that whatever else the machine does touches each alike.
 */
import { clickToShown, mobileNetwork, siteHop } from "./navigation-timing.ts";
import type { Sample } from "./navigation-timing.ts";
import { median } from "./median.ts";
import { serveStatic } from "../serve/static-server.ts";
import { instrumentedCopy } from "../testing/instrumented-site.ts";
import { rewrittenCopy } from "../testing/rewritten-copy.ts";
import type { FloorSite } from "./floor.ts";

export interface NavigationFigures {
  /** Medians, ms from the click to the next page's first contentful paint. */
  prerenderedMs: number;
  prerenderedCrossFadeMs: number;
  withoutPrerenderMs: number;
  floorMs: number;
  /** Every prerendered sample was in fact activated from a prerender. */
  allPrerendered: boolean;
  /** No sample of the shipped site was cross-faded, and each of the script-less build was. */
  crossFadeOnlyWithoutScript: boolean;
  samples: Record<"prerendered" | "prerenderedCrossFade" | "withoutPrerender" | "floor", number[]>;
}

/** One sample, taken again once if the first try failed; the failure is printed, not hidden. */
async function sampleOnce(take: () => Promise<Sample>): Promise<Sample> {
  try {
    return await take();
  } catch (error) {
    console.warn(`Timing the click again: ${(error as Error).message}`);
    return take();
  }
}

export async function measureNavigation(dist: string, floor: FloorSite, rounds = 5): Promise<NavigationFigures> {
  const shipped = await instrumentedCopy(dist);
  const copies = await Promise.all([
    rewrittenCopy(shipped.dir, (html) => html.replace(/<script type="module">.*?<\/script>/s, "")),
    rewrittenCopy(shipped.dir, (html) => html.replace(/<script type="speculationrules">.*?<\/script>/s, "")),
  ]);
  const servers = await Promise.all(
    [shipped.dir, ...copies.map((copy) => copy.dir), floor.dir].map((root) => serveStatic(root, { throttle: mobileNetwork })),
  );
  const [site, crossFadeSite, plainSite, floorSite] = servers;
  try {
    const runs = {
      prerendered: [] as Sample[],
      prerenderedCrossFade: [] as Sample[],
      withoutPrerender: [] as Sample[],
      floor: [] as Sample[],
    };
    for (let round = 0; round < rounds; round += 1) {
      runs.prerendered.push(await sampleOnce(() => clickToShown(site.origin, siteHop)));
      runs.floor.push(await sampleOnce(() => clickToShown(floorSite.origin, floor.pair)));
      runs.prerenderedCrossFade.push(await sampleOnce(() => clickToShown(crossFadeSite.origin, siteHop)));
      runs.withoutPrerender.push(await sampleOnce(() => clickToShown(plainSite.origin, siteHop)));
    }
    const samples = Object.fromEntries(
      Object.entries(runs).map(([name, list]) => [name, list.map((sample) => Math.round(sample.ms))]),
    ) as NavigationFigures["samples"];
    return {
      prerenderedMs: Math.round(median(samples.prerendered)),
      prerenderedCrossFadeMs: Math.round(median(samples.prerenderedCrossFade)),
      withoutPrerenderMs: Math.round(median(samples.withoutPrerender)),
      floorMs: Math.round(median(samples.floor)),
      allPrerendered: [...runs.prerendered, ...runs.prerenderedCrossFade, ...runs.floor].every((sample) => sample.prerendered),
      crossFadeOnlyWithoutScript:
        runs.prerendered.every((sample) => !sample.crossFaded) && runs.prerenderedCrossFade.every((sample) => sample.crossFaded),
      samples,
    };
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all([shipped, ...copies].map((copy) => copy.dispose()));
  }
}
