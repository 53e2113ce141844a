import axe from "axe-core";
import type { Browser, BrowserContextOptions, ConsoleMessage, Page, Request, Response } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "../browsers/chromium.ts";
import { serveStatic } from "../serve/static-server.ts";
import type { StaticServer } from "../serve/static-server.ts";
import { distDir } from "./dist.ts";

export { serveStatic };
export type { StaticServer };

export interface Visit {
  page: Page;
  status: number | undefined;
  requests: string[];
  failures: string[];
  consoleMessages: { type: string; text: string }[];
  cspViolations: () => Promise<string[]>;
  close: () => Promise<void>;
}

export interface VisitOptions extends BrowserContextOptions {
  width?: number;
  height?: number;
}

interface PooledPage {
  page: Page;
  /** Hands the page back to the pool, or closes it where the pool had one already. */
  release: () => Promise<void>;
}

/**
 * One page per kind of context, per browser, reused from visit to visit: a new Chromium
 * context costs about a second of CPU on this machine, many times a navigation's cost.
 * Everything a context fixes at creation (touch, mobile, JavaScript, bypassing CSP) is its
 * kind; viewport, colour scheme and motion are set again on every visit.
 */
const pools = new WeakMap<Browser, Map<string, { page: Page; busy: boolean }>>();

async function pooledPage(
  browser: Browser,
  { colorScheme: _colorScheme, reducedMotion: _reducedMotion, ...fixed }: BrowserContextOptions,
): Promise<PooledPage> {
  const key = JSON.stringify(fixed);
  const pool = pools.get(browser) ?? new Map<string, { page: Page; busy: boolean }>();
  pools.set(browser, pool);
  const pooled = pool.get(key);
  if (pooled && !pooled.busy) {
    pooled.busy = true;
    return { page: pooled.page, release: async () => void (pooled.busy = false) };
  }
  const context = await browser.newContext(fixed);
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const page = await context.newPage();
  // A second visit of the same kind while the first is still open gets a context of its own.
  if (pooled) return { page, release: () => context.close() };
  const entry = { page, busy: true };
  pool.set(key, entry);
  return { page, release: async () => void (entry.busy = false) };
}

/** Opens `url`, recording every request, failure, console message and CSP violation until `close`. */
export async function visit(browser: Browser, url: string, { width = 1280, height = 800, ...options }: VisitOptions = {}): Promise<Visit> {
  const { page, release } = await pooledPage(browser, options);
  await page.setViewportSize({ width, height });
  // Still unless a test asks for motion: the hero's endless animations cost more than a test.
  await page.emulateMedia({ colorScheme: options.colorScheme ?? "light", reducedMotion: options.reducedMotion ?? "reduce" });
  const requests: string[] = [];
  const failures: string[] = [];
  const consoleMessages: { type: string; text: string }[] = [];
  const onRequest = (request: Request) => void requests.push(request.url());
  const onFailed = (request: Request) => void failures.push(`${request.url()} ${request.failure()?.errorText}`);
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && response.request().resourceType() !== "document")
      failures.push(`${response.url()} ${response.status()}`);
  };
  const onConsole = (message: ConsoleMessage) => void consoleMessages.push({ type: message.type(), text: message.text() });
  const onError = (error: Error) => void consoleMessages.push({ type: "pageerror", text: error.message });
  page.on("request", onRequest);
  page.on("requestfailed", onFailed);
  page.on("response", onResponse);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  const response = await page.goto(url, { waitUntil: "load" });
  return {
    page,
    status: response?.status(),
    requests,
    failures,
    consoleMessages,
    cspViolations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    async close() {
      page.off("request", onRequest);
      page.off("requestfailed", onFailed);
      page.off("response", onResponse);
      page.off("console", onConsole);
      page.off("pageerror", onError);
      await release();
    },
  };
}

/** axe-core's violations on the page, as "rule: target" lines. Needs a context with bypassCSP to inject axe. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    }),
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} ${node.failureSummary ?? ""}`),
  );
}

/**
 * Registers hooks that launch Chromium and serve a build for the tests of one file; read
 * `browser` and `server` inside the tests.
 */
export function useBrowserAndServer(dir: () => string = distDir) {
  const state = {} as { browser: Browser; server: StaticServer };
  beforeAll(async () => {
    [state.browser, state.server] = await Promise.all([launchChromium(), serveStatic(dir())]);
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.close();
  });
  return state;
}
