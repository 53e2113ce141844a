/**
 * Engines driven by playwright-core: any Chromium (Debian's, Chrome, Edge, Playwright's), and
 * Playwright's own builds of Firefox and WebKit where a developer has installed them.
 */
import { chromium, firefox, webkit } from "playwright-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumFlags } from "../chromium.ts";
import type { FoundEngine } from "../engines.ts";
import { asFunction, EngineError, START_MS, withTimeout } from "./driver.ts";
import type { Engine, EnginePage } from "./driver.ts";

const browserTypes = { chromium, firefox, webkit };

type Call = <T>(what: string, promise: Promise<T>) => Promise<T>;

/** A Playwright page behind the engines' one interface (a test's own Chromium page too); closing it closes it. */
export function asEnginePage(page: Page, call: Call = (_, promise) => promise): EnginePage {
  return {
    goto: async (url) => void (await call(`load ${url}`, page.goto(url, { waitUntil: "load" }))),
    evaluate: (body) => call("evaluate", page.evaluate(asFunction(body))),
    click: (selector) => call(`click ${selector}`, page.click(selector)),
    press: (key) => call(`press ${key}`, page.keyboard.press(key)),
    resize: (w, h) => call("resize", page.setViewportSize({ width: w, height: h })),
    screenshot: async (file) =>
      void (await call(
        "screenshot",
        page.screenshot({ path: file, fullPage: true, ...(file.endsWith(".jpg") ? { type: "jpeg", quality: 80 } : {}) }),
      )),
    close: () => call("close", page.close()),
  };
}

export async function startWithPlaywright(found: FoundEngine & { driver: "playwright" }): Promise<Engine> {
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
    async open({ width, height, colorScheme = "light", javaScript = true, motion = false }) {
      const context: BrowserContext = await call(
        "new context",
        browser.newContext({
          viewport: { width, height },
          colorScheme,
          javaScriptEnabled: javaScript,
          reducedMotion: motion ? "no-preference" : "reduce",
        }),
      );
      const page = await call("new page", context.newPage());
      return { ...asEnginePage(page, call), close: () => call("close", context.close()) };
    },
    stop: () => browser.close(),
  };
}
