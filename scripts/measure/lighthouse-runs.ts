/**
 * Lighthouse (mobile, simulated throttling) over every target, round after round: the floor
 * page, our pages, the launch-day landing page. A round visits each once, so a busy spell on
 * the machine falls on all of them; each figure is the median of its rounds.
 */
import { loadLighthouse } from "./lighthouse/load.ts";
import { chromiumFlags, chromiumPath } from "../browsers/chromium.ts";
import { median } from "./median.ts";

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

interface Target {
  name: string;
  url: string;
}

export async function measureLighthouse(targets: readonly Target[], rounds = 3): Promise<Map<string, LighthouseFigures>> {
  const { lighthouse, launchChrome } = await loadLighthouse();
  const chrome = await launchChrome({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...chromiumFlags] });
  const runs = new Map<string, LighthouseFigures[]>(targets.map((target) => [target.name, []]));
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const { name, url } of targets) {
        const result = await lighthouse(url, {
          port: chrome.port,
          logLevel: "error",
          output: "json",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          ignoreStatusCode: url.includes("/no/such/"),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        runs.get(name)?.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          fcpMs: value("first-contentful-paint"),
          lcpMs: value("largest-contentful-paint"),
          tbtMs: value("total-blocking-time"),
          cls: value("cumulative-layout-shift"),
          speedIndexMs: value("speed-index"),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return new Map(
    [...runs].map(([name, list]) => {
      const keys = Object.keys(list[0]) as (keyof LighthouseFigures)[];
      return [name, Object.fromEntries(keys.map((key) => [key, median(list.map((run) => run[key]))])) as unknown as LighthouseFigures];
    }),
  );
}
