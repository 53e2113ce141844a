/**
 * The production build, read top to bottom:
 *   validate config -> check static/ -> compile styles -> bundle client script
 *   -> render every page and generated file -> write dist/ atomically.
 * A failure anywhere stops the build with where and why, and leaves the last good dist/ as it was.
 */
import { createHash } from "node:crypto";
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import type { PageEntry, Stylesheet } from "../src/pages/registry.ts";
import { pages as registry, stylesheets } from "../src/pages/registry.ts";
import { renderSite } from "../src/render.tsx";
import { loadSiteConfig } from "../src/site.ts";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const paths = {
  styles: path.join(projectRoot, "src/styles"),
  client: path.join(projectRoot, "src/client/main.ts"),
  static: path.join(projectRoot, "static"),
  dist: path.join(projectRoot, "dist"),
  /** Compiled CSS by content hash; Sass takes longer to load than everything else the build does. */
  cache: path.join(projectRoot, "node_modules/.cache/site-build"),
};

export interface BuildOptions {
  outDir?: string;
  env?: Record<string, string | undefined>;
  pages?: readonly PageEntry[];
  /** The folder holding one Sass entry per stylesheet named in the registry. */
  stylesDir?: string;
  clientEntry?: string;
  staticDir?: string;
}

export interface BuildResult {
  outDir: string;
  files: string[];
  milliseconds: number;
}

export class BuildError extends Error {
  constructor(step: string, message: string, options?: ErrorOptions) {
    super(`${step}: ${message}`, options);
    this.name = "BuildError";
  }
}

const relative = (file: string) => path.relative(projectRoot, file) || file;

export async function assertStaticDir(dir: string): Promise<void> {
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new BuildError("static", `folder ${relative(dir)} is missing; it holds the icons and social image copied into dist/`);
  }
}

export async function compileStyles(entry: string): Promise<string> {
  const sass = await import("sass");
  try {
    return sass.compile(entry, { style: "compressed", charset: false }).css;
  } catch (error) {
    if (error instanceof sass.Exception) {
      const where = error.span.url ? fileURLToPath(error.span.url) : entry;
      const { line, column } = error.span.start;
      throw new BuildError("styles", `${relative(where)}:${line + 1}:${column + 1}: ${error.sassMessage}`, { cause: error });
    }
    throw error;
  }
}

/** A key that changes whenever any stylesheet beside the entry, or the Sass version, changes. */
async function stylesKey(entry: string): Promise<string> {
  const dir = path.dirname(entry);
  const hash = createHash("sha256").update(entry);
  const { version } = JSON.parse(await readFile(path.join(projectRoot, "node_modules/sass/package.json"), "utf8"));
  hash.update(version);
  for (const file of (await listFiles(dir)).filter((name) => name.endsWith(".scss"))) {
    hash.update(file).update(await readFile(path.join(dir, file)));
  }
  return hash.digest("hex");
}

/** Every stylesheet of the registry, compiled from `<stylesDir>/<name>.scss`. */
export async function compileStylesheets(stylesDir = paths.styles): Promise<Record<Stylesheet, string>> {
  const compiled = await Promise.all(stylesheets.map((name) => compileStylesCached(path.join(stylesDir, `${name}.scss`))));
  return Object.fromEntries(stylesheets.map((name, index) => [name, compiled[index]])) as Record<Stylesheet, string>;
}

/** compileStyles, skipped when the same sources were compiled before: the output is identical. */
export async function compileStylesCached(entry: string, cacheDir = paths.cache): Promise<string> {
  const cached = path.join(cacheDir, `styles-${await stylesKey(entry)}.css`);
  const hit = await readFile(cached, "utf8").catch(() => undefined);
  if (hit !== undefined) return hit;
  const css = await compileStyles(entry);
  await mkdir(cacheDir, { recursive: true })
    .then(() => writeFile(cached, css))
    .catch(() => undefined);
  return css;
}

export interface ClientBundle {
  /** Relative to dist/, with a content hash so it can be cached for a year. */
  file: string;
  code: string;
}

export async function bundleClient(entry: string): Promise<ClientBundle> {
  try {
    const result = await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: "iife",
      target: "es2019",
      legalComments: "none",
      write: false,
      logLevel: "silent",
    });
    const code = result.outputFiles[0].text;
    const hash = createHash("sha256").update(code).digest("hex").slice(0, 10);
    return { file: `assets/app.${hash}.js`, code };
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    if (first?.location) {
      const { file, line, column } = first.location;
      throw new BuildError("client script", `${file}:${line}:${column + 1}: ${first.text}`, { cause: error });
    }
    throw new BuildError("client script", first?.text ?? String(error), { cause: error });
  }
}

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

async function writeFiles(dir: string, files: Map<string, string>): Promise<void> {
  for (const [file, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
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

export async function buildSite(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const outDir = path.resolve(options.outDir ?? paths.dist);
  const staticDir = options.staticDir ?? paths.static;

  const site = loadSiteConfig(options.env ?? process.env);
  await assertStaticDir(staticDir);
  const [css, client] = await Promise.all([
    compileStylesheets(options.stylesDir ?? paths.styles),
    bundleClient(options.clientEntry ?? paths.client),
  ]);
  const generated = renderSite(site, { css, script: client.file }, options.pages ?? registry);
  generated.set(client.file, client.code);

  await writeAtomically(outDir, async (dir) => {
    await cp(staticDir, dir, { recursive: true });
    await writeFiles(dir, generated);
  });
  return { outDir, files: await listFiles(outDir), milliseconds: performance.now() - started };
}

async function main(): Promise<void> {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : paths.dist;
  try {
    const result = await buildSite({ outDir });
    const pagesWritten = result.files.filter((file) => file.endsWith(".html")).length;
    console.log(
      `Built ${pagesWritten} pages and ${result.files.length - pagesWritten} other files into ${relative(outDir)}/ in ${Math.round(result.milliseconds)} ms`,
    );
  } catch (error) {
    console.error(`Build failed. ${relative(outDir)}/ was left as it was.\n${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
