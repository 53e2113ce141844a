/** The styles: one Sass entry per stylesheet (src/styles/*.scss that is not a partial), cached by what it loaded. */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { esbuildTargets, targetBrowsers } from "../browsers/targets.ts";
import { contentHash } from "./launch/asset-name.ts";
import { BuildError, esbuildError } from "./errors.ts";
import { packageVersion, paths, projectRoot, shownPath } from "./paths.ts";

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
    throw new BuildError("styles", `${shownPath(where)}:${line + 1}:${column + 1}: ${error.sassMessage}`, { cause: error });
  }
  try {
    const { code } = await esbuild.transform(result.css, {
      loader: "css",
      sourcefile: `${shownPath(entry)} (compiled CSS)`,
      minify: true,
      target: esbuildTargets(),
    });
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
  for (const tool of ["sass", "esbuild"]) hash.update(`${tool}@${packageVersion(tool)}`);
  hash.update(targetBrowsers().join());
  for (const file of files) hash.update(file).update(await readFile(path.join(projectRoot, file)).catch(() => Buffer.from("missing")));
  return hash.digest("hex");
}

/**
 * compileStyles, skipped when none of the files the entry loaded last time has changed:
 * loading Sass takes longer than everything else the build does together.
 */
async function compileStylesCached(entry: string): Promise<string> {
  const record = path.join(paths.cache, `styles-${contentHash(shownPath(entry)).slice(0, 16)}.json`);
  const cached = await readFile(record, "utf8")
    .then((text) => JSON.parse(text) as CachedStylesheet)
    .catch(() => undefined);
  if (cached && cached.key === (await keyOf(cached.loaded))) return cached.css;
  const { css, loaded } = await compileStyles(entry);
  const relativeLoaded = loaded.map(shownPath);
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
