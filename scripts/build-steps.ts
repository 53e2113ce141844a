/** The steps of the build, each small and named; scripts/build.ts runs them in order. */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { scriptEntry, scriptKey } from "../src/client/behaviours.ts";
import type { BehaviourName } from "../src/client/behaviours.ts";
import type { SiteConfig } from "../src/site.ts";
import { esbuildTargets, targetBrowsers } from "./targets.ts";
import { typeErrors } from "./type-check.ts";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const paths = {
  styles: path.join(projectRoot, "src/styles"),
  /** The behaviours of the client script, bundled per page (src/client/behaviours.ts). */
  client: path.join(projectRoot, "src/client"),
  /** Inlined into every page as a data: URL, so it is source, not a file of dist/. */
  favicon: path.join(projectRoot, "src/favicon.svg"),
  static: path.join(projectRoot, "static"),
  /** The owner's launch material: app-store/, google-play/, screenshots/, preview/ (see src/content/launch.ts). */
  assets: path.join(projectRoot, "src/assets"),
  /** What the build type-checks: src/ and the build script. */
  buildTsconfig: path.join(projectRoot, "tsconfig.build.json"),
  dist: path.join(projectRoot, "dist"),
  /** Compiled CSS and the bundled renderer, by content hash. */
  cache: path.join(projectRoot, "node_modules/.cache/site-build"),
};

export class BuildError extends Error {
  constructor(step: string, message: string, options?: ErrorOptions) {
    super(`${step}: ${message}`, options);
    this.name = "BuildError";
  }
}

const relative = (file: string) => path.relative(projectRoot, file) || file;

/** A short hex digest of `text`, for file names that change exactly when content does. */
const contentHash = (text: string, length: number) => createHash("sha256").update(text).digest("hex").slice(0, length);

/** An esbuild failure as "step: file:line:column: message". */
function esbuildError(step: string, error: unknown): Error {
  const first = (error as esbuild.BuildFailure).errors?.[0];
  if (!first) return error instanceof Error ? error : new Error(String(error));
  const where = first.location ? `${first.location.file}:${first.location.line}:${first.location.column + 1}: ` : "";
  return new BuildError(step, `${where}${first.text}`, { cause: error });
}

/** Stops the build on a type error in what it runs, naming each file and line. */
export async function assertTypesCheck(signal?: AbortSignal, project = paths.buildTsconfig): Promise<void> {
  const errors = await typeErrors(project, projectRoot, signal);
  if (errors.length > 0) throw new BuildError("types", `${errors.length === 1 ? "a type error" : `${errors.filter((line) => !line.startsWith(" ")).length} type errors`}:\n${errors.join("\n")}`);
}

export async function assertStaticDir(dir: string): Promise<void> {
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new BuildError("static", `folder ${relative(dir)} is missing; it holds the icons and social image copied into dist/`);
  }
}

export async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const name = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, name) : [name];
    }),
  );
  return nested.flat().sort();
}

// --- Renderer: src/render.tsx and the config, bundled by esbuild and imported fresh.

export interface Renderer {
  renderSite: typeof import("../src/render.tsx").renderSite;
  checkedLocales: typeof import("../src/render.tsx").checkedLocales;
  scriptSets: typeof import("../src/render.tsx").scriptSets;
  launchShown: typeof import("../src/pages/registry.ts").launchShown;
  loadSiteConfig: (env: Record<string, string | undefined>) => SiteConfig;
  /** The launch content, fresh from the sources like the rest (src/content/launch.ts). */
  screenshots: typeof import("../src/content/launch.ts").screenshots;
  previewVideo: typeof import("../src/content/launch.ts").previewVideo;
  badgeWords: typeof import("../src/content/copy.ts").badgeWords;
  proof: typeof import("../src/content/proof.ts").proof;
  SocialCard: typeof import("../src/components/SocialCard.tsx").SocialCard;
  socialCardProps: typeof import("../src/components/SocialCard.tsx").socialCardProps;
  socialCardSize: typeof import("../src/components/SocialCard.tsx").socialCardSize;
}

/** One module instead of ~25 loaded one by one through tsx; the dev server rebuilds it incrementally. */
export const rendererBuildOptions = {
  stdin: {
    contents: [
      'export { renderSite, checkedLocales, scriptSets } from "./src/render.tsx";',
      'export { launchShown } from "./src/pages/registry.ts";',
      'export { loadSiteConfig } from "./src/site.ts";',
      'export { screenshots, previewVideo } from "./src/content/launch.ts";',
      'export { badgeWords } from "./src/content/copy.ts";',
      'export { proof } from "./src/content/proof.ts";',
      'export { SocialCard, socialCardProps, socialCardSize } from "./src/components/SocialCard.tsx";',
    ].join("\n"),
    resolveDir: projectRoot,
    loader: "ts",
  },
  bundle: true,
  format: "esm",
  platform: "node",
  packages: "external",
  write: false,
  logLevel: "silent",
} satisfies esbuild.BuildOptions;

let imports = 0;

/**
 * Imports bundled renderer code. Node caches modules by URL and imports only files, so each
 * import gets a file of its own beside node_modules (where `react` resolves), removed once loaded.
 */
async function importRenderer(code: string): Promise<Renderer> {
  imports += 1;
  const file = path.join(paths.cache, `renderer-${process.pid}-${imports}-${contentHash(code, 8)}.mjs`);
  await mkdir(paths.cache, { recursive: true });
  await writeFile(file, code);
  try {
    return (await import(pathToFileURL(file).href)) as Renderer;
  } finally {
    await rm(file, { force: true });
  }
}

export async function loadRenderer(context?: esbuild.BuildContext<typeof rendererBuildOptions>): Promise<Renderer> {
  try {
    const result = await (context ? context.rebuild() : esbuild.build(rendererBuildOptions));
    return await importRenderer(result.outputFiles[0].text);
  } catch (error) {
    throw (error as esbuild.BuildFailure).errors ? esbuildError("source", error) : error;
  }
}

// --- Client scripts: one per distinct list of behaviours the pages need.

const clientBuildOptions = {
  bundle: true,
  minify: true,
  // Inlined as a module, which has a scope of its own: no wrapper needed.
  format: "esm",
  target: esbuildTargets(),
  legalComments: "none",
  write: false,
  logLevel: "silent",
} satisfies esbuild.BuildOptions;

/** Each script's code by its key (scriptKey of its behaviours), inlined into the pages that run it. */
export async function bundleClients(sets: readonly (readonly BehaviourName[])[]): Promise<Map<string, string>> {
  try {
    const bundled = await Promise.all(
      sets.map(async (names) => {
        const result = await esbuild.build({ ...clientBuildOptions, stdin: { contents: scriptEntry(names), resolveDir: paths.client, sourcefile: "page-script.ts", loader: "ts" } });
        return [scriptKey(names), result.outputFiles[0].text.trim()] as const;
      }),
    );
    return new Map(bundled);
  } catch (error) {
    throw esbuildError("client script", error);
  }
}

// --- Styles: one Sass entry per stylesheet (src/styles/*.scss that is not a partial).

/**
 * Sass, then esbuild for the target browsers: vendor prefixes, lowered syntax, minified.
 * Fallbacks written in the Sass (a plain colour before a color-mix(), say) are kept.
 */
export async function compileStyles(entry: string): Promise<{ css: string; loaded: string[] }> {
  const sass = await import("sass");
  let result: ReturnType<typeof sass.compile>;
  try {
    result = sass.compile(entry, { style: "expanded", charset: false });
  } catch (error) {
    if (!(error instanceof sass.Exception)) throw error;
    const where = error.span.url ? fileURLToPath(error.span.url) : entry;
    const { line, column } = error.span.start;
    throw new BuildError("styles", `${relative(where)}:${line + 1}:${column + 1}: ${error.sassMessage}`, { cause: error });
  }
  try {
    const { code } = await esbuild.transform(result.css, { loader: "css", sourcefile: `${relative(entry)} (compiled CSS)`, minify: true, target: esbuildTargets() });
    return { css: code.trim(), loaded: result.loadedUrls.map((url) => fileURLToPath(url)) };
  } catch (error) {
    throw esbuildError("styles", error);
  }
}

interface CachedStylesheet {
  key: string;
  /** Relative to the project root, so copies of the project share one record per stylesheet. */
  loaded: string[];
  css: string;
}

async function keyOf(files: string[]): Promise<string> {
  const hash = createHash("sha256");
  for (const tool of ["sass", "esbuild"]) {
    const { version } = JSON.parse(await readFile(path.join(projectRoot, `node_modules/${tool}/package.json`), "utf8"));
    hash.update(`${tool}@${version}`);
  }
  hash.update(targetBrowsers().join());
  for (const file of files) hash.update(file).update(await readFile(path.join(projectRoot, file)).catch(() => Buffer.from("missing")));
  return hash.digest("hex");
}

/**
 * compileStyles, skipped when none of the files the entry loaded last time has changed:
 * loading Sass takes longer than everything else the build does together.
 */
async function compileStylesCached(entry: string): Promise<string> {
  const record = path.join(paths.cache, `styles-${contentHash(relative(entry), 16)}.json`);
  const cached = await readFile(record, "utf8")
    .then((text) => JSON.parse(text) as CachedStylesheet)
    .catch(() => undefined);
  if (cached && cached.key === (await keyOf(cached.loaded))) return cached.css;
  const { css, loaded } = await compileStyles(entry);
  const relativeLoaded = loaded.map(relative);
  const fresh: CachedStylesheet = { key: await keyOf(relativeLoaded), loaded: relativeLoaded, css };
  // Written aside and renamed into place: parallel builds share the record.
  const temporary = `${record}.${process.pid}.tmp`;
  await mkdir(paths.cache, { recursive: true })
    .then(() => writeFile(temporary, JSON.stringify(fresh)))
    .then(() => rename(temporary, record))
    .catch(() => rm(temporary, { force: true }));
  return css;
}

/** Every stylesheet, by name: `site` for src/styles/site.scss and so on. */
export async function compileStylesheets(dir = paths.styles): Promise<Record<string, string>> {
  const entries = (await readdir(dir)).filter((name) => name.endsWith(".scss") && !name.startsWith("_")).sort();
  const compiled = await Promise.all(entries.map((name) => compileStylesCached(path.join(dir, name))));
  return Object.fromEntries(entries.map((name, index) => [name.replace(/\.scss$/, ""), compiled[index]]));
}

// --- Output.

/** Writes into a fresh sibling folder and swaps it in only once everything is written. */
export async function writeAtomically(outDir: string, fill: (dir: string) => Promise<void>): Promise<void> {
  const suffix = `${process.pid}-${Date.now().toString(36)}`;
  const staging = `${outDir}.tmp-${suffix}`;
  const previous = `${outDir}.old-${suffix}`;
  await mkdir(path.dirname(outDir), { recursive: true });
  try {
    await mkdir(staging);
    await fill(staging);
    const hadPrevious = await stat(outDir).then(() => true, () => false);
    if (hadPrevious) await rename(outDir, previous);
    await rename(staging, outDir);
    if (hadPrevious) await rm(previous, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The favicon's SVG source, inlined into every page as a data: URL. */
export const readFavicon = () => readFile(paths.favicon, "utf8");

export async function writeFiles(dir: string, files: ReadonlyMap<string, string | Buffer>): Promise<void> {
  for (const [file, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}
