/** The bench's figures as tables and lines, for people to read; the budgets are judged apart (./checks.ts). */
import type { BuildFigures } from "./build-timing.ts";
import type { NavigationFigures } from "./click-rounds.ts";
import type { LaunchFigures } from "./launch-sample.ts";
import type { LighthouseFigures } from "./lighthouse-runs.ts";
import type { PaintFigures } from "./paint.ts";
import { traceParts } from "./trace.ts";
import { printTable } from "./verdict.ts";
import type { FirstViewWeight } from "./weight.ts";

interface Figures {
  build: BuildFigures;
  devLoop: Record<string, number>;
  navigation: NavigationFigures;
  launch: LaunchFigures;
  weights: readonly { name: string; weight: FirstViewWeight }[];
  paints: ReadonlyMap<string, PaintFigures>;
  breakdowns: ReadonlyMap<string, Partial<Record<(typeof traceParts)[number], number>>>;
  lighthouse: ReadonlyMap<string, LighthouseFigures>;
}

const round = Math.round;

export function printFigures({ build, devLoop, navigation, launch, weights, paints, breakdowns, lighthouse }: Figures): void {
  const floorLh = lighthouse.get("floor");
  const floorPaint = paints.get("floor");
  const cell = (value: number | undefined) => (value === undefined ? "-" : String(value));
  const versus = (value: number | undefined, floorValue: number | undefined) =>
    value === undefined || !floorValue ? "-" : (value / floorValue).toFixed(3);
  console.log("\nPer page (first view on a phone, cold cache; Lighthouse mobile, median of 3 rounds)");
  printTable([
    [
      "page",
      "requests",
      "gzip B",
      "brotli B",
      "JS gzip B",
      "perf",
      "FCP ms",
      "LCP ms",
      "FCP/floor",
      "LCP/floor",
      "TBT ms",
      "CLS",
      "a11y",
      "BP",
      "SEO",
    ],
    ...[{ name: "floor", weight: undefined }, ...weights, { name: "launch home", weight: undefined }].map(({ name, weight }) => {
      const lh = lighthouse.get(name);
      return [
        name,
        cell(weight?.requests.length),
        cell(weight?.gzip),
        cell(weight?.brotli),
        cell(weight?.scriptGzip),
        cell(lh?.performance),
        cell(lh && round(lh.fcpMs)),
        cell(lh && round(lh.lcpMs)),
        versus(lh?.fcpMs, floorLh?.fcpMs),
        versus(lh?.lcpMs, floorLh?.lcpMs),
        cell(lh && round(lh.tbtMs)),
        lh ? lh.cls.toFixed(3) : "-",
        cell(lh?.accessibility),
        cell(lh?.bestPractices),
        cell(lh?.seo),
      ];
    }),
  ]);
  console.log(
    "\nPaints in Chromium, CPU slowed 4x, mobile network (median of 5), and the slowed main thread's time before the first paint by part (ms, median of 3 traced visits)",
  );
  printTable([
    ["page", "FCP ms", "LCP ms", "FCP/floor", ...traceParts],
    ...[...paints].map(([name, paint]) => [
      name,
      String(paint.fcpMs),
      String(paint.lcpMs),
      versus(paint.fcpMs, floorPaint?.fcpMs),
      ...traceParts.map((part) => cell(breakdowns.get(name)?.[part])),
    ]),
  ]);
  const samples = (name: keyof typeof navigation.samples) => navigation.samples[name].join(", ");
  console.log(
    `\nClick on a header link to the next page's first paint (median of 5): prerendered, shown at once ${navigation.prerenderedMs} ms (${samples("prerendered")}); the floor pair ${navigation.floorMs} ms (${samples("floor")}); prerendered with the cross-fade that JavaScript-off Chromium keeps ${navigation.prerenderedCrossFadeMs} ms (${samples("prerenderedCrossFade")}); without prerendering ${navigation.withoutPrerenderMs} ms (${samples("withoutPrerender")})`,
  );
  console.log(
    `\nBuild: median ${round(build.medianMs)} ms over ${build.wallMs.length} runs (${build.wallMs.map(round).join(", ")}), of which type-check ${round(build.medianTypeCheckMs)} ms and render ${round(build.medianRenderMs)} ms side by side; peak memory ${build.peakMemoryMb ?? "n/a"} MB`,
  );
  console.log(
    `Dev loop, save to paint (median of 5 per edit): ${Object.entries(devLoop)
      .map(([edit, ms]) => `${edit} ${ms} ms`)
      .join(", ")}`,
  );
  console.log(
    `Launch day: ${launch.screenshots} screenshots built cold in ${launch.coldBuildMs} ms, warm in ${launch.warmBuildMs} ms; HTML and hero image ${launch.heroAndHtmlBytes} B`,
  );
}
