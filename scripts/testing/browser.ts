/**
 * Chromium-only browser tests, on the same driver layer and pool as the three-engine suite
 * (scripts/browsers/drivers/): a visit opens a pooled page of the worker's shared Chromium
 * and records what a visitor's browser would report.
 */
import axe from "axe-core";
import type { BrowserContextOptions, ConsoleMessage, Page, Request, Response } from "playwright-core";
import { beforeAll, afterAll } from "vitest";
import { sharedChromium } from "../browsers/drivers/start-engine.ts";
import type { EnginePage, PlaywrightEngine } from "../browsers/drivers/start-engine.ts";
import { serveStatic } from "../serve/static-server.ts";
import type { StaticServer } from "../serve/static-server.ts";
import { distDir } from "./dist.ts";

export { serveStatic, sharedChromium };
export type { PlaywrightEngine, StaticServer };

export interface Visit {
  page: Page;
  /** The same page behind the engines' one interface, for the probes every engine runs (probes.ts). */
  enginePage: EnginePage;
  status: number | undefined;
  requests: string[];
  failures: string[];
  consoleMessages: { type: string; text: string }[];
  cspViolations: () => Promise<string[]>;
  close: () => Promise<void>;
}

interface VisitOptions extends BrowserContextOptions {
  width?: number;
  height?: number;
}

/** Opens `url`, recording every request, failure, console message and CSP violation until `close`. */
export async function visit(
  chromium: PlaywrightEngine,
  url: string,
  { width = 1280, height = 800, colorScheme, reducedMotion, javaScriptEnabled, ...playwright }: VisitOptions = {},
): Promise<Visit> {
  // Still unless a test asks for motion: the hero's endless animations cost more than a test.
  const opened = await chromium.open({
    width,
    height,
    colorScheme: colorScheme === "dark" ? "dark" : "light",
    motion: reducedMotion === "no-preference",
    javaScript: javaScriptEnabled ?? true,
    playwright: Object.keys(playwright).length ? playwright : undefined,
  });
  const page = opened.playwright;
  const requests: string[] = [];
  const failures: string[] = [];
  const consoleMessages: { type: string; text: string }[] = [];
  const onRequest = (request: Request) => void requests.push(request.url());
  // Not a request the browser cancelled itself: one the next page.goto cut short, or an image
  // whose source changed as the text grew (its sizes are in rem). A visitor meets neither.
  const onFailed = (request: Request) => {
    const error = request.failure()?.errorText;
    if (error !== "net::ERR_ABORTED") failures.push(`${request.url()} ${error}`);
  };
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
    enginePage: opened,
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
      await opened.close();
    },
  };
}

/** axe-core's violations on the page, as "rule: target" lines. Needs a context with bypassCSP to inject axe. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      // Only violations are read: axe then keeps one node of each pass rather than them all.
      resultTypes: ["violations"],
    }),
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} ${node.failureSummary ?? ""}`),
  );
}

/**
 * Registers hooks that take the worker's Chromium and serve a build for the tests of one file;
 * read `browser` and `server` inside the tests. `hosting` serves it as Netlify and Cloudflare do,
 * with the headers of its _headers.
 */
export function useBrowserAndServer(dir: () => string = distDir, options: { hosting?: boolean } = {}) {
  const state = {} as { browser: PlaywrightEngine; server: StaticServer };
  beforeAll(async () => {
    [state.browser, state.server] = await Promise.all([sharedChromium(), serveStatic(dir(), options)]);
  });
  afterAll(async () => {
    await state.server?.close();
  });
  return state;
}
