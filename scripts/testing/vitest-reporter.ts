import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Reporter } from "vitest/node";
import { discovered } from "../browsers/discovered.ts";
import { engineNames } from "../browsers/engines.ts";
import { engineReport, missingEngines } from "../browsers/discovery-report.ts";
import { screenshotRoot } from "./screenshot-files.ts";

/** Each engine's browser version, as its driver reported it to this run's behaviour suite. */
function versionsThatRan(since: number): string[] {
  return engineNames.flatMap((engine) => {
    const file = path.join(screenshotRoot, engine, "version.txt");
    if ((statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) < since) return [];
    return [`  ${engine.padEnd(9)}${readFileSync(file, "utf8").trim()}`];
  });
}

/**
 * Says which engines run and which are skipped, and how to get those, at the start of
 * `npm test`; after its summary, where a reader looks last, which browser versions ran (a
 * Firefox ESR and the current release differ in what their drivers can do) and again what
 * was skipped.
 */
export default class EngineReporter implements Reporter {
  private startedAt = Date.now();

  onInit(): void {
    this.startedAt = Date.now();
    console.log(`\n${engineReport(discovered())}\n`);
  }

  onTestRunEnd(): void {
    const ran = versionsThatRan(this.startedAt);
    if (ran.length > 0) console.log(`\nBrowser versions that ran:\n${ran.join("\n")}`);
    if (missingEngines(discovered()).length > 0) console.log(`\n${engineReport(discovered())}\n`);
  }
}
