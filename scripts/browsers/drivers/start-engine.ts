/**
 * Starts the engine that browser discovery found for a name: with Playwright (any Chromium,
 * Playwright's Firefox and WebKit), puppeteer over WebDriver BiDi (the system's Firefox) or
 * selenium over WebDriver (WebKitGTK, Safari).
 */
import { discoveredEngine } from "../discovered.ts";
import type { EngineName } from "../engines.ts";
import type { Engine } from "./driver.ts";
import { startFirefox } from "./firefox.ts";
import { startWithPlaywright } from "./playwright.ts";
import { pooledEngine } from "./pool.ts";
import { startWebKit } from "./webkit.ts";

export { engineNames } from "../engines.ts";
export type { ColorScheme, Engine, EngineName, EnginePage, OpenOptions } from "./driver.ts";
export { EngineError, withTimeout } from "./driver.ts";

function startFound(name: EngineName): Promise<Engine> {
  const found = discoveredEngine(name);
  if (found.driver === "playwright") return startWithPlaywright({ ...found, driver: "playwright" });
  if (found.driver === "bidi") return startFirefox(found);
  return startWebKit(found);
}

/** The engine, with pages reused from one test to the next. */
export const startEngine = async (name: EngineName): Promise<Engine> => pooledEngine(await startFound(name));
