/**
 * Once per test run: stops a CI run that lacks an engine; type-checks everything (`npm run
 * typecheck`) while it builds the sites the tests read; stops, as the build would, on a type
 * error or a broken source; at the end, sets the engines' screenshots side by side.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { projectRoot } from "../pipeline/paths.ts";
import { typeErrors } from "../pipeline/type-check.ts";
import { discovered } from "../browsers/discovered.ts";
import { ciFailure } from "../browsers/discovery-report.ts";
import { writeContactSheets } from "./contact-sheets.ts";
import { launchFixture } from "./launch-fixtures.ts";
import { buildOwnersVariety } from "./owner-variety.ts";
import { buildInto } from "./rendered-site.ts";
import { storeUrl } from "./store-records.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The default build of the current sources. */
    distDir: string;
    /** Open for pre-order, with the fixture badge and no media. */
    preOrderDistDir: string;
    /** The owner's variety: a copy of the site changed by the README's recipes, live, with the pseudo-locales beside its languages. */
    varietyDistDir: string;
    /** The owner's variety's languages, default first. */
    varietyLanguages: string[];
    /** `npm run test:quick`: only the tests that need no browser, and only the default build. */
    quick: boolean;
    /** `npm run screenshots`: the browser suites save screenshots, and the run ends with contact sheets. */
    screenshots: boolean;
  }
}

/** The default build; for the browser tests, pre-order's and the owner's variety beside it, from fixture material (never Apple's artwork). */
async function makeTestBuilds(root: string, quick: boolean) {
  const dir = (name: string) => path.join(root, name);
  const defaultBuild = buildInto(dir("dist")).then((built) => built.outDir);
  if (quick) return { dirs: { distDir: await defaultBuild }, dispose: async () => undefined };
  const fixture = await launchFixture();
  const [distDir, preOrder, variety] = await Promise.all([
    defaultBuild,
    buildInto(dir("pre-order"), {
      env: { APP_STORE_STATE: "pre-order", APP_STORE_URL: storeUrl },
      launch: { ...fixture, screenshots: [], previewVideo: undefined },
    }),
    buildOwnersVariety(dir("variety")),
  ]);
  const dirs = { distDir, preOrderDistDir: preOrder.outDir, varietyDistDir: variety.outDir, varietyLanguages: variety.languages };
  return { dirs, dispose: () => Promise.all([fixture.dispose(), variety.dispose()]).then(() => undefined) };
}

/** What stops the build stops the tests, said as the build says it, with no stack trace of the test runner's. */
function stop(message: string): never {
  console.error(`\n${message}\nNo test runs until it is fixed.\n`);
  process.exit(1);
}

export default async function setup(project: TestProject) {
  const startedAt = Date.now();
  const { quick, screenshots } = project.getProvidedContext();
  const failure = quick || process.env.CI !== "true" ? undefined : ciFailure(discovered());
  if (failure) throw new Error(failure);
  const root = await mkdtemp(path.join(os.tmpdir(), "site-test-"));
  const [typeErrorLines, builds] = await Promise.allSettled([
    typeErrors(path.join(projectRoot, "tsconfig.json"), projectRoot),
    makeTestBuilds(root, quick),
  ]);
  if (typeErrorLines.status === "rejected") throw typeErrorLines.reason;
  // A type error first and alone: it is the cause of whatever else failed.
  if (typeErrorLines.value.length > 0) stop(`npm run typecheck finds type errors:\n${typeErrorLines.value.join("\n")}`);
  if (builds.status === "rejected")
    stop(`npm run build would stop:\n${builds.reason instanceof Error ? builds.reason.message : builds.reason}`);
  const { dirs, dispose } = builds.value;
  project.provide("distDir", dirs.distDir);
  project.provide("preOrderDistDir", "preOrderDistDir" in dirs ? dirs.preOrderDistDir : "");
  project.provide("varietyDistDir", "varietyDistDir" in dirs ? dirs.varietyDistDir : "");
  project.provide("varietyLanguages", "varietyLanguages" in dirs ? dirs.varietyLanguages : []);
  return async () => {
    await dispose();
    await rm(root, { recursive: true, force: true });
    if (screenshots) await writeContactSheets(startedAt);
  };
}
