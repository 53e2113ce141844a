/** The bench's figures as tables and lines, for people to read; the budgets are judged apart (./checks.ts). */
import type { BenchFigures } from "./checks.ts";
import type { NavigationFigures } from "./click-rounds.ts";
import type { LighthouseFigures } from "./lighthouse-runs.ts";
import { traceParts } from "./trace.ts";
import { withSpread } from "./median.ts";
import { printTable } from "./verdict.ts";

type Figures = Omit<BenchFigures, "ratios"> & {
  breakdowns: ReadonlyMap<string, Partial<Record<(typeof traceParts)[number], number>>>;
};

const round = Math.round;

/** Each round's figure over the floor's in the same round. */
const roundRatios = (rounds: readonly number[], floorRounds: readonly number[]) =>
  rounds.map((value, round) => value / floorRounds[round]).filter(Number.isFinite);

export function printFigures({ build, devLoop, navigation, launch, weights, paints, breakdowns, lighthouse }: Figures): void {
  const floorLh = lighthouse.get("floor");
  const cell = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "-" : String(value));
  const lhRatio = (lh: LighthouseFigures | undefined, key: "fcpMs" | "lcpMs") =>
    lh && floorLh && lh !== floorLh
      ? withSpread(
          roundRatios(
            lh.rounds.map((run) => run[key]),
            floorLh.rounds.map((run) => run[key]),
          ),
          3,
        )
      : "-";
  console.log(
    "\nPer page (first view on a phone, cold cache; Lighthouse mobile: the median of its rounds, and in brackets the lowest and highest round, each round's ratio taken against the floor's in that round; net + CPU: what Lantern's FCP is made of, the end of the requests it waits on and its main thread's simulated time, medians)",
  );
  printTable([
    [
      "page",
      "requests",
      "gzip B",
      "brotli B",
      "JS gzip B",
      "perf",
      "FCP ms",
      "net + CPU ms",
      "LCP ms",
      "FCP/floor",
      "LCP/floor",
      "TBT ms",
      "CLS",
    ],
    ...[{ name: "floor", weight: undefined }, ...weights, { name: "launch home", weight: undefined }]
      .filter(({ name, weight }) => weight || lighthouse.has(name))
      .map(({ name, weight }) => {
        const lh = lighthouse.get(name);
        return [
          name,
          cell(weight?.requests.length),
          cell(weight?.gzip),
          cell(weight?.brotli),
          cell(weight?.scriptGzip),
          lh ? withSpread(lh.rounds.map((run) => run.performance)) : "-",
          lh ? withSpread(lh.rounds.map((run) => run.fcpMs)) : "-",
          lh ? `${cell(round(lh.fcpNetworkMs))} + ${cell(round(lh.fcpMainThreadMs))}` : "-",
          lh ? withSpread(lh.rounds.map((run) => run.lcpMs)) : "-",
          lhRatio(lh, "fcpMs"),
          lhRatio(lh, "lcpMs"),
          cell(lh && round(lh.tbtMs)),
          lh ? lh.cls.toFixed(3) : "-",
        ];
      }),
  ]);
  const floorPaint = paints.get("floor");
  console.log(
    "\nPaints in Chromium, CPU slowed 4x, mobile network (median of its visits; FCP/floor: each visit's over the floor visit before it, the median and in brackets the lowest and highest), and the slowed main thread's time before the first paint by part (ms, median of its traced visits)",
  );
  printTable([
    ["page", "FCP ms", "LCP ms", "FCP/floor", ...traceParts],
    ...[...paints].map(([name, paint]) => [
      name,
      String(paint.fcpMs),
      String(paint.lcpMs),
      paint === floorPaint ? "-" : withSpread(paint.ratios.fcp, 3),
      ...traceParts.map((part) => cell(breakdowns.get(name)?.[part])),
    ]),
  ]);
  if (navigation) {
    const clicks = (name: keyof NavigationFigures["samples"]) => withSpread(navigation.samples[name]);
    console.log(
      `\nClick on a header link to the next page's first paint (ms, median and spread of ${navigation.samples.floor.length} rounds): prerendered, shown at once ${clicks("prerendered")}; the floor pair ${clicks("floor")}; prerendered with the cross-fade that JavaScript-off Chromium keeps ${clicks("prerenderedCrossFade")}; without prerendering ${clicks("withoutPrerender")}`,
    );
  }
  console.log(
    `\nBuild (ms, median and spread of ${build.wallMs.length} runs): ${withSpread(build.wallMs)}, of which type-check ${round(build.medianTypeCheckMs)} ms and render ${round(build.medianRenderMs)} ms side by side; peak memory ${build.peakMemoryMb ?? "n/a"} MB`,
  );
  if (devLoop) {
    console.log(
      `Dev loop, save to paint (ms, median and spread): ${Object.entries(devLoop)
        .map(([edit, samples]) => `${edit} ${withSpread(samples)}`)
        .join(", ")}`,
    );
  }
  if (launch) {
    console.log(
      `Launch day: ${launch.screenshots} screenshots${launch.event ? " and an in-app event" : ""} built cold in ${launch.coldBuildMs ?? "-"} ms, warm in ${launch.warmBuildMs} ms; HTML and hero image ${launch.heroAndHtmlBytes} B`,
    );
  }
}
