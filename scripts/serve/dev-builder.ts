/**
 * The incremental build behind `npm run dev`: the function `npm run build` calls
 * (scripts/pipeline/assemble.ts's `ownersSite`), from a bundle made afresh after an edit to a
 * source, and only what a change touched redone: Sass for a stylesheet, a copy for static/, the
 * pipeline bundled again for a module (not for a data file, which every run reads afresh); the
 * client script is bundled with every render. Pages are re-rendered after every change;
 * rendering them all takes a few milliseconds.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Assembled } from "../pipeline/assemble.ts";
import { copyStatic, writeFiles } from "../pipeline/output.ts";
import { paths, projectRoot } from "../pipeline/paths.ts";
import { compileStyles, compileStylesheets } from "../pipeline/styles.ts";
import { freshPipeline } from "./fresh-pipeline.ts";
import type { Pipeline } from "./fresh-pipeline.ts";

export const reloadScript = "__dev/reload.js";
const devScripts = [`/${reloadScript}`];

/** What an edit touched: "data" is a file the pipeline reads from disk (no module imports a JSON or SVG file), so its modules stay loaded. */
export type ChangeKind = "styles" | "client" | "static" | "source" | "data";

/** Work a build leaves for when the saving pauses. */
export type WhenQuiet = () => Promise<void>;

/** What a changed file means for the build; undefined for files it does not read (editor swap files, say). */
export function classifyChange(file: string): ChangeKind | undefined {
  const relative = path.relative(projectRoot, file).split(path.sep).join("/");
  if (relative.startsWith("static/")) return "static";
  if (relative.endsWith(".scss")) return "styles";
  if (/\.(svg|json)$/.test(relative) && relative.startsWith("src/")) return "data";
  if (!/\.(ts|tsx)$/.test(relative) || /\.test\.tsx?$/.test(relative)) return undefined;
  return relative.startsWith("src/client/") ? "client" : "source";
}

export async function createDevBuilder(outDir: string, env: Record<string, string | undefined> = process.env) {
  const fresh = await freshPipeline();
  let pipeline: Pipeline | undefined;
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

  /** Every stage on the owner's sources, as the build runs them; the palette is read each time, and its contrast checked. */
  const assembleNow = (current: Pipeline, styles: Record<string, string>) =>
    current.ownersSite(env, { css: styles, devScripts, checkAndDrawLater: true }).then(writeRendered);

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
      [pipeline, css] = await Promise.all([fresh.load(), compileStylesheets()]);
      stale.clear();
      return assembleNow(pipeline, css);
    },
    async rebuild(kinds: Set<ChangeKind>): Promise<WhenQuiet> {
      if (!pipeline || !css) return this.buildAll();
      for (const kind of kinds) stale.add(kind);
      await redo("static", () => copyStatic(paths.static, outDir));
      await redo("styles", async () => void (css = await compileStylesheets()));
      // Client scripts are bundled on every render: a few milliseconds each.
      stale.delete("client");
      await redo("source", async () => void (pipeline = await fresh.load()));
      // The words and data are read again by the pipeline every time it runs.
      stale.delete("data");
      return assembleNow(pipeline, css);
    },
    /** Loads Sass and runs it once, so the first stylesheet edit is as quick as the rest. */
    async warmUp(): Promise<void> {
      await compileStyles(path.join(paths.styles, "site.scss")).catch(() => undefined);
    },
    dispose: () => fresh.dispose(),
  };
}
