import { describe, expect, it } from "vitest";
import { regressionChecks } from "./baseline.ts";
import type { Baseline } from "./baseline.ts";
import { floorRatios } from "./checks.ts";
import type { LighthouseFigures } from "./lighthouse-runs.ts";
import { passes } from "./verdict.ts";

const paint = (fcpMs: number, lcpMs = fcpMs) => ({ fcpMs, lcpMs, lcpAfterFcpMs: lcpMs - fcpMs, ratios: { fcp: [], lcp: [] } });
const lighthouse = (fcpMs: number, lcpMs: number) => ({ fcpMs, lcpMs }) as LighthouseFigures;
const baseline: Baseline = {
  about: "",
  margins: { "slowed first paint": 0.4, "slowed largest paint": 0.4, "Lighthouse FCP": 0.15, "Lighthouse LCP": 0.15 },
  ratios: {
    "slowed first paint": { steady: 1.5, slowed: 1.5 },
    "slowed largest paint": { steady: 1.5, slowed: 1.5 },
    "Lighthouse FCP": { steady: 1.1, slowed: 1.1 },
    "Lighthouse LCP": { steady: 1.2, slowed: 1.2 },
  },
};

describe("the figures held to a baseline", () => {
  it("are each page's ratios to the floor page's, the floor itself left out", () => {
    const ratios = floorRatios(
      new Map([
        ["floor", paint(400)],
        ["steady", paint(700)],
      ]),
      new Map([
        ["floor", lighthouse(600, 600)],
        ["steady", lighthouse(660, 720)],
        ["launch home", lighthouse(690, 900)],
      ]),
    );
    expect(Object.fromEntries(Object.entries(ratios).map(([measure, pages]) => [measure, Object.fromEntries(pages)]))).toEqual({
      "slowed first paint": { steady: 1.75 },
      "slowed largest paint": { steady: 1.75 },
      "Lighthouse FCP": { steady: 1.1, "launch home": 1.15 },
      "Lighthouse LCP": { steady: 1.2, "launch home": 1.5 },
    });
  });

  it("fail only the page past its recorded ratio plus its measure's margin, naming the page and the measure, and name a page the baseline lacks", () => {
    const ratios = floorRatios(
      new Map([
        ["floor", paint(400)],
        ["steady", paint(700)],
        // The header painted as soon as ever, the page's own content later.
        ["slowed", paint(700, 800)],
        ["added", paint(600)],
      ]),
      new Map([
        ["floor", lighthouse(600, 600)],
        ["steady", lighthouse(690, 780)],
        ["slowed", lighthouse(700, 830)],
        ["added", lighthouse(650, 650)],
      ]),
    );
    const { checks, unknown } = regressionChecks(baseline, ratios);
    expect(checks.filter((check) => !passes(check)).map((check) => check.what)).toEqual([
      "slowed: largest paint on a slowed CPU / the floor's, against its baseline 1.5",
      "slowed: Lighthouse LCP / the floor's, against its baseline 1.2",
    ]);
    expect(checks.filter((check) => check.what.startsWith("steady")).map((check) => [check.value, check.budget])).toEqual([
      [1.75, 1.9],
      [1.75, 1.9],
      [1.15, 1.25],
      [1.3, 1.35],
    ]);
    expect(unknown).toEqual(["added"]);
  });
});
