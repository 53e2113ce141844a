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
import type { ExtraLanguages } from "../../src/routing/languages.ts";
import { localeOutput } from "../../src/routing/languages.ts";
import { defaultLocale } from "../../src/site.ts";
import { noLaunchAssets } from "../../src/launch/assets.ts";
import type { LaunchAssets } from "../../src/launch/assets.ts";
import { assemble, ownersLaunch, pipelineInputs, preparedLaunch, readLanguages, readListing, readSettings } from "../pipeline/assemble.ts";
import { withListingTexts } from "../pipeline/fastlane/listing-texts.ts";
import type { PipelineInputs, SiteSources } from "../pipeline/assemble.ts";
import { writeSite } from "../pipeline/build-site.ts";
import { prepareLaunch } from "../pipeline/launch/prepare.ts";
import type { LaunchSources } from "../pipeline/launch/prepare.ts";
import { parseHtml } from "./dom.ts";
import { siteContent } from "./site-copy.ts";
import type { SiteContent } from "../../src/content/site-content.ts";

export interface TestSite {
  /** The settings, as variables (src/site.ts); none of the shell's. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Languages rendered beside those the settings publish: the pseudo-locales. */
  extraLocales?: ExtraLanguages;
  /** Launch material to prepare in place of the owner's: a fixture's folder and listings. */
  launch?: Partial<LaunchSources>;
  /** Launch material already prepared (badges, screenshots by path), for tests of the markup alone. */
  prepared?: Partial<LaunchAssets>;
  /** A folder holding a fastlane listing where FASTLANE_PATH (`fastlane`) points, read as the owner's is. */
  listingRoot?: string;
  /** Custom product pages in place of product-pages.json's. */
  productPages?: SiteContent["productPages"];
  /** Offer codes in place of offers.json's. */
  offers?: SiteContent["offers"];
}

let inputs: Promise<PipelineInputs> | undefined;
/** The compiled styles and the palette: once per worker. */
const pipeline = () => (inputs ??= pipelineInputs());

/** Settings, languages and launch material from the test's own sources. */
async function sourcesOf({
  env = {},
  extraLocales = {},
  launch = {},
  prepared,
  listingRoot,
  productPages,
  offers,
}: TestSite): Promise<SiteSources> {
  const content = { ...siteContent, ...(productPages ? { productPages } : {}), ...(offers ? { offers } : {}) };
  const site = readSettings(content, env);
  const listing = listingRoot ? await readListing(site, content, listingRoot) : undefined;
  const languages = withListingTexts(readLanguages(site, content, extraLocales), listing, site.listingTexts);
  const material = prepared
    ? preparedLaunch({ ...noLaunchAssets, ...prepared })
    : await prepareLaunch(site, { ...ownersLaunch(site, content, languages), ...(listing ? { listing } : {}), ...launch });
  return { content, site, languages, launch: material, ...(listing ? { listing } : {}) };
}

const assembled = async (spec: TestSite) => assemble(await pipeline(), await sourcesOf(spec));

/** Test files share a worker's modules, so the same render is made once per worker and shared. */
const renders = new Map<string, ReturnType<typeof render>>();

/** The whole site rendered in memory: `page(output, locale)` parses one page; `copyOf(locale)` is the copy its pages show, every fact filled in. */
export function renderWith(spec: TestSite = {}): ReturnType<typeof render> {
  const key = JSON.stringify(spec);
  if (!renders.has(key)) renders.set(key, render(spec));
  return renders.get(key) as ReturnType<typeof render>;
}

async function render(spec: TestSite) {
  const made = await assembled(spec);
  const files = new Map([...made.files].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const page = (output: string, locale: string = defaultLocale) => {
    const html = files.get(localeOutput(locale, output));
    if (html === undefined) throw new Error(`no ${output} rendered for ${locale}`);
    return { html, doc: parseHtml(html) };
  };
  const languageOf = (locale: string = defaultLocale) => {
    const found = made.languages.find((language) => language.code === locale);
    if (!found) throw new Error(`no locale ${locale} rendered`);
    return found;
  };
  return {
    ...made,
    files,
    page,
    launch: made.launch.assets,
    copy: languageOf().copy,
    copyOf: (locale?: string) => languageOf(locale).copy,
    notesOf: (locale?: string) => languageOf(locale).notes,
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
