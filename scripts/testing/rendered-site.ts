/**
 * The site as the pipeline makes it, for tests: its stages (scripts/pipeline/assemble.ts) run on
 * the owner's sources or a test's own (settings from `env`, pseudo-locales beside the site's
 * languages, launch material of its own), rendered in memory or written as a build. No
 * type-check: the run's own covers it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import * as renderer from "../pipeline/renderer-entry.ts";
import { assemble, ownersLaunch, preparedLaunch, readLocales, readSettings } from "../pipeline/assemble.ts";
import type { PipelineInputs, SiteSources } from "../pipeline/assemble.ts";
import { writeSite } from "../pipeline/build-site.ts";
import { readColors } from "../pipeline/palette-reader.ts";
import { prepareLaunch } from "../pipeline/launch/prepare.ts";
import type { LaunchSources } from "../pipeline/launch/prepare.ts";
import { compileStylesheets } from "../pipeline/styles.ts";
import type { Copy } from "../../src/content/locales/index.ts";
import { noLaunchAssets } from "../../src/launch-assets.ts";
import type { LaunchAssets } from "../../src/launch-assets.ts";
import { localeOutput, publishedCopies } from "../../src/locales.ts";
import { defaultLocale } from "../../src/site.ts";
import { parseHtml } from "./dom.ts";

export interface TestSite {
  /** The settings, as variables (src/site.ts); none of the shell's. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Languages rendered beside those the settings publish: the pseudo-locales. */
  extraLocales?: Readonly<Record<string, Copy>>;
  /** Launch material to prepare in place of the owner's: a fixture's folder and listings. */
  launch?: Partial<LaunchSources>;
  /** Launch material already prepared (badges, screenshots by path), for tests of the markup alone. */
  prepared?: Partial<LaunchAssets>;
}

let inputs: Promise<PipelineInputs> | undefined;
/** The renderer module as it is (the build bundles the same module), the styles and the palette: once per worker. */
const pipeline = () => (inputs ??= Promise.all([compileStylesheets(), readColors()]).then(([css, colors]) => ({ renderer, css, colors })));

/** Settings, locales and launch material from the test's own sources. */
async function sourcesOf({ env = {}, extraLocales = {}, launch = {}, prepared }: TestSite): Promise<SiteSources> {
  const stages = await pipeline();
  const site = readSettings(stages, env);
  const languages = readLocales(stages, site, { ...publishedCopies(site), ...extraLocales });
  const material = prepared
    ? preparedLaunch({ ...noLaunchAssets, ...prepared })
    : await prepareLaunch(site, { ...ownersLaunch(stages, site, languages), ...launch });
  return { site, languages, launch: material };
}

const assembled = async (spec: TestSite) => assemble(await pipeline(), await sourcesOf(spec));

/** Test files share a worker's modules, so the same render is made once per worker and shared. */
const renders = new Map<string, ReturnType<typeof render>>();

/**
 * The whole site rendered in memory: `page(output, locale)` parses one page; `copyOf(locale)` is
 * the copy its pages show, every fact filled in; `markedPages` still carry the content checks' markers.
 */
export function renderWith(spec: TestSite = {}): ReturnType<typeof render> {
  const key = JSON.stringify(spec);
  if (!renders.has(key)) renders.set(key, render(spec));
  return renders.get(key) as ReturnType<typeof render>;
}

async function render(spec: TestSite) {
  const {
    site,
    languages,
    files: all,
    markedPages,
    favicon,
    launch,
    socialCards,
    campaigns,
    englishInAttributes,
    entries,
  } = await assembled(spec);
  const files = new Map([...all].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const page = (output: string, locale: string = defaultLocale) => {
    const html = files.get(localeOutput(locale, output));
    if (html === undefined) throw new Error(`no ${output} rendered for ${locale}`);
    return { html, doc: parseHtml(html) };
  };
  const copyOf = (locale: string = defaultLocale) => {
    const found = languages.find((language) => language.code === locale);
    if (!found) throw new Error(`no locale ${locale} rendered`);
    return found.copy;
  };
  return {
    site,
    files,
    markedPages,
    page,
    languages,
    favicon,
    launch: launch.assets,
    socialCards,
    campaigns,
    englishInAttributes,
    entries,
    copy: copyOf(),
    copyOf,
  };
}

/** The site written into `outDir` as the build writes dist/; with how many encoded images came from the cache. */
export async function buildInto(outDir: string, spec: TestSite = {}): Promise<{ outDir: string; cachedImages: number }> {
  const { files, cachedImages } = await assembled(spec);
  await writeSite(outDir, files);
  return { outDir, cachedImages };
}

/** What stops the build for these sources, or "the build succeeded" (written into `outDir`, where one is named). */
export const buildFailure = (spec: TestSite, outDir?: string) =>
  (outDir ? buildInto(outDir, spec) : assembled(spec)).then(
    () => "the build succeeded",
    (error: Error) => error.message,
  );

/** A folder of this test file's own for builds, removed after its tests. */
export async function scratchFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "site-test-build-"));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}
