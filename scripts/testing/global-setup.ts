/**
 * Once per test run: stops a CI run that lacks an engine; type-checks everything (`npm run
 * typecheck`) while it builds the sites the tests read (./test-builds.ts); stops, as the build
 * would, on a broken data file (first and alone), a type error, a setting this shell gives that
 * the build would refuse (./owners-settings.ts) or a broken source, with the build's own message
 * and none of the runner's; at the end, sets the engines' screenshots side
 * by side. Only the type-check and the browsers' discovery are imported up front: a module that
 * reads the owner's sources is loaded once the setup runs, so its failure is the setup's to tell.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { projectRoot } from "../pipeline/paths.ts";
import { typeErrors } from "../pipeline/type-check.ts";
import { discovered } from "../browsers/discovered.ts";
import { ciFailure } from "../browsers/discovery-report.ts";
import type { ManyLanguagesHost } from "./many-languages.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The default build of the current sources. */
    distDir: string;
    /** The site in every App Store language, with the store files, as a build with no host's variable writes it. */
    manyLanguagesDistDir: string;
    /** The same render as each host builds it: a folder holding the host's config file beside dist/. */
    manyLanguagesHostDirs: Record<ManyLanguagesHost, string>;
    /** Open for pre-order, with the fixture badge and no media. */
    preOrderDistDir: string;
    /** The owner's variety: a copy of the site changed by the README's recipes, live, with the pseudo-locales beside its languages. */
    varietyDistDir: string;
    /** The site live with a landscape App Preview (1920 × 886), for the preview's dialog in every engine. */
    landscapePreviewDistDir: string;
    /** The owner's variety's languages, default first. */
    varietyLanguages: string[];
    /** `npm run test:quick`: only the tests that need no browser, and only the builds they read. */
    quick: boolean;
    /** `npm run screenshots`: the browser suites save screenshots, and the run ends with contact sheets. */
    screenshots: boolean;
  }
}

/** What stops the build stops the tests, said as the build says it, with no stack trace of the test runner's. */
function stop(message: string): never {
  console.error(`\n${message}\nNo test runs until it is fixed.\n`);
  process.exit(1);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A promise that never rejects: its value, or what it failed with. */
const settled = <T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown }> =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

export default async function setup(project: TestProject) {
  const startedAt = Date.now();
  const { quick, screenshots } = project.getProvidedContext();
  const failure = quick || process.env.CI !== "true" ? undefined : ciFailure(discovered());
  if (failure) throw new Error(failure);
  const root = await mkdtemp(path.join(os.tmpdir(), "site-test-"));
  const typeCheck = new AbortController();
  const typesChecked = settled(typeErrors(path.join(projectRoot, "tsconfig.json"), projectRoot, typeCheck.signal));
  // As the build: the data files first, and a broken one alone, at once (it would surface again as a type error elsewhere).
  const content = await import("../pipeline/content.ts").then(
    ({ readContent }) => readContent().catch((error: unknown) => ({ broken: messageOf(error) })),
    () => undefined,
  );
  if (content && "broken" in content) {
    typeCheck.abort();
    await typesChecked;
    stop(`npm run build would stop:\n${content.broken}`);
  }
  const [types, settings, builds] = await Promise.all([
    typesChecked,
    settled(import("./owners-settings.ts").then(({ buildStopFor }) => content && buildStopFor(process.env, content))),
    settled(import("./test-builds.ts").then(({ makeTestBuilds }) => makeTestBuilds(root, quick))),
  ]);
  if ("error" in types) throw types.error;
  // A type error first and alone: it is the cause of whatever else failed.
  if (types.value.length > 0) stop(`npm run typecheck finds type errors:\n${types.value.join("\n")}`);
  if ("error" in settings) stop(`npm run build would stop:\n${messageOf(settings.error)}`);
  if (settings.value) stop(`npm run build would stop:\n${settings.value}`);
  if ("error" in builds) stop(`npm run build would stop:\n${messageOf(builds.error)}`);
  const { dirs, dispose } = builds.value;
  project.provide("distDir", dirs.distDir);
  project.provide("manyLanguagesDistDir", dirs.manyLanguagesDistDir);
  project.provide("manyLanguagesHostDirs", dirs.manyLanguagesHostDirs);
  project.provide("preOrderDistDir", "preOrderDistDir" in dirs ? dirs.preOrderDistDir : "");
  project.provide("varietyDistDir", "varietyDistDir" in dirs ? dirs.varietyDistDir : "");
  project.provide("landscapePreviewDistDir", "landscapePreviewDistDir" in dirs ? dirs.landscapePreviewDistDir : "");
  project.provide("varietyLanguages", "varietyLanguages" in dirs ? dirs.varietyLanguages : []);
  return async () => {
    await dispose();
    await rm(root, { recursive: true, force: true });
    if (screenshots) await import("./contact-sheets.ts").then(({ writeContactSheets }) => writeContactSheets(startedAt));
  };
}
