/** The bench's figures held against scripts/measure/budgets.ts: every budget, and the goals apart. */
import { budgets, goals } from "./budgets.ts";
import type { BuildFigures } from "./build-timing.ts";
import type { LaunchFigures } from "./launch-sample.ts";
import type { LighthouseFigures } from "./lighthouse-runs.ts";
import type { NavigationFigures } from "./click-rounds.ts";
import type { DevLoopFigures } from "./dev-loop.ts";
import { median } from "./median.ts";
import type { PaintFigures } from "./paint.ts";
import type { Ratios } from "./baseline.ts";
import type { Check } from "./verdict.ts";
import type { FirstViewWeight } from "./weight.ts";

export interface BenchFigures {
  build: BuildFigures;
  /** Left out by the quick bench (one page): the dev loop, the clicks, and launch day unless that is the page. */
  devLoop?: DevLoopFigures;
  navigation?: NavigationFigures;
  launch?: LaunchFigures;
  weights: { name: string; weight: FirstViewWeight }[];
  paints: ReadonlyMap<string, PaintFigures>;
  lighthouse: ReadonlyMap<string, LighthouseFigures>;
  /** The same paints and Lighthouse figures as ratios to the floor's (floorRatios). */
  ratios: Ratios;
}

const round = Math.round;
/** A figure over the floor's, to three places. */
const ratio = (value: number, floor: number) => round((value / floor) * 1000) / 1000;

/**
 * Each page's figures that are held to the baseline (baseline.ts), as ratios to the floor page's:
 * the median of its visits' or rounds' own ratios, each to the floor's measured beside it, where
 * the bench kept them; else the ratio of the medians.
 */
export function floorRatios(paints: ReadonlyMap<string, PaintFigures>, lighthouse: ReadonlyMap<string, LighthouseFigures>): Ratios {
  const floorPaint = paints.get("floor");
  const floorLh = lighthouse.get("floor");
  if (!floorPaint || !floorLh) throw new Error("the bench measured no floor page");
  const pages = <T>(figures: ReadonlyMap<string, T>, of: (figure: T) => number) =>
    new Map([...figures].filter(([name]) => name !== "floor").map(([name, figure]) => [name, of(figure)]));
  const paired = (own: readonly number[], value: number, floorValue: number) =>
    own.length ? round(median(own) * 1000) / 1000 : ratio(value, floorValue);
  const rounds = (lh: LighthouseFigures, key: "fcpMs" | "lcpMs") =>
    (lh.rounds ?? []).map((run, index) => run[key] / (floorLh.rounds?.[index]?.[key] ?? Number.NaN)).filter(Number.isFinite);
  return {
    "slowed first paint": pages(paints, (paint) => paired(paint.ratios.fcp, paint.fcpMs, floorPaint.fcpMs)),
    "slowed largest paint": pages(paints, (paint) => paired(paint.ratios.lcp, paint.lcpMs, floorPaint.lcpMs)),
    "Lighthouse FCP": pages(lighthouse, (scores) => paired(rounds(scores, "fcpMs"), scores.fcpMs, floorLh.fcpMs)),
    "Lighthouse LCP": pages(lighthouse, (scores) => paired(rounds(scores, "lcpMs"), scores.lcpMs, floorLh.lcpMs)),
  };
}

function navigationChecks(navigation: NavigationFigures): Check[] {
  return [
    {
      what: "navigation: click to shown, prerendered, / the floor pair's",
      value: round((navigation.prerenderedMs / navigation.floorMs) * 100) / 100,
      budget: budgets.navigationToFloorRatio,
      kind: "max",
    },
    {
      what: "navigation: click to shown, prerendered, ms over the floor pair's",
      value: navigation.prerenderedMs - navigation.floorMs,
      budget: goals.navigationOverFloorMs,
      kind: "max",
      goal: true,
    },
    { what: "navigation: every hovered link was prerendered", value: Number(navigation.allPrerendered), budget: 1, kind: "min" },
    {
      what: "navigation: cross-faded only where the client script was left out",
      value: Number(navigation.crossFadeOnlyWithoutScript),
      budget: 1,
      kind: "min",
    },
  ];
}

function launchChecks(launch: LaunchFigures): Check[] {
  return [
    ...(launch.coldBuildMs === undefined
      ? []
      : [
          {
            what: "launch: build with 10 screenshots, cold ms",
            value: launch.coldBuildMs,
            budget: budgets.launch.coldBuildMs,
            kind: "max",
          } as const,
        ]),
    { what: "launch: build with 10 screenshots, warm ms", value: launch.warmBuildMs, budget: budgets.launch.warmBuildMs, kind: "max" },
    {
      what: "launch: first view, gzip bytes (one round trip)",
      value: launch.documentGzipBytes,
      budget: budgets.firstViewGzipBytes,
      kind: "max",
    },
    {
      what: `launch: HTML and hero image (${launch.heroImage}) bytes`,
      value: launch.heroAndHtmlBytes,
      budget: budgets.launch.heroAndHtmlBytes,
      kind: "max",
    },
    {
      what: "launch: below-the-fold images requested on load",
      value: launch.belowTheFoldImages.length,
      budget: budgets.launch.belowTheFoldImageRequests,
      kind: "max",
    },
  ];
}

export function benchChecks({ build, devLoop, navigation, launch, weights, paints, lighthouse, ratios }: BenchFigures): Check[] {
  const floorPaint = paints.get("floor");
  if (!floorPaint) throw new Error("the bench measured no floor page");
  const checks: Check[] = [
    { what: "build: render, median ms", value: round(build.medianRenderMs), budget: budgets.renderMs, kind: "max" },
    {
      what: "build: npm run build with its type-check, median wall ms",
      value: round(build.medianMs),
      budget: budgets.buildWallMs,
      kind: "max",
    },
    ...Object.entries(devLoop ?? {}).map(
      ([edit, samples]): Check => ({
        what: `dev: ${edit} edit to visible, median ms`,
        value: round(median(samples)),
        budget: budgets.devEditToVisibleMs,
        kind: "max",
      }),
    ),
    ...(navigation ? navigationChecks(navigation) : []),
    ...(launch ? launchChecks(launch) : []),
  ];
  const launchLh = lighthouse.get("launch home");
  if (launchLh) {
    checks.push(
      {
        what: "launch: Lighthouse FCP / the floor's",
        value: ratios["Lighthouse FCP"].get("launch home") ?? Number.NaN,
        budget: budgets.launch.lighthouseFcpToFloorRatio,
        kind: "max",
      },
      {
        what: "launch: Lighthouse LCP / the floor's",
        value: ratios["Lighthouse LCP"].get("launch home") ?? Number.NaN,
        budget: budgets.launch.lighthouseLcpToFloorRatio,
        kind: "max",
      },
      { what: "launch: Lighthouse performance", value: launchLh.performance, budget: budgets.lighthousePerformance, kind: "min" },
      {
        what: "launch: largest contentful paint ms",
        value: round(launchLh.lcpMs),
        budget: goals.launchLargestContentfulPaintMs,
        kind: "below",
        goal: true,
      },
      { what: "launch: cumulative layout shift", value: launchLh.cls, budget: budgets.launch.cumulativeLayoutShift, kind: "max" },
    );
  }
  for (const { name, weight } of weights) {
    checks.push(
      { what: `${name}: requests during the load`, value: weight.requests.length, budget: budgets.requestsPerFirstView, kind: "max" },
      { what: `${name}: first view, gzip bytes`, value: weight.gzip, budget: budgets.firstViewGzipBytes, kind: "max" },
      { what: `${name}: inline client script, gzip bytes`, value: weight.scriptGzip, budget: budgets.clientScriptGzipBytes, kind: "max" },
      {
        what: `${name}: render-blocking requests`,
        value: weight.renderBlocking.length,
        budget: budgets.renderBlockingRequests,
        kind: "max",
      },
      { what: `${name}: third-party requests`, value: weight.thirdParty.length, budget: budgets.thirdPartyRequests, kind: "max" },
    );
  }
  for (const [name, paint] of paints) {
    if (name === "floor") continue;
    checks.push(
      {
        what: `${name}: first paint on a slowed CPU / the floor's`,
        value: ratios["slowed first paint"].get(name) ?? Number.NaN,
        budget: goals.slowedPaintToFloorRatio,
        kind: "max",
        goal: true,
      },
      {
        what: `${name}: LCP - FCP in Chromium, ms over the floor's`,
        value: paint.lcpAfterFcpMs - floorPaint.lcpAfterFcpMs,
        budget: goals.observedLcpAfterFcpOverFloorMs,
        kind: "max",
        goal: true,
      },
    );
  }
  for (const [name, scores] of lighthouse) {
    if (name === "floor" || name === "launch home") continue;
    checks.push(
      { what: `${name}: Lighthouse performance`, value: scores.performance, budget: budgets.lighthousePerformance, kind: "min" },
      { what: `${name}: Lighthouse performance`, value: scores.performance, budget: goals.lighthousePerformance, kind: "min", goal: true },
      {
        what: `${name}: Lighthouse FCP / the floor's`,
        value: ratios["Lighthouse FCP"].get(name) ?? Number.NaN,
        budget: goals.lighthouseToFloorRatio,
        kind: "max",
        goal: true,
      },
      {
        what: `${name}: Lighthouse LCP / the floor's`,
        value: ratios["Lighthouse LCP"].get(name) ?? Number.NaN,
        budget: goals.lighthouseToFloorRatio,
        kind: "max",
        goal: true,
      },
    );
  }
  return checks;
}
