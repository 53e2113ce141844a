/**
 * How long a visitor waits between clicking a link to another page and seeing it (its first
 * contentful paint), timed from the click event the page received, on the bench's mobile
 * network: every response is held back one mobile round trip and paced to mobile bandwidth by
 * the server. Builds compared: the site as shipped (prerendered, shown at once); the same
 * without its client script, where Chromium keeps the stylesheet's cross-fade, as with
 * JavaScript off; the same without speculation rules; and the floor pair (bench/floor.ts).
 *
 * Each build is served with a recorder (instrumented-site.ts) that notes how the next page was
 * revealed (its pagereveal event), so a cross-fade is known from the page itself rather than
 * from catching the transition while it runs.
 *
 * Driven by puppeteer-core because Playwright's CDP session disables prerendering
 * ("PrerenderingDisabledByDevTools"). DevTools' own CPU and network throttling and viewport
 * emulation disable it too, so the network is throttled by the server and the window is sized
 * by a flag. The CPU is not slowed: holding Chromium to a fraction of a core with a cgroup
 * stalled prerender activation in headless Chromium for over 10 s.
 */
import puppeteer from "puppeteer-core";
import type { Browser, Page } from "puppeteer-core";
import { chromiumFlags, chromiumPath } from "../browsers/chromium.ts";

export const mobileNetwork = { roundTripMs: 150, bytesPerSecond: (1.6 * 1024 * 1024) / 8 };
/** Long enough for moderate eagerness (a 200 ms hover) to start the prerender and for it to load. */
const HOVER_MS = 1_500;

interface Hop {
  from: string;
  to: string;
  /** The link to click on `from`. */
  link: string;
}

/** From the landing page to the privacy policy through the header's link. */
export const siteHop: Hop = { from: "/", to: "/privacy/", link: '.site-nav a[href="/privacy/"]' };

export interface Sample {
  ms: number;
  prerendered: boolean;
  /** The next page was revealed with a view transition. */
  crossFaded: boolean;
}

interface Shown {
  pathname: string;
  paintedAt?: number;
  activationStart: number;
  revealed?: string;
}

function shownState(): Shown {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart?: number };
  const seen = (window as Window & { __seen?: { revealed?: string } }).__seen;
  return {
    pathname: location.pathname,
    paintedAt: paint && performance.timeOrigin + paint.startTime,
    activationStart: navigation.activationStart ?? 0,
    revealed: seen?.revealed,
  };
}

/**
 * Activating a prerender swaps the document under the driver: poll rather than wait on it, and
 * where the page handle has lost its document, take the browser's page showing `to` instead.
 */
async function waitUntilShown(browser: Browser, start: Page, to: string): Promise<Shown> {
  let page = start;
  let seen = "nothing";
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const state = await page.evaluate(shownState).catch((error: Error) => error);
    if (state instanceof Error) {
      seen = `an error: ${state.message}`;
      page = (await browser.pages()).find((candidate) => new URL(candidate.url()).pathname === to) ?? page;
    } else if (state.pathname !== to || state.paintedAt === undefined)
      seen = `${state.pathname}, ${state.paintedAt === undefined ? "not " : ""}painted`;
    else return state;
  }
  throw new Error(`${to} was not shown within 10 s of the click; last seen: ${seen}`);
}

/** Hovers the link, clicks it and times the next page's first paint from the click event. */
export async function clickToShown(origin: string, hop: Hop = siteHop): Promise<Sample> {
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
    await page.goto(`${origin}${hop.from}`, { waitUntil: "load" });
    await page.hover(hop.link);
    await new Promise((resolve) => setTimeout(resolve, HOVER_MS));
    // The clock starts at the click event, not at the driver's first command (a pointer move
    // and a press, each a round trip to the browser that no visitor waits for).
    const clicked = new Promise<number>((resolve) =>
      page.on("console", (message) => {
        const match = /^clicked at (\S+)$/.exec(message.text());
        if (match) resolve(Number(match[1]));
      }),
    );
    await page.evaluate(() =>
      addEventListener("click", (event) => console.log(`clicked at ${performance.timeOrigin + event.timeStamp}`), {
        capture: true,
        once: true,
      }),
    );
    await page.click(hop.link);
    let timer: NodeJS.Timeout | undefined;
    const clickedAt = await Promise.race([
      clicked,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("the page reported no click")), 10_000))),
    ]).finally(() => clearTimeout(timer));
    const shown = await waitUntilShown(browser, page, hop.to);
    return { ms: (shown.paintedAt ?? 0) - clickedAt, prerendered: shown.activationStart > 0, crossFaded: shown.revealed === "cross-fade" };
  } finally {
    await browser.close();
  }
}
