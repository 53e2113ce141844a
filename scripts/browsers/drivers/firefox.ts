/**
 * Firefox from the system (Firefox ESR on Debian), driven by puppeteer-core over WebDriver
 * BiDi. Colour scheme, JavaScript and motion are preferences fixed at launch, so each
 * combination gets a browser of its own, started on demand.
 */
import puppeteer from "puppeteer-core";
import type { Browser, Page } from "puppeteer-core";
import type { FoundEngine } from "../engines.ts";
import { CALL_MS, EngineError, START_MS, withTimeout } from "./driver.ts";
import type { ColorScheme, Engine, Probe } from "./driver.ts";

/** Scrolls an element to the middle of the view and returns its centre there. */
function centreOf(selector: string): [number, number] {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no ${selector} on the page`);
  element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
  const box = element.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2];
}

/** The part of puppeteer's BiDi frame that `setViewportOnly` needs (not in its public types). */
interface BidiBrowsingContext {
  setViewport: (options: { viewport: { width: number; height: number } | null }) => Promise<void>;
}

/**
 * Sizes the viewport with WebDriver BiDi's `browsingContext.setViewport` alone. puppeteer's
 * `page.setViewport` also sends `emulation.setScreenOrientationOverride`, which Firefox has only
 * from 144, so on Firefox ESR 140 (Debian 12's, and many enterprises') it fails with "unknown
 * command" (puppeteer/puppeteer#14989); puppeteer supports the current release only.
 */
function setViewportOnly(page: Page, width: number, height: number): Promise<void> {
  const context = (page.mainFrame() as unknown as { browsingContext?: Partial<BidiBrowsingContext> }).browsingContext;
  if (typeof context?.setViewport !== "function") {
    throw new Error(
      "puppeteer-core no longer exposes a frame's BiDi browsing context (frame.browsingContext.setViewport); see scripts/browsers/drivers/firefox.ts",
    );
  }
  return context.setViewport({ viewport: { width, height } });
}

export async function startFirefox(found: FoundEngine & { driver: "bidi" }): Promise<Engine> {
  const browsers = new Map<string, Promise<Browser>>();
  const call = <T>(what: string, promise: Promise<T>) => withTimeout(found, what, promise);
  const launch = (colorScheme: ColorScheme, javaScript: boolean, motion: boolean) => {
    const key = `${colorScheme}-${javaScript}-${motion}`;
    if (!browsers.has(key)) {
      const started = puppeteer
        .launch({
          browser: "firefox",
          executablePath: found.executable,
          headless: true,
          timeout: START_MS,
          protocolTimeout: CALL_MS,
          extraPrefsFirefox: {
            "javascript.enabled": javaScript,
            // 0 dark, 1 light: what prefers-color-scheme reports to pages.
            "layout.css.prefers-color-scheme.content-override": colorScheme === "dark" ? 0 : 1,
            "ui.prefersReducedMotion": motion ? 0 : 1,
          },
        })
        .catch((error) => {
          throw new EngineError(found, "could not start", error);
        });
      browsers.set(key, withTimeout(found, "start", started, START_MS));
    }
    return browsers.get(key) as Promise<Browser>;
  };
  const version = await (await launch("light", true, false)).version();
  return {
    name: "firefox",
    version,
    fixed: [],
    startsBrowserFor: ["colorScheme", "javaScript", "motion"],
    async open({ width, height, colorScheme = "light", javaScript = true, motion = false }) {
      const browser = await launch(colorScheme, javaScript, motion);
      const page: Page = await call("new page", browser.newPage());
      await call("set viewport", setViewportOnly(page, width, height));
      return {
        goto: async (url) => void (await call(`load ${url}`, page.goto(url, { waitUntil: "load" }))),
        evaluate: <T, A>(probe: Probe<T, A>, arg?: A) => call("evaluate", page.evaluate(probe as (arg: unknown) => T, arg) as Promise<T>),
        // A pointer click at the element's centre: puppeteer's own click never returns in a
        // Firefox whose pages run no JavaScript.
        async click(selector) {
          const [x, y] = await call(`find ${selector}`, page.evaluate(centreOf, selector));
          await call(`click ${selector}`, page.mouse.click(x, y));
        },
        press: (key) => call(`press ${key}`, page.keyboard.press(key)),
        resize: (w, h) => call("resize", setViewportOnly(page, w, h)),
        // Its colour scheme, JavaScript and motion are the browser's own (one Firefox per setting).
        restore: (again) => call("resize", setViewportOnly(page, again.width, again.height)),
        screenshot: async (file) =>
          void (await call(
            "screenshot",
            page.screenshot({
              path: file as `${string}.png`,
              fullPage: true,
              ...(file.endsWith(".jpg") ? { type: "jpeg" as const, quality: 80 } : {}),
            }),
          )),
        close: () => call("close", page.close()),
      };
    },
    async stop() {
      await Promise.all([...browsers.values()].map((started) => started.then((browser) => browser.close()).catch(() => undefined)));
    },
  };
}
