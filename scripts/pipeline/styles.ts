/** The styles: one Sass entry per stylesheet (src/styles/*.scss that is not a partial), cached by what it loaded. */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { esbuildTargets, targetBrowsers } from "../browsers/targets.ts";
import { compiledOnce } from "./compiled-cache.ts";
import { BuildError, esbuildError } from "./errors.ts";
import { packageVersion, paths, shownPath } from "./paths.ts";

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

/** compileStyles, skipped when none of the files the entry loaded last time has changed. */
const compileStylesCached = (entry: string) =>
  compiledOnce(
    "styles",
    entry,
    `sass@${packageVersion("sass")} esbuild@${packageVersion("esbuild")} ${targetBrowsers().join()}`,
    async () => {
      const { css, loaded } = await compileStyles(entry);
      return { value: css, loaded };
    },
  );

/** Every stylesheet, by name: `site` for src/styles/site.scss and so on. */
export async function compileStylesheets(dir = paths.styles): Promise<Record<string, string>> {
  const entries = (await readdir(dir)).filter((name) => name.endsWith(".scss") && !name.startsWith("_")).sort();
  const compiled = await Promise.all(entries.map((name) => compileStylesCached(path.join(dir, name))));
  return Object.fromEntries(entries.map((name, index) => [name.replace(/\.scss$/, ""), compiled[index]]));
}
