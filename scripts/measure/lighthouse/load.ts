/**
 * Lighthouse for `npm run bench`, from this folder's own package.json and lockfile: about
 * 190 MB that neither a host nor `npm test` needs. The first bench installs it with `npm ci`,
 * exactly as locked. The specifiers are computed, so a type-check passes whether or not it is
 * installed; the shapes below are the part of Lighthouse's API the bench reads.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number } | undefined>;
  };
}

type RunLighthouse = (
  url: string,
  flags: { port: number; logLevel: "error"; output: "json"; onlyCategories: string[]; ignoreStatusCode?: boolean },
  config?: { extends: "lighthouse:default"; settings: Record<string, unknown> },
) => Promise<LighthouseResult | undefined>;

interface LaunchedChrome {
  port: number;
  kill: () => void;
}

/** A node of the graph Lantern (Lighthouse's simulation) ran, and when it ran in the simulation. */
export interface SimulatedNode {
  type: "network" | "cpu";
}
export type SimulatedTimings = ReadonlyMap<SimulatedNode, { startTime: number; endTime: number }>;

export interface Lighthouse {
  lighthouse: RunLighthouse;
  launchChrome: (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;
  /** The last run's simulations by name ("optimisticFirstContentfulPaint"...), as Lighthouse's LANTERN_DEBUG saves them. */
  simulations: ReadonlyMap<string, SimulatedTimings>;
}

function installOnce(): void {
  if (existsSync(path.join(here, "node_modules/lighthouse/package.json"))) return;
  console.log("Installing Lighthouse for the bench, once, from scripts/measure/lighthouse/package-lock.json...");
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: here, stdio: "inherit", shell: process.platform === "win32" });
}

/** A bare specifier resolves from this file, so from this folder's node_modules. */
const importFromHere = (name: string): Promise<Record<string, unknown>> => import(name);

export async function loadLighthouse(): Promise<Lighthouse> {
  installOnce();
  const [lighthouseModule, launcherModule, lanternModule] = await Promise.all([
    importFromHere("lighthouse"),
    importFromHere("chrome-launcher"),
    // Lighthouse's own engine, not its API: a Lighthouse that moves it leaves the figures blank, the bench running.
    importFromHere("@paulirish/trace_engine/models/trace/lantern/lantern.js").catch(() => ({})),
  ]);
  const lantern = lanternModule as { Simulation?: { Simulator?: { allNodeTimings?: Lighthouse["simulations"] } } };
  return {
    lighthouse: lighthouseModule.default as RunLighthouse,
    launchChrome: launcherModule.launch as Lighthouse["launchChrome"],
    simulations: lantern.Simulation?.Simulator?.allNodeTimings ?? new Map(),
  };
}
