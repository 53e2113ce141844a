import { describe, expect, it } from "vitest";
import { regressionChecks } from "./paint-baseline.ts";
import type { PaintBaseline } from "./paint-baseline.ts";
import { passes } from "./verdict.ts";

const paint = (fcpMs: number) => ({ fcpMs, lcpMs: fcpMs, lcpAfterFcpMs: 0 });
const baseline: PaintBaseline = { about: "", ratioMargin: 0.4, ratios: { steady: 1.5, slowed: 1.5 } };

describe("the slowed paint against its baseline", () => {
  it("fails only the page past its ratio plus the margin, by name, and names a page it has no ratio for", () => {
    const paints = new Map([
      ["floor", paint(400)],
      ["steady", paint(700)],
      ["slowed", paint(800)],
      ["added", paint(600)],
    ]);
    const { checks, unknown } = regressionChecks(baseline, paints);
    expect(checks.filter((check) => !passes(check)).map((check) => check.what)).toEqual([
      "slowed: first paint on a slowed CPU / the floor's, against its baseline 1.5",
    ]);
    expect(checks.map((check) => [check.value, check.budget])).toEqual([
      [1.75, 1.9],
      [2, 1.9],
    ]);
    expect(unknown).toEqual(["added"]);
  });
});
