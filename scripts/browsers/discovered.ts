/**
 * The browsers of this machine, found once per process: what the tests and the bench drive.
 */
import { discoverBrowsers } from "./discover.ts";
import { isFound } from "./engines.ts";
import type { Discovery, EngineName, FoundEngine } from "./engines.ts";
import { engineReport } from "./discovery-report.ts";

let discovery: Discovery | undefined;

export const discovered = (): Discovery => (discovery ??= discoverBrowsers());

/** The found engine, or an error that says where it looked and how to install it. */
export function discoveredEngine(name: EngineName): FoundEngine {
  const entry = discovered()[name];
  if (!isFound(entry)) throw new Error(`No ${name} browser was found.\n${engineReport(discovered())}`);
  return entry;
}
