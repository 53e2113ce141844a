import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { projectRoot } from "../build/paths.ts";
import { typeErrors } from "../build/type-check.ts";
import { discovered } from "../browsers/discovered.ts";
import { ciFailure } from "../browsers/report.ts";
import { writeContactSheets } from "./contact-sheets.ts";
import { makeTestBuilds } from "./test-builds.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A production build of the current sources, made once for the whole run. */
    distDir: string;
    /** Launch-day builds with fixture material (see test-builds.ts); empty in the quick loop. */
    launchDistDir: string;
    preOrderDistDir: string;
    pseudoDistDir: string;
    /** `npm run test:quick`: only the tests that need no browser. */
    quick: boolean;
  }
}

/**
 * Stops a CI run that lacks an engine; type-checks everything (`npm run typecheck`) while it
 * builds the site once, with the default config, for every test that reads dist/; stops on a
 * type error; at the end, sets the engines' screenshots side by side.
 */
/**
 * What stops the build stops the tests, said as the build says it (a type error first and
 * alone, as its cause), with no stack trace of the test runner's.
 */
function stop(message: string): never {
  console.error(`\n${message}\nNo test runs until it is fixed.\n`);
  process.exit(1);
}

export default async function setup(project: TestProject) {
  const startedAt = Date.now();
  const { quick } = project.getProvidedContext();
  const failure = quick || process.env.CI !== "true" ? undefined : ciFailure(discovered());
  if (failure) throw new Error(failure);
  const root = await mkdtemp(path.join(os.tmpdir(), "site-test-"));
  const [typeErrorLines, builds] = await Promise.allSettled([typeErrors(path.join(projectRoot, "tsconfig.json"), projectRoot), makeTestBuilds(root, { launch: !quick })]);
  if (typeErrorLines.status === "rejected") throw typeErrorLines.reason;
  if (typeErrorLines.value.length > 0) stop(`npm run typecheck finds type errors:\n${typeErrorLines.value.join("\n")}`);
  if (builds.status === "rejected") stop(`npm run build would stop:\n${builds.reason instanceof Error ? builds.reason.message : builds.reason}`);
  const { value: made } = builds;
  project.provide("distDir", made.distDir);
  project.provide("launchDistDir", made.launchDistDir ?? "");
  project.provide("preOrderDistDir", made.preOrderDistDir ?? "");
  project.provide("pseudoDistDir", made.pseudoDistDir ?? "");
  return async () => {
    await made.dispose();
    await rm(root, { recursive: true, force: true });
    if (!quick) await writeContactSheets(startedAt);
  };
}
