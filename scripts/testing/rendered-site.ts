/**
 * The site as the pipeline makes it, for tests: its stages (scripts/pipeline/assemble.ts) run on
 * the owner's sources or a test's own (settings from `env`, pseudo-locales beside the site's
 * languages, launch material of its own), rendered in memory or written as a build. No
 * type-check: the run's own covers it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll } from "vitest";
import type { ExtraLanguages } from "../../src/routing/languages.ts";
import { localeOutput } from "../../src/routing/languages.ts";
import { defaultLocale } from "../../src/site.ts";
import { noLaunchAssets } from "../../src/launch/assets.ts";
import type { LaunchAssets } from "../../src/launch/assets.ts";
import { assemble, pipelineInputs } from "../pipeline/assemble.ts";
import { ownersLaunch, preparedLaunch, readLanguages, readListing, readSettings } from "../pipeline/sources.ts";
import { withListingTexts } from "../pipeline/fastlane/listing-texts.ts";
import type { PipelineInputs } from "../pipeline/assemble.ts";
import type { SiteSources } from "../pipeline/sources.ts";
import { writeSite } from "../pipeline/build-site.ts";
import { hostFiles } from "../pipeline/host-files.ts";
import { projectRoot } from "../pipeline/paths.ts";
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
  /** A folder holding a fastlane listing where FASTLANE_PATH (`fastlane`) points, in place of the owner's (the project's own, where it keeps one). */
  listingRoot?: string;
  /** Custom product pages in place of product-pages.json's. */
  productPages?: SiteContent["productPages"];
  /** In-app events in place of events.json's (their card images under `launch.assetsDir`'s events/). */
  events?: SiteContent["events"];
  /** Content in place of the owner's, as if its files said so: a privacy label (or none, in place of one kept beside a fastlane listing too), accessibility declarations, languages. */
  content?: Partial<SiteContent>;
  /** Offer codes in place of offers.json's. */
  offers?: SiteContent["offers"];
}

/**
 * The owner's custom product pages on a site of the test's own screenshots, which stand in whole
 * for the owner's: a page's choice among the owner's screenshots stays only where the test's has them all.
 */
function choosingAmong(pages: SiteContent["productPages"], launch: TestSite["launch"] = {}, prepared?: TestSite["prepared"]) {
  if (!launch.screenshots && !prepared) return pages;
  const files = new Set([...(launch.screenshots ?? []), ...(prepared?.screenshots ?? [])].map((screenshot) => screenshot.file));
  return pages.map(({ screenshots: chosen, ...page }) =>
    Object.values(chosen ?? {}).every((names) => names.every((name) => files.has(name))) ? { ...page, screenshots: chosen } : page,
  );
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
  events,
  offers,
  content: given,
}: TestSite): Promise<SiteSources> {
  const content = {
    ...siteContent,
    productPages: choosingAmong(siteContent.productPages, launch, prepared),
    ...given,
    ...(productPages ? { productPages } : {}),
    ...(events ? { events } : {}),
    ...(offers ? { offers } : {}),
  };
  const site = readSettings(content, env);
  const ownersListing = await readListing(site, content, listingRoot ?? projectRoot);
  // A test's own privacy label (or none) stands in for the owner's, wherever the owner keeps theirs.
  const listing =
    ownersListing && !listingRoot && given && "privacyLabel" in given ? { ...ownersListing, privacyLabel: undefined } : ownersListing;
  const languages = withListingTexts(readLanguages(site, content, extraLocales), listing, site.listingTexts);
  const owners = ownersLaunch(site, content, languages, listing);
  // A test's own screenshots stand in whole for the owner's, their fastlane listing's among them.
  const ownScreenshots = launch.screenshots && owners.listing && !listingRoot ? { listing: { ...owners.listing, screenshots: {} } } : {};
  const material = prepared
    ? preparedLaunch({ ...noLaunchAssets, declarations: owners.declarations, ...prepared })
    : await prepareLaunch(site, { ...owners, ...launch, ...ownScreenshots });
  return { content, site, languages, launch: material, ...(listing ? { listing } : {}) };
}

const assembled = async (spec: TestSite) => assemble(await pipeline(), await sourcesOf(spec));

/** Test files share a worker's modules, so the same render is made once per worker and shared. */
const renders = new Map<string, ReturnType<typeof render>>();

/** The whole site rendered in memory: `page(output, locale)` parses one page; `copyOf(locale)` is the copy its pages show, every fact filled in. */
export function renderWith(spec: TestSite = {}): ReturnType<typeof render> {
  // A key left out on purpose (content: { privacyLabel: undefined }) makes another site than none given.
  const key = JSON.stringify(spec, (_, value: unknown) => (value === undefined ? "(undefined)" : value));
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
    /** Every file the build writes under dist/, images and archives too, by its path there. */
    written: new Set(made.files.keys()),
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

/**
 * One render of `spec` written as each host of `hosts` builds it, into `<root>/<host>/dist/`. A
 * host's build variable (NETLIFY, CF_PAGES) changes nothing but the host files stage
 * (../pipeline/host-files.ts), so only that stage runs again, with the host's settings; a host
 * whose variables would change more than that is refused. The many-language site is rendered
 * once this way for every host a test reads it as.
 */
export async function buildForHosts(root: string, spec: TestSite, hosts: Readonly<Record<string, Record<string, string>>>) {
  const made = await assembled(spec);
  const { site, languages, entries, policies } = made;
  const ownHostFiles = hostFiles(site, languages, entries, policies);
  const common = [...made.files].filter(([file]) => !ownHostFiles.has(file));
  const dirs: Record<string, string> = {};
  for (const [host, env] of Object.entries(hosts)) {
    const hosted = readSettings(made.content, { ...spec.env, ...env });
    if (!isDeepStrictEqual({ ...hosted, buildHost: undefined }, { ...site, buildHost: undefined }))
      throw new Error(`${host}'s variables (${Object.keys(env).join(", ")}) change settings the pages read: render it on its own`);
    dirs[host] = path.join(root, host);
    await writeSite(path.join(dirs[host], "dist"), new Map([...common, ...hostFiles(hosted, languages, entries, policies)]));
  }
  return dirs;
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
