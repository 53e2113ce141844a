import axe from "axe-core";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "../chromium.ts";
import { serveStatic } from "../static-server.ts";
import type { StaticServer } from "../static-server.ts";
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

/** Opens `url` in a fresh context, recording every request, failure, console message and CSP violation. */
export async function visit(browser: Browser, url: string, { width = 1280, height = 800, ...options }: VisitOptions = {}): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width, height }, ...options });
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const page = await context.newPage();
  const requests: string[] = [];
  const failures: string[] = [];
  const consoleMessages: { type: string; text: string }[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("requestfailed", (request) => failures.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on("response", (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== "document") failures.push(`${response.url()} ${response.status()}`);
  });
  page.on("console", (message) => consoleMessages.push({ type: message.type(), text: message.text() }));
  page.on("pageerror", (error) => consoleMessages.push({ type: "pageerror", text: error.message }));
  const response = await page.goto(url, { waitUntil: "load" });
  return {
    page,
    status: response?.status(),
    requests,
    failures,
    consoleMessages,
    cspViolations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    close: () => context.close(),
  };
}

/**
 * Sections with content-visibility: auto are rendered only near the viewport; full-page
 * screenshots and axe's contrast checks need all of it. Needs a context with bypassCSP.
 */
export const renderEverything = (page: Page) => page.addStyleTag({ content: "* { content-visibility: visible !important; }" });

/** axe-core's violations on the page, as "rule: target" lines. Needs a context with bypassCSP to inject axe. */
export async function axeViolations(page: Page): Promise<string[]> {
  await renderEverything(page);
  await page.evaluate(axe.source);
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
