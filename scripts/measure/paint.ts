/**
 * What a visitor sees, rather than Lighthouse's simulation of it: first and largest
 * contentful paint in real Chromium, its CPU slowed four times (as Lighthouse's mobile profile
 * assumes) on Lighthouse's phone screen, each response held back by the bench's mobile
 * network. Lighthouse's simulation adds a page's layout work before its largest paint, slowed
 * four times, where the floor page has none; the trace shows whether a visitor waits for it.
 * Targets are visited in turn, round after round, the floor page before every two of the others:
 * its paint, which every ratio divides by, is then the median of many visits (one bench's
 * floor paint was 328 ms against 420 and 452 ms in the two before it, at 5 visits, and every
 * page's ratio rose by a third). Each visit's paints over the floor visit's just before it are
 * a page's ratios: their median is its figure, and the lowest and highest its spread.
 */
import type { Browser, Page } from "playwright-core";
import { median } from "./median.ts";

export interface PaintFigures {
  fcpMs: number;
  lcpMs: number;
  /** The median over rounds of LCP - FCP in one visit. */
  lcpAfterFcpMs: number;
  /** Each visit's first and largest paint over the floor visit's just before it (none for the floor itself). */
  ratios: { fcp: number[]; lcp: number[] };
}

const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface Visit {
  fcp: number;
  lcp: number;
}

/**
 * The paints once the page has loaded and drawn two frames more: its largest paint is then
 * final, as nothing above the fold loads after the load event. Sent as its source: nothing in it
 * may be a named function, which tsx's transform would wrap in a helper the page lacks.
 */
const paints = () =>
  new Promise<Visit>((resolve) => {
    let lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        resolve({ fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN, lcp }),
      ),
    );
  });

/** `use` on a page of a fresh context on Lighthouse's phone screen, its CPU slowed four times. */
export async function onSlowedPhone<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    return await use(page);
  } finally {
    await context.close();
  }
}

const visit = (browser: Browser, url: string) =>
  onSlowedPhone(browser, async (page) => {
    await page.goto(url, { waitUntil: "load" });
    return page.evaluate(paints);
  });

/** A visit whose paints Chromium did not report (seen once in a busy run) is left out. */
const reported = (sample: Visit) => Number.isFinite(sample.fcp) && sample.lcp > 0;

/** The first of `targets` is the floor page. */
export async function measurePaints(
  browser: Browser,
  targets: readonly { name: string; url: string }[],
  rounds = 5,
): Promise<Map<string, PaintFigures>> {
  const samples = new Map<string, Visit[]>(targets.map((target) => [target.name, []]));
  const ratios = new Map<string, PaintFigures["ratios"]>(targets.map((target) => [target.name, { fcp: [], lcp: [] }]));
  const [floor, ...pages] = targets;
  const ratio = (page: number, floorPaint: number) => Math.round((page / floorPaint) * 1000) / 1000;
  for (let round = 0; round < rounds; round += 1) {
    for (let pair = 0; pair < pages.length; pair += 2) {
      const before = await visit(browser, floor.url);
      samples.get(floor.name)?.push(before);
      for (const { name, url } of pages.slice(pair, pair + 2)) {
        const after = await visit(browser, url);
        samples.get(name)?.push(after);
        if (!reported(before) || !reported(after)) continue;
        ratios.get(name)?.fcp.push(ratio(after.fcp, before.fcp));
        ratios.get(name)?.lcp.push(ratio(after.lcp, before.lcp));
      }
    }
  }
  return new Map(
    [...samples].map(([name, all]) => {
      const list = all.filter(reported);
      return [
        name,
        {
          fcpMs: Math.round(median(list.map((sample) => sample.fcp))),
          lcpMs: Math.round(median(list.map((sample) => sample.lcp))),
          lcpAfterFcpMs: Math.round(median(list.map((sample) => sample.lcp - sample.fcp))),
          ratios: ratios.get(name) ?? { fcp: [], lcp: [] },
        },
      ];
    }),
  );
}
