/**
 * How long a visitor waits between clicking a header link and seeing the next page (its first
 * contentful paint), with the speculation rules' prerendering and without it (the same pages
 * with their rules removed), on the bench's mobile network: every response is held back one
 * mobile round trip and paced to mobile bandwidth by the server.
 *
 * Driven by puppeteer-core because Playwright's CDP session disables prerendering
 * ("PrerenderingDisabledByDevTools"). DevTools' own CPU and network throttling and viewport
 * emulation disable it too, so the network is throttled by the server and the window is sized
 * by a flag. The CPU is not slowed: holding Chromium to a fraction of a core with a cgroup
 * stalled prerender activation in headless Chromium for over 10 s.
 */
import puppeteer from "puppeteer-core";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { serveStatic } from "./static-server.ts";
import { rewrittenCopy } from "./testing/rewritten-copy.ts";

export const mobileNetwork = { roundTripMs: 150, bytesPerSecond: (1.6 * 1024 * 1024) / 8 };
/** Long enough for moderate eagerness (a 200 ms hover) to start the prerender and for it to load. */
const HOVER_MS = 1_500;
const FROM = "/";
const TO = "/privacy/";

export interface Sample {
  ms: number;
  prerendered: boolean;
}

export interface NavigationFigures {
  /** Medians, ms from the click to the next page's first contentful paint. */
  prerenderedMs: number;
  /** The same with prefers-reduced-motion, where the cross-fade is off. */
  prerenderedReducedMotionMs: number;
  withoutPrerenderMs: number;
  /** Every prerendered sample was in fact activated from a prerender. */
  allPrerendered: boolean;
  samples: Record<"prerendered" | "prerenderedReducedMotion" | "withoutPrerender", number[]>;
}

/** Hovers the header link from / to /privacy/, clicks it and times the next page's first paint. */
export async function clickToShown(origin: string, reducedMotion: boolean): Promise<Sample> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    defaultViewport: null,
    args: [...chromiumFlags, "--window-size=1280,800", ...(reducedMotion ? ["--force-prefers-reduced-motion"] : [])],
    timeout: 30_000,
    protocolTimeout: 30_000,
  });
  try {
    const [page] = await browser.pages();
    await page.goto(`${origin}${FROM}`, { waitUntil: "load" });
    const link = `.site-nav a[href="${TO}"]`;
    await page.hover(link);
    await new Promise((resolve) => setTimeout(resolve, HOVER_MS));
    const clicked = Date.now();
    await page.click(link);
    // Activating a prerender swaps the document under the driver, so poll rather than wait on it.
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
      const shown = await page
        .evaluate((to) => {
          const paint = performance.getEntriesByName("first-contentful-paint")[0];
          const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart?: number };
          if (location.pathname !== to || !paint) return undefined;
          return { paintedAt: performance.timeOrigin + paint.startTime, activationStart: navigation.activationStart ?? 0 };
        }, TO)
        .catch(() => undefined);
      if (shown) return { ms: shown.paintedAt - clicked, prerendered: shown.activationStart > 0 };
    }
    throw new Error(`${TO} was not shown within 10 s of the click`);
  } finally {
    await browser.close();
  }
}

/** The build as browsers without speculation rules see it. */
const withoutSpeculationRules = (dir: string) => rewrittenCopy(dir, (html) => html.replace(/<script type="speculationrules">.*?<\/script>/s, ""));

const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

export async function measureNavigation(dir: string, samples = 5): Promise<NavigationFigures> {
  const plain = await withoutSpeculationRules(dir);
  const [site, plainSite] = await Promise.all([serveStatic(dir, { throttle: mobileNetwork }), serveStatic(plain.dir, { throttle: mobileNetwork })]);
  try {
    const runs = { prerendered: [] as Sample[], prerenderedReducedMotion: [] as Sample[], withoutPrerender: [] as Sample[] };
    for (let sample = 0; sample < samples; sample += 1) {
      runs.prerendered.push(await clickToShown(site.origin, false));
      runs.prerenderedReducedMotion.push(await clickToShown(site.origin, true));
      runs.withoutPrerender.push(await clickToShown(plainSite.origin, false));
    }
    const ms = (list: Sample[]) => list.map((sample) => Math.round(sample.ms));
    return {
      prerenderedMs: median(ms(runs.prerendered)),
      prerenderedReducedMotionMs: median(ms(runs.prerenderedReducedMotion)),
      withoutPrerenderMs: median(ms(runs.withoutPrerender)),
      allPrerendered: [...runs.prerendered, ...runs.prerenderedReducedMotion].every((sample) => sample.prerendered),
      samples: { prerendered: ms(runs.prerendered), prerenderedReducedMotion: ms(runs.prerenderedReducedMotion), withoutPrerender: ms(runs.withoutPrerender) },
    };
  } finally {
    await Promise.all([site.close(), plainSite.close()]);
    await plain.dispose();
  }
}
