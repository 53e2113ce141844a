/**
 * What `npm test` says about the engines, at the start and again at the end of the run:
 * each engine found, or each missing one with where it looked and how to install it.
 */
import { engineNames, engineVariables, isFound } from "./engines.ts";
import type { Discovery, FoundEngine, MissingEngine } from "./engines.ts";

const describeFound = (found: FoundEngine) =>
  `  ${found.engine.padEnd(9)}${"executable" in found ? found.executable : found.webDriver} (${found.driver === "safari" ? "real Safari" : `from ${found.source}`})${
    found.driver === "playwright" && found.headlessShell ? `; the tests drive its headless shell, ${found.headlessShell}` : ""
  }`;

function describeMissing(missing: MissingEngine): string[] {
  return [
    `  ${missing.engine.padEnd(9)}NOT FOUND, so its tests are skipped${missing.note ? ` (${missing.note})` : ""}`,
    `           looked at: ${missing.looked.join(", ") || "nothing"}`,
    `           install it: ${missing.install}`,
    ...missing.alternatives.map((alternative) => `           or: ${alternative}`),
    `           or name one: ${engineVariables[missing.engine]}=/path/to/browser`,
  ];
}

export const missingEngines = (discovery: Discovery) =>
  engineNames.map((engine) => discovery[engine]).filter((entry): entry is MissingEngine => !isFound(entry));

/** The block printed at the start and at the end of a run. */
export function engineReport(discovery: Discovery, { ci = false } = {}): string {
  const missing = missingEngines(discovery);
  const lines = [
    missing.length === 0
      ? "Browser engines: all three found."
      : `Browser engines: ${missing.length} of 3 missing${ci ? ", and CI=true requires all three" : ""}.`,
    ...engineNames.flatMap((engine) => {
      const entry = discovery[engine];
      return isFound(entry) ? [describeFound(entry)] : describeMissing(entry);
    }),
  ];
  return lines.join("\n");
}

/** The error that fails a CI run when an engine is missing; undefined when none is. */
export function ciFailure(discovery: Discovery): string | undefined {
  const missing = missingEngines(discovery);
  if (missing.length === 0) return undefined;
  return `CI=true and ${missing.map((entry) => entry.engine).join(" and ")} ${missing.length === 1 ? "is" : "are"} missing: every engine must run in CI.\n${engineReport(discovery, { ci: true })}`;
}
