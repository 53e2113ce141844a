/**
 * Finds a browser for each engine, in this order: the environment variable that names it,
 * a build Playwright has already installed (found through playwright-core, never downloaded),
 * then the system's own browsers (platforms.ts). Nothing here installs anything.
 */
import { engineNames, engineVariables, webkitDriverVariable, xvfbVariable } from "./engines.ts";
import type { Discovery, EngineName, FoundEngine, MissingEngine } from "./engines.ts";
import { installHint, needsVirtualDisplay, systemCandidates } from "./platforms.ts";
import { realSystem } from "./system.ts";
import type { System } from "./system.ts";

function firstExisting(system: System, files: string[], looked: string[]): string | undefined {
  for (const file of files) {
    looked.push(file);
    if (system.exists(file)) return file;
  }
  return undefined;
}

/** WebKitGTK found: with Xvfb when there is no display, else a note of what is missing. */
function webkitGtk(
  system: System,
  executable: string,
  webDriver: string,
  source: string,
  looked: string[],
): FoundEngine | { note: string } {
  if (!needsVirtualDisplay(system)) return { engine: "webkit", driver: "webkitgtk", executable, webDriver, source };
  const named = system.env[xvfbVariable];
  const xvfb = firstExisting(system, named ? [named] : systemCandidates(system, "webkit").xvfb, looked);
  return xvfb
    ? { engine: "webkit", driver: "webkitgtk", executable, webDriver, xvfb, source }
    : { note: `found ${executable} but no Xvfb for it to draw on (there is no display)` };
}

function fromVariable(system: System, engine: EngineName, looked: string[]): FoundEngine | { note: string } | undefined {
  const variable = engineVariables[engine];
  const named = system.env[variable];
  if (engine === "webkit") {
    const driver = system.env[webkitDriverVariable];
    if (driver) looked.push(`${webkitDriverVariable}=${driver}`);
    if (named) looked.push(`${variable}=${named}`);
    if (driver && !named && system.platform === "darwin")
      return system.exists(driver) ? { engine, driver: "safari", webDriver: driver, source: webkitDriverVariable } : undefined;
    if (!named || !system.exists(named)) return undefined;
    const webDriver = driver ?? firstExisting(system, systemCandidates(system, "webkit").webDrivers, looked);
    return webDriver && system.exists(webDriver)
      ? webkitGtk(system, named, webDriver, variable, looked)
      : { note: `found ${named} but not WebKitWebDriver (set ${webkitDriverVariable})` };
  }
  if (!named) return undefined;
  looked.push(`${variable}=${named}`);
  if (!system.exists(named)) return undefined;
  return engine === "chromium"
    ? { engine, driver: "playwright", executable: named, source: variable }
    : { engine, driver: "bidi", executable: named, source: variable };
}

function fromPlaywright(system: System, engine: EngineName, looked: string[]): FoundEngine | undefined {
  const executable = system.playwrightExecutable(engine);
  if (!executable) return undefined;
  looked.push(`${executable} (Playwright's ${engine})`);
  return system.exists(executable) ? { engine, driver: "playwright", executable, source: "Playwright's browsers" } : undefined;
}

function fromSystem(system: System, engine: EngineName, looked: string[]): FoundEngine | { note: string } | undefined {
  const candidates = systemCandidates(system, engine);
  if (engine === "chromium" || engine === "firefox") {
    const executable = firstExisting(system, candidates.browsers, looked);
    if (!executable) return undefined;
    if (engine === "firefox") return { engine, driver: "bidi", executable, source: "the system" };
    const headlessShell = firstExisting(system, candidates.headlessShells, looked);
    return { engine, driver: "playwright", executable, source: "the system", ...(headlessShell ? { headlessShell } : {}) };
  }
  if (system.platform === "darwin") {
    const webDriver = firstExisting(system, candidates.webDrivers, looked);
    return webDriver ? { engine, driver: "safari", webDriver, source: "Safari" } : undefined;
  }
  const executable = firstExisting(system, candidates.browsers, looked);
  const webDriver = firstExisting(system, candidates.webDrivers, looked);
  if (!executable || !webDriver)
    return executable || webDriver
      ? { note: `found ${executable ?? webDriver} but not ${executable ? "WebKitWebDriver" : "MiniBrowser"}` }
      : undefined;
  return webkitGtk(system, executable, webDriver, "the system", looked);
}

function discoverEngine(system: System, engine: EngineName): FoundEngine | MissingEngine {
  const looked: string[] = [];
  const notes: string[] = [];
  for (const step of [fromVariable, fromPlaywright, fromSystem]) {
    const result = step(system, engine, looked);
    if (result && "driver" in result) return result;
    if (result) notes.push(result.note);
  }
  return { engine, looked, ...installHint(system, engine), ...(notes.length ? { note: notes.join("; ") } : {}) };
}

export function discoverBrowsers(system: System = realSystem): Discovery {
  return Object.fromEntries(engineNames.map((engine) => [engine, discoverEngine(system, engine)])) as Discovery;
}
