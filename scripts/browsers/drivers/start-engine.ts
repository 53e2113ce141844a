/**
 * Starts the engine that browser discovery found for a name: with Playwright (any Chromium,
 * Playwright's Firefox and WebKit), puppeteer over WebDriver BiDi (the system's Firefox) or
 * selenium over WebDriver (WebKitGTK, Safari).
 */
import { discoveredEngine } from "../discovered.ts";
import type { EngineName } from "../engines.ts";
import type { Engine, PlaywrightEngine } from "./driver.ts";
import { startFirefox } from "./firefox.ts";
import { startWithPlaywright } from "./playwright.ts";
import { pooledEngine } from "./pool.ts";
import { startWebKit } from "./webkit.ts";

export { engineNames } from "../engines.ts";
export type { ColorScheme, Engine, EngineName, EnginePage, PlaywrightEngine, Probe } from "./driver.ts";

function startFound(name: EngineName): Promise<Engine> {
  const found = discoveredEngine(name);
  if (found.driver === "playwright") return startWithPlaywright({ ...found, driver: "playwright" });
  if (found.driver === "bidi") return startFirefox(found);
  return startWebKit(found);
}

/** The engine, with pages reused from one test to the next. */
export const startEngine = async (name: EngineName): Promise<Engine> => pooledEngine(await startFound(name));

/**
 * Chromium, with Playwright's own page and browser at hand (for axe, CSP reports, tracing) and
 * pages reused. The bench measures the full browser, as visitors run it; the tests take its
 * headless shell where the system has one (`headlessShell`), as Playwright does by default.
 */
export async function startChromium({ headlessShell = false } = {}): Promise<PlaywrightEngine> {
  const found = discoveredEngine("chromium");
  if (found.driver !== "playwright") throw new Error(`chromium: ${found.source} gives no browser Playwright can drive`);
  const executable = (headlessShell && found.headlessShell) || found.executable;
  return pooledEngine(await startWithPlaywright({ ...found, driver: "playwright", executable }));
}

let chromium: Promise<PlaywrightEngine> | undefined;

/**
 * This process's Chromium, started on first use and shared by every test file its worker runs
 * (the files of a worker share one module cache), with one pool of pages: starting Chromium and
 * its contexts again for each file cost more CPU than many files' tests. Playwright closes it as
 * the process ends, so its `stop` does nothing.
 */
export function sharedChromium(): Promise<PlaywrightEngine> {
  chromium ??= startChromium({ headlessShell: true }).then((engine) => ({ ...engine, stop: async () => undefined }));
  return chromium;
}
