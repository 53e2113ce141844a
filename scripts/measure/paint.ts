/**
 * What a visitor sees, rather than Lighthouse's simulation of it: first and largest
 * contentful paint in real Chromium, its CPU slowed four times (as Lighthouse's mobile profile
 * assumes) on Lighthouse's phone screen, each response held back by the bench's mobile
 * network. Lighthouse's simulation adds a page's layout work before its largest paint, slowed
 * four times, where the floor page has none; the trace shows whether a visitor waits for it.
 * Targets are visited in turn, round after round, the floor page before each of the others:
 * its paint, which every ratio divides by, is then the median of many visits (one bench's
 * floor paint was 328 ms against 420 and 452 ms in the two before it, at 5 visits, and every
 * page's ratio rose by a third). Each page's figure is the median of its rounds.
 */
import type { Browser } from "playwright-core";
import { median } from "./median.ts";

export interface PaintFigures {
  fcpMs: number;
  lcpMs: number;
  /** The median over rounds of LCP - FCP in one visit. */
  lcpAfterFcpMs: number;
}

const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Waits for the load and a quiet moment, when the largest paint is final. Sent as its source:
 * nothing in it may be a named function, which tsx's transform would wrap in a helper the page lacks.
 */
const paints = () =>
  new Promise<{ fcp: number; lcp: number }>((resolve) => {
    let lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    setTimeout(() => resolve({ fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN, lcp }), 500);
  });

async function visit(browser: Browser, url: string): Promise<{ fcp: number; lcp: number }> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "load" });
    return await page.evaluate(paints);
  } finally {
    await context.close();
  }
}

/** The first of `targets` is the floor page. */
export async function measurePaints(
  browser: Browser,
  targets: readonly { name: string; url: string }[],
  rounds = 5,
): Promise<Map<string, PaintFigures>> {
  const samples = new Map<string, { fcp: number; lcp: number }[]>(targets.map((target) => [target.name, []]));
  const [floor, ...pages] = targets;
  for (let round = 0; round < rounds; round += 1) {
    for (const { name, url } of pages) {
      samples.get(floor.name)?.push(await visit(browser, floor.url));
      samples.get(name)?.push(await visit(browser, url));
    }
  }
  return new Map(
    [...samples].map(([name, all]) => {
      // A visit whose paints Chromium did not report (seen once in a busy run) is left out.
      const list = all.filter((sample) => Number.isFinite(sample.fcp) && sample.lcp > 0);
      return [
        name,
        {
          fcpMs: Math.round(median(list.map((sample) => sample.fcp))),
          lcpMs: Math.round(median(list.map((sample) => sample.lcp))),
          lcpAfterFcpMs: Math.round(median(list.map((sample) => sample.lcp - sample.fcp))),
        },
      ];
    }),
  );
}
