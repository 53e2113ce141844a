/**
 * Lighthouse (mobile, simulated throttling) over every target, round after round: the floor
 * page, our pages, the launch-day landing page. A round visits each once, so a busy spell on
 * the machine falls on all of them; each figure is the median of its rounds, and each round's
 * FCP and LCP are kept, so the bench can print their spread beside the median.
 *
 * Each run computes the performance score's metrics alone: the accessibility, best practices and
 * SEO categories (axe alone took 3 s a run) are the test suite's to prove (axe-core on every
 * page in every language, the SEO tests), and the other performance audits judge nothing here.
 * It skips the full-page screenshot and waits 250 ms rather than a second for the network and the
 * CPU to be quiet: our pages fetch nothing after their load. A run took 11 to 13 s with the
 * defaults on this machine (load 8), 6 to 8 s so.
 */
import { loadLighthouse, type SimulatedNode, type SimulatedTimings } from "./lighthouse/load.ts";
import { chromiumFlags, chromiumPath } from "../browsers/chromium.ts";
import { median } from "./median.ts";

export interface LighthouseFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /**
   * What Lantern's FCP is made of: when the requests it waits on (the document, for our pages)
   * end in its simulation, and the main thread's simulated time (the first parse four times as
   * long as observed, the tasks that lay out and paint twice) in its graph.
   */
  fcpNetworkMs: number;
  fcpMainThreadMs: number;
  /** Each round's figures, in the order the rounds ran. */
  rounds: Pick<LighthouseFigures, "performance" | "fcpMs" | "lcpMs">[];
}

interface Target {
  name: string;
  url: string;
}

type Run = Omit<LighthouseFigures, "rounds">;
type Figure = keyof Run;

/** The network's end and the main thread's time in Lantern's (optimistic) FCP graph. @internal Exported for the tests. */
export function fcpParts(simulation: SimulatedTimings | undefined): Pick<Run, "fcpNetworkMs" | "fcpMainThreadMs"> {
  const timings = [...(simulation ?? [])];
  if (timings.length === 0) return { fcpNetworkMs: Number.NaN, fcpMainThreadMs: Number.NaN };
  const ofType = (type: SimulatedNode["type"]) => timings.filter(([node]) => node.type === type).map(([, timing]) => timing);
  return {
    fcpNetworkMs: Math.max(...ofType("network").map((timing) => timing.endTime)),
    fcpMainThreadMs: ofType("cpu").reduce((sum, timing) => sum + timing.endTime - timing.startTime, 0),
  };
}

const quietMs = 250;
/** The audits the performance score weighs. */
const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];

export async function measureLighthouse(targets: readonly Target[], rounds: number): Promise<Map<string, LighthouseFigures>> {
  const { lighthouse, launchChrome, simulations } = await loadLighthouse();
  const chrome = await launchChrome({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...chromiumFlags] });
  const runs = new Map<string, Run[]>(targets.map((target) => [target.name, []]));
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const { name, url } of targets) {
        const settings = {
          onlyCategories: ["performance"],
          onlyAudits: metrics,
          disableFullPageScreenshot: true,
          skipAboutBlank: true,
          pauseAfterFcpMs: quietMs,
          pauseAfterLoadMs: quietMs,
          networkQuietThresholdMs: quietMs,
          cpuQuietThresholdMs: quietMs,
        };
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            logLevel: "error",
            output: "json",
            onlyCategories: ["performance"],
            ignoreStatusCode: url.includes("/no/such/"),
          },
          { extends: "lighthouse:default", settings },
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { categories, audits } = result.lhr;
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        runs.get(name)?.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          fcpMs: value("first-contentful-paint"),
          lcpMs: value("largest-contentful-paint"),
          tbtMs: value("total-blocking-time"),
          cls: value("cumulative-layout-shift"),
          speedIndexMs: value("speed-index"),
          ...fcpParts(simulations.get("optimisticFirstContentfulPaint")),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return new Map(
    [...runs].map(([name, list]) => {
      const middle = (key: Figure) => median(list.map((run) => run[key]));
      const figures: LighthouseFigures = {
        performance: middle("performance"),
        fcpMs: middle("fcpMs"),
        lcpMs: middle("lcpMs"),
        tbtMs: middle("tbtMs"),
        cls: middle("cls"),
        speedIndexMs: middle("speedIndexMs"),
        fcpNetworkMs: middle("fcpNetworkMs"),
        fcpMainThreadMs: middle("fcpMainThreadMs"),
        rounds: list.map(({ performance, fcpMs, lcpMs }) => ({ performance, fcpMs, lcpMs })),
      };
      return [name, figures];
    }),
  );
}
