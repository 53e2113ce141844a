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
import { launchFixture, sampleProof } from "./launch-fixtures.ts";
import { pseudoLaunch, pseudoLocales } from "./pseudo-locales.ts";
import { buildInto } from "./rendered-site.ts";
import { playStoreUrl, storeAppId, storeFileEnv, storeRecordsDir, storeUrl } from "./store-records.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The default build of the current sources. */
    distDir: string;
    /**
     * Live, with three screenshots, a preview video, both stores' fixture badges, sample proof, the store files and the App Store's record.
     */
    launchDistDir: string;
    /** Open for pre-order, with the fixture badge and no media. */
    preOrderDistDir: string;
    /** Live with three screenshots and the App Store's record, in every locale and the pseudo-locales en-XA and ar-XB. */
    pseudoDistDir: string;
    /** `npm run test:quick`: only the tests that need no browser, and only the default build. */
    quick: boolean;
    /** `npm run screenshots`: the browser suites save screenshots, and the run ends with contact sheets. */
    screenshots: boolean;
  }
}

/**
 * The default build; for the browser tests, launch day's and the pseudo-locales' beside it, from fixture material (never Apple's artwork).
 */
async function makeTestBuilds(root: string, quick: boolean) {
  const dir = (name: string) => path.join(root, name);
  const defaultBuild = buildInto(dir("dist")).then((built) => built.outDir);
  if (quick) return { dirs: { distDir: await defaultBuild }, dispose: async () => undefined };
  const fixture = await launchFixture({ screenshots: 3, video: true });
  const [distDir, ...others] = await Promise.all([
    defaultBuild,
    buildInto(dir("launch"), {
      env: { APP_STORE_STATE: "live", APP_STORE_URL: storeUrl, APP_STORE_ID: storeAppId, PLAY_STORE_URL: playStoreUrl, ...storeFileEnv },
      launch: { ...fixture, proof: sampleProof, storeDir: storeRecordsDir },
    }),
    buildInto(dir("pre-order"), {
      env: { APP_STORE_STATE: "pre-order", APP_STORE_URL: storeUrl },
      launch: { ...fixture, screenshots: [], previewVideo: undefined },
    }),
    buildInto(dir("pseudo"), {
      launch: { ...fixture, ...pseudoLaunch(fixture.screenshots, undefined), storeDir: storeRecordsDir },
      extraLocales: pseudoLocales,
    }),
  ]);
  const [launchDistDir, preOrderDistDir, pseudoDistDir] = others.map((built) => built.outDir);
  return { dirs: { distDir, launchDistDir, preOrderDistDir, pseudoDistDir }, dispose: fixture.dispose };
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
  for (const name of ["distDir", "launchDistDir", "preOrderDistDir", "pseudoDistDir"] as const)
    project.provide(name, dirs[name as keyof typeof dirs] ?? "");
  return async () => {
    await dispose();
    await rm(root, { recursive: true, force: true });
    if (screenshots) await writeContactSheets(startedAt);
  };
}
