import { describe, expect, it } from "vitest";
import type { SimulatedNode } from "./lighthouse/load.ts";
import { fcpParts } from "./lighthouse-runs.ts";

const node = (type: SimulatedNode["type"]): SimulatedNode => ({ type });

describe("what the bench says Lantern's first contentful paint is made of", () => {
  it("is when the last request the paint waits on ends, and the main thread's simulated tasks added up", () => {
    const simulation = new Map([
      [node("network"), { startTime: 0, endTime: 604 }],
      [node("cpu"), { startTime: 604, endTime: 643 }],
      [node("network"), { startTime: 10, endTime: 590 }],
      [node("cpu"), { startTime: 643, endTime: 700 }],
    ]);
    expect(fcpParts(simulation)).toEqual({ fcpNetworkMs: 604, fcpMainThreadMs: 96 });
  });

  it("is left blank where Lighthouse kept no simulation, rather than a figure of nothing", () => {
    expect(fcpParts(undefined)).toEqual({ fcpNetworkMs: Number.NaN, fcpMainThreadMs: Number.NaN });
    expect(fcpParts(new Map())).toEqual({ fcpNetworkMs: Number.NaN, fcpMainThreadMs: Number.NaN });
  });
});
