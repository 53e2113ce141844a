/**
 * Where a slowed phone's main thread spends its time before the first paint: a Chromium trace
 * of the visit (CPU slowed four times, the bench's mobile network, Lighthouse's phone screen),
 * its events up to first-contentful-paint sorted into parts by the time each spends in itself
 * (a layout's time in font lookups is the fonts', not the layout's). Median of a few visits,
 * taken apart from the paint rounds, since tracing costs a little time of its own.
 */
import type { Browser } from "playwright-core";
import { median } from "./median.ts";
import { onSlowedPhone } from "./paint.ts";

export const traceParts = ["parse", "style", "layout", "fonts and shaping", "paint", "script", "other"] as const;
type TracePart = (typeof traceParts)[number];
type Breakdown = Record<TracePart, number>;

/** Trace events by part; an event of none is "other", and its time the rest of the busy time. */
const partOf: Readonly<Record<string, TracePart>> = {
  ParseHTML: "parse",
  ParseAuthorStyleSheet: "parse",
  UpdateLayoutTree: "style",
  Layout: "layout",
  "InlineNode::ShapeTextIncludingFirstLine": "fonts and shaping",
  "FontCache::GetFontPlatformData": "fonts and shaping",
  "FontCache::FallbackFontForCharacter": "fonts and shaping",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  Commit: "paint",
  EvaluateScript: "script",
  "v8.compile": "script",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
};

const categories = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "fonts", "v8"];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** Each part's time, in ms, from the complete events of the renderer's main thread up to FCP. @internal Exported for the tests. */
export function breakdownOf(events: readonly TraceEvent[]): Breakdown {
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  const parts = Object.fromEntries(traceParts.map((part) => [part, 0])) as Breakdown;
  if (!fcp) return parts;
  const thread = events
    .filter((event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === "X" && event.ts < fcp.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const busy = thread.filter((event) => event.name === "RunTask").reduce((sum, event) => sum + (event.dur ?? 0), 0);
  // Nested events: each known one's own time is its time less that of the known ones inside it.
  const open: { end: number; part: TracePart }[] = [];
  for (const event of thread) {
    const part = partOf[event.name];
    if (!part) continue;
    while (open.length && open[open.length - 1].end <= event.ts) open.pop();
    const duration = event.dur ?? 0;
    parts[part] += duration;
    if (open.length) parts[open[open.length - 1].part] -= duration;
    open.push({ end: event.ts + duration, part });
  }
  const known = traceParts.reduce((sum, part) => sum + parts[part], 0);
  parts.other = Math.max(0, busy - known);
  return Object.fromEntries(traceParts.map((part) => [part, Math.round(parts[part] / 1000)])) as Breakdown;
}

const tracedVisit = (browser: Browser, url: string) =>
  onSlowedPhone(browser, async (page) => {
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return breakdownOf(trace.traceEvents);
  });

/** Each target's breakdown, the median of `visits` traced visits per part. */
export async function measureBreakdowns(
  browser: Browser,
  targets: readonly { name: string; url: string }[],
  visits = 3,
): Promise<Map<string, Breakdown>> {
  const samples = new Map<string, Breakdown[]>(targets.map((target) => [target.name, []]));
  for (let visit = 0; visit < visits; visit += 1) {
    for (const { name, url } of targets) samples.get(name)?.push(await tracedVisit(browser, url));
  }
  return new Map(
    [...samples].map(([name, list]) => [
      name,
      Object.fromEntries(traceParts.map((part) => [part, Math.round(median(list.map((sample) => sample[part])))])) as Breakdown,
    ]),
  );
}
