import { describe, expect, it } from "vitest";
import { breakdownOf } from "./trace.ts";

const main = { pid: 1, tid: 1 };
const event = (name: string, ts: number, dur: number, where = main) => ({ name, ph: "X", ts: ts * 1000, dur: dur * 1000, ...where });

describe("the bench's breakdown of a trace", () => {
  it("gives each part the time its events spend in themselves, up to the first contentful paint, on the page's main thread", () => {
    const breakdown = breakdownOf([
      event("RunTask", 0, 100),
      event("ParseHTML", 0, 30),
      event("ParseAuthorStyleSheet", 5, 10),
      event("RunTask", 100, 80),
      event("Layout", 100, 50),
      event("InlineNode::ShapeTextIncludingFirstLine", 110, 30),
      event("FontCache::GetFontPlatformData", 115, 20),
      event("Paint", 150, 20),
      event("RunTask", 300, 50),
      event("v8.evaluateModule", 300, 50),
      event("Layout", 0, 500, { pid: 2, tid: 2 }),
      { name: "firstContentfulPaint", ph: "I", ts: 250_000, ...main },
    ]);
    // Parse 30 ms, of which the stylesheet's 10; layout 50, of which shaping 30, of which fonts 20; of the tasks' 180 ms, 80 in nothing
    // named.
    expect(breakdown).toEqual({ parse: 30, style: 0, layout: 20, "fonts and shaping": 30, paint: 20, script: 0, other: 80 });
  });
});
