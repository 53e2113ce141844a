/**
 * The incremental build behind `npm run dev`: the same steps as scripts/build.ts, with esbuild
 * contexts kept between builds, and only what a change touched redone: Sass for a stylesheet,
 * the client bundle for src/client/, the data files' check and the renderer for any other
 * source (a locale's JSON among them), a copy for static/.
 * Pages are re-rendered after every change; rendering all four takes a few milliseconds.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import * as esbuild from "esbuild";
import type { Renderer } from "../pipeline/renderer.ts";
import { assemble, ownersSources } from "../pipeline/assemble.ts";
import type { Assembled, SiteSources } from "../pipeline/assemble.ts";
import { compileStyles, compileStylesheets } from "../pipeline/styles.ts";
import { loadRenderer, rendererBuildOptions } from "../pipeline/renderer.ts";
import { paths, projectRoot } from "../pipeline/paths.ts";
import { readColors } from "../pipeline/palette-reader.ts";
import { assertReadableContrast } from "../pipeline/contrast-check.ts";
import { assertContentFiles } from "../pipeline/content-files.ts";
import { copyStatic, writeFiles } from "../pipeline/output.ts";

export const reloadScript = "__dev/reload.js";
const devScripts = [`/${reloadScript}`];

export type ChangeKind = "styles" | "client" | "static" | "source";

/** Work a build leaves for when the saving pauses. */
export type WhenQuiet = () => Promise<void>;

/** What a changed file means for the build; undefined for files it does not read (editor swap files, say). */
export function classifyChange(file: string): ChangeKind | undefined {
  const relative = path.relative(projectRoot, file).split(path.sep).join("/");
  if (relative.startsWith("static/")) return "static";
  if (relative.endsWith(".scss")) return "styles";
  if (/\.(svg|json)$/.test(relative) && relative.startsWith("src/")) return "source";
  if (!/\.(ts|tsx)$/.test(relative) || /\.test\.tsx?$/.test(relative)) return undefined;
  return relative.startsWith("src/client/") ? "client" : "source";
}

export async function createDevBuilder(outDir: string, env: Record<string, string | undefined> = process.env) {
  const rendererContext = await esbuild.context(rendererBuildOptions);
  let renderer: Renderer | undefined;
  let css: Record<string, string> | undefined;

  // Kinds changed but not yet rebuilt successfully: a source error followed by a stylesheet
  // edit must still rebuild the source, not re-render the last good one and hide the error.
  const stale = new Set<ChangeKind>();

  /**
   * The pages at once, so the browser reloads; returned, for once the saving pauses, the check
   * of their content (a problem rejects, to be shown) and the social cards' drawing. Done before
   * the reload, they held it back by about a tenth of a second on two cores.
   */
  async function writeRendered({ files, later }: Assembled): Promise<WhenQuiet> {
    await writeFiles(outDir, files);
    return async () => {
      const cards = await later?.();
      if (cards) await writeFiles(outDir, cards);
    };
  }

  // The settings, locales and launch material come from the renderer's sources alone: a
  // stylesheet's edit reuses them.
  let sources: { renderer: Renderer; made: Promise<SiteSources> } | undefined;

  /** Every stage on the owner's sources; the palette is read each time, as it colours the favicon, the icons and the theme. */
  async function assembleNow(renderer: Renderer, css: Record<string, string>): Promise<Assembled> {
    const inputs = { renderer, css, colors: await readColors() };
    // As the build does: text a visitor cannot read stops the page (the check is skipped while neither styles nor palette changed).
    await assertReadableContrast(inputs.css, inputs.colors);
    if (sources?.renderer !== renderer) sources = { renderer, made: ownersSources(inputs, env) };
    const made = sources.made;
    made.catch(() => {
      if (sources?.made === made) sources = undefined;
    });
    return assemble(inputs, await made, { devScripts, checkAndDrawLater: true });
  }

  async function redo(kind: ChangeKind, step: () => Promise<void>): Promise<void> {
    if (!stale.has(kind)) return;
    await step();
    stale.delete(kind);
  }

  return {
    /** Builds everything; afterwards `rebuild` redoes only what a change touched. */
    async buildAll(): Promise<WhenQuiet> {
      await rm(outDir, { recursive: true, force: true });
      await copyStatic(paths.static, outDir);
      await assertContentFiles();
      [renderer, css] = await Promise.all([loadRenderer(rendererContext), compileStylesheets()]);
      stale.clear();
      return writeRendered(await assembleNow(renderer, css));
    },
    async rebuild(kinds: Set<ChangeKind>): Promise<WhenQuiet> {
      if (!renderer || !css) return this.buildAll();
      for (const kind of kinds) stale.add(kind);
      await redo("static", () => copyStatic(paths.static, outDir));
      await redo("styles", async () => void (css = await compileStylesheets()));
      // Client scripts are bundled on every render: a few milliseconds each.
      stale.delete("client");
      await redo("source", async () => {
        // A broken data file is named by file and line before the bundler trips over it.
        await assertContentFiles();
        renderer = await loadRenderer(rendererContext);
      });
      return writeRendered(await assembleNow(renderer, css));
    },
    /** Loads Sass and runs it once, so the first stylesheet edit is as quick as the rest. */
    async warmUp(): Promise<void> {
      await compileStyles(path.join(paths.styles, "site.scss")).catch(() => undefined);
    },
    async dispose(): Promise<void> {
      await rendererContext.dispose();
    },
  };
}
