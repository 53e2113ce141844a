/**
 * Engines driven by playwright-core: any Chromium (Debian's, Chrome, Edge, Playwright's), and
 * Playwright's own builds of Firefox and WebKit where a developer has installed them.
 */
import { chromium, firefox, webkit } from "playwright-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumFlags } from "../chromium.ts";
import type { FoundEngine } from "../engines.ts";
import { EngineError, START_MS, withTimeout } from "./driver.ts";
import type { EnginePage, OpenOptions, PlaywrightEngine, Probe } from "./driver.ts";

const browserTypes = { chromium, firefox, webkit };

type Call = <T>(what: string, promise: Promise<T>) => Promise<T>;

/** What a page emulates of the visitor's settings, media type screen. */
const media = ({ colorScheme = "light", motion = false }: OpenOptions) =>
  ({ media: null, colorScheme, reducedMotion: motion ? "no-preference" : "reduce" }) as const;

/** A Playwright page behind the engines' one interface; closing it closes it. */
function asEnginePage(page: Page, call: Call = (_, promise) => promise): EnginePage {
  return {
    goto: async (url) => void (await call(`load ${url}`, page.goto(url, { waitUntil: "load" }))),
    evaluate: <T, A>(probe: Probe<T, A>, arg?: A) => call("evaluate", page.evaluate(probe as (arg: unknown) => T, arg) as Promise<T>),
    click: (selector) => call(`click ${selector}`, page.click(selector)),
    press: (key) => call(`press ${key}`, page.keyboard.press(key)),
    resize: (w, h) => call("resize", page.setViewportSize({ width: w, height: h })),
    async restore(again) {
      await call("resize", page.setViewportSize({ width: again.width, height: again.height }));
      await call("emulate media", page.emulateMedia(media(again)));
    },
    screenshot: async (file) =>
      void (await call(
        "screenshot",
        page.screenshot({ path: file, fullPage: true, ...(file.endsWith(".jpg") ? { type: "jpeg", quality: 80 } : {}) }),
      )),
    close: () => call("close", page.close()),
  };
}

/** Records the page's CSP violations where a test can read them (window.__cspViolations). */
function recordCspViolations() {
  const violations: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
  document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
}

export async function startWithPlaywright(found: FoundEngine & { driver: "playwright" }): Promise<PlaywrightEngine> {
  const launch = browserTypes[found.engine].launch({
    executablePath: found.executable,
    headless: true,
    args: found.engine === "chromium" ? chromiumFlags : [],
    timeout: START_MS,
  });
  const browser: Browser = await withTimeout(found, "start", launch, START_MS).catch((error) => {
    throw error instanceof EngineError ? error : new EngineError(found, "could not start", error);
  });
  const call = <T>(what: string, promise: Promise<T>) => withTimeout(found, what, promise);
  return {
    name: found.engine,
    version: browser.version(),
    fixed: [],
    startsBrowserFor: [],
    playwright: browser,
    async open(options) {
      const { colorScheme, reducedMotion } = media(options);
      const context: BrowserContext = await call(
        "new context",
        browser.newContext({
          viewport: { width: options.width, height: options.height },
          colorScheme,
          javaScriptEnabled: options.javaScript ?? true,
          reducedMotion,
          ...options.playwright,
        }),
      );
      await context.addInitScript(recordCspViolations);
      const page = await call("new page", context.newPage());
      return {
        ...asEnginePage(page, call),
        playwright: page,
        close: () => call("close", context.close()),
      };
    },
    stop: () => browser.close(),
  };
}
