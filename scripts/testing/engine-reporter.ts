import type { Reporter } from "vitest/node";
import { discovered } from "../browsers/discovered.ts";
import { engineReport, missingEngines } from "../browsers/report.ts";

/**
 * Says which engines run and which are skipped, and how to get those, at the start of
 * `npm test` and again after its summary, where a reader looks last.
 */
export default class EngineReporter implements Reporter {
  onInit(): void {
    console.log(`\n${engineReport(discovered())}\n`);
  }

  onTestRunEnd(): void {
    if (missingEngines(discovered()).length > 0) console.log(`\n${engineReport(discovered())}\n`);
  }
}
