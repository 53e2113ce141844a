/**
 * How long a visitor waits between clicking a header link and seeing the next page (its first
 * contentful paint), timed from the click event the page received, on the bench's mobile
 * network: every response is held back one mobile round trip and paced to mobile bandwidth by
 * the server. Three builds: the site as shipped (prerendered, shown at once); the same without
 * its client script, where Chromium keeps the stylesheet's cross-fade, as with JavaScript off;
 * and the same without speculation rules, so nothing is prerendered.
 *
 * Driven by puppeteer-core because Playwright's CDP session disables prerendering
 * ("PrerenderingDisabledByDevTools"). DevTools' own CPU and network throttling and viewport
 * emulation disable it too, so the network is throttled by the server and the window is sized
 * by a flag. The CPU is not slowed: holding Chromium to a fraction of a core with a cgroup
 * stalled prerender activation in headless Chromium for over 10 s.
 */
import puppeteer from "puppeteer-core";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { median } from "./median.ts";
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
  /** A view transition was running when the next page was first seen shown. */
  crossFaded: boolean;
}

export interface NavigationFigures {
  /** Medians, ms from the click to the next page's first contentful paint. */
  prerenderedMs: number;
  /** The same page, prerendered too, with the cross-fade Chromium runs when the client script does not. */
  prerenderedCrossFadeMs: number;
  withoutPrerenderMs: number;
  /** Every prerendered sample was in fact activated from a prerender. */
  allPrerendered: boolean;
  /** Each sample of the shipped site was shown without a view transition, and each of the cross-fade build with one. */
  crossFadeOnlyWithoutScript: boolean;
  samples: Record<"prerendered" | "prerenderedCrossFade" | "withoutPrerender", number[]>;
}

/** Hovers the header link from / to /privacy/, clicks it and times the next page's first paint. */
export async function clickToShown(origin: string): Promise<Sample> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    defaultViewport: null,
    args: [...chromiumFlags, "--window-size=1280,800"],
    timeout: 30_000,
    protocolTimeout: 30_000,
  });
  try {
    const [page] = await browser.pages();
    await page.goto(`${origin}${FROM}`, { waitUntil: "load" });
    const link = `.site-nav a[href="${TO}"]`;
    await page.hover(link);
    await new Promise((resolve) => setTimeout(resolve, HOVER_MS));
    // The clock starts at the click event, not at the driver's first command (a pointer move
    // and a press, each a round trip to the browser that no visitor waits for).
    const clicked = new Promise<number>((resolve) =>
      page.on("console", (message) => {
        const match = /^clicked at (\S+)$/.exec(message.text());
        if (match) resolve(Number(match[1]));
      }),
    );
    await page.evaluate(() => addEventListener("click", (event) => console.log(`clicked at ${performance.timeOrigin + event.timeStamp}`), { capture: true, once: true }));
    await page.click(link);
    let timer: NodeJS.Timeout | undefined;
    const clickedAt = await Promise.race([
      clicked,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("the page reported no click")), 10_000))),
    ]).finally(() => clearTimeout(timer));
    // Activating a prerender swaps the document under the driver, so poll rather than wait on it.
    let seen = "nothing";
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
      const state = await page
        .evaluate(() => {
          const paint = performance.getEntriesByName("first-contentful-paint")[0];
          const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart?: number };
          const transition = (document as Document & { activeViewTransition?: unknown }).activeViewTransition;
          return { pathname: location.pathname, paintedAt: paint && performance.timeOrigin + paint.startTime, activationStart: navigation.activationStart ?? 0, crossFaded: Boolean(transition) };
        })
        .catch((error: Error) => error);
      if (state instanceof Error) seen = `an error: ${state.message}`;
      else if (state.pathname !== TO || state.paintedAt === undefined) seen = `${state.pathname}, ${state.paintedAt === undefined ? "not" : ""} painted`;
      else return { ms: state.paintedAt - clickedAt, prerendered: state.activationStart > 0, crossFaded: state.crossFaded };
    }
    throw new Error(`${TO} was not shown within 10 s of the click; last seen: ${seen}`);
  } finally {
    await browser.close();
  }
}

/** The build as browsers without speculation rules see it. */
const withoutSpeculationRules = (dir: string) => rewrittenCopy(dir, (html) => html.replace(/<script type="speculationrules">.*?<\/script>/s, ""));
/** The build as a visitor with JavaScript off gets it: Chromium then keeps the cross-fade. */
export const withoutClientScript = (dir: string) => rewrittenCopy(dir, (html) => html.replace(/<script type="module">.*?<\/script>/s, ""));

/** One sample, taken again once if the first try failed; the failure is printed, not hidden. */
async function sampleOnce(origin: string): Promise<Sample> {
  try {
    return await clickToShown(origin);
  } catch (error) {
    console.warn(`Timing the click again: ${(error as Error).message}`);
    return clickToShown(origin);
  }
}

export async function measureNavigation(dir: string, rounds = 5): Promise<NavigationFigures> {
  const copies = await Promise.all([withoutClientScript(dir), withoutSpeculationRules(dir)]);
  const [site, crossFadeSite, plainSite] = await Promise.all([dir, ...copies.map((copy) => copy.dir)].map((root) => serveStatic(root, { throttle: mobileNetwork })));
  try {
    const runs = { prerendered: [] as Sample[], prerenderedCrossFade: [] as Sample[], withoutPrerender: [] as Sample[] };
    for (let round = 0; round < rounds; round += 1) {
      runs.prerendered.push(await sampleOnce(site.origin));
      runs.prerenderedCrossFade.push(await sampleOnce(crossFadeSite.origin));
      runs.withoutPrerender.push(await sampleOnce(plainSite.origin));
    }
    const samples = Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, list.map((sample) => Math.round(sample.ms))])) as NavigationFigures["samples"];
    return {
      prerenderedMs: Math.round(median(samples.prerendered)),
      prerenderedCrossFadeMs: Math.round(median(samples.prerenderedCrossFade)),
      withoutPrerenderMs: Math.round(median(samples.withoutPrerender)),
      allPrerendered: [...runs.prerendered, ...runs.prerenderedCrossFade].every((sample) => sample.prerendered),
      crossFadeOnlyWithoutScript: runs.prerendered.every((sample) => !sample.crossFaded) && runs.prerenderedCrossFade.every((sample) => sample.crossFaded),
      samples,
    };
  } finally {
    await Promise.all([site, crossFadeSite, plainSite].map((server) => server.close()));
    await Promise.all(copies.map((copy) => copy.dispose()));
  }
}
