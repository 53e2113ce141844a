/**
 * Which test files need which engine, by name: `in-firefox.browser.test.ts` and
 * `in-webkit.browser.test.ts` need theirs, and every other `*.browser.test.ts` needs Chromium.
 * The rest need no browser at all and always run.
 */
import { engineNames, isFound } from "../browsers/engines.ts";
import type { Discovery, EngineName } from "../browsers/engines.ts";

const browserTests = "**/*.browser.test.ts";

const filesOf: Record<EngineName, string> = {
  firefox: "**/in-firefox.browser.test.ts",
  webkit: "**/in-webkit.browser.test.ts",
  chromium: "**/!(in-firefox|in-webkit).browser.test.ts",
};

/** Globs of the files to leave out: every browser test in the quick loop, else those of each engine not found. */
export function filesToSkip(discovery: Discovery | undefined): string[] {
  if (!discovery) return [browserTests];
  return engineNames.filter((engine) => !isFound(discovery[engine])).map((engine) => filesOf[engine]);
}
