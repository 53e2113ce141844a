/**
 * The incremental build behind `npm run dev`: the same steps as scripts/build.ts, with esbuild
 * contexts kept between builds, and only what a change touched redone: Sass for a stylesheet,
 * the client bundle for src/client/, the renderer for any other source, a copy for static/.
 * Pages are re-rendered after every change; rendering all four takes a few milliseconds.
 */
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as esbuild from "esbuild";
import type { Renderer } from "./build-steps.ts";
import {
  bundleClient,
  clientBuildOptions,
  compileStyles,
  compileStylesheets,
  loadRenderer,
  paths,
  projectRoot,
  rendererBuildOptions,
} from "./build-steps.ts";

export const reloadScript = "__dev/reload.js";

export type ChangeKind = "styles" | "client" | "static" | "source";

/** What a changed file means for the build; undefined for files it does not read (editor swap files, say). */
export function classifyChange(file: string): ChangeKind | undefined {
  const relative = path.relative(projectRoot, file).split(path.sep).join("/");
  if (relative.startsWith("static/")) return "static";
  if (relative.endsWith(".scss")) return "styles";
  if (!/\.(ts|tsx)$/.test(relative) || /\.test\.tsx?$/.test(relative)) return undefined;
  return relative.startsWith("src/client/") ? "client" : "source";
}

export async function createDevBuilder(outDir: string, env: Record<string, string | undefined> = process.env) {
  const [rendererContext, clientContext] = await Promise.all([
    esbuild.context(rendererBuildOptions),
    esbuild.context(clientBuildOptions),
  ]);
  let renderer: Renderer | undefined;
  let css: Record<string, string> | undefined;
  let client: { file: string; code: string } | undefined;

  async function render(): Promise<void> {
    if (!renderer || !css || !client) throw new Error("dev build is incomplete");
    const site = renderer.loadSiteConfig(env);
    const files = renderer.renderSite(site, { css, script: client.file, devScripts: [`/${reloadScript}`] });
    files.set(client.file, client.code);
    for (const [file, content] of files) {
      const target = path.join(outDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    }
  }

  return {
    /** Builds everything; afterwards `rebuild` redoes only what a change touched. */
    async buildAll(): Promise<void> {
      await rm(outDir, { recursive: true, force: true });
      await cp(paths.static, outDir, { recursive: true });
      [renderer, css, client] = await Promise.all([loadRenderer(rendererContext), compileStylesheets(), bundleClient(clientContext)]);
      await render();
    },
    async rebuild(kinds: Set<ChangeKind>): Promise<void> {
      if (!renderer || !css || !client) return this.buildAll();
      if (kinds.has("static")) await cp(paths.static, outDir, { recursive: true });
      if (kinds.has("styles")) css = await compileStylesheets();
      if (kinds.has("client")) client = await bundleClient(clientContext);
      if (kinds.has("source")) renderer = await loadRenderer(rendererContext);
      await render();
    },
    /** Loads Sass and runs it once, so the first stylesheet edit is as quick as the rest. */
    async warmUp(): Promise<void> {
      await compileStyles(path.join(paths.styles, "site.scss")).catch(() => undefined);
    },
    async dispose(): Promise<void> {
      await Promise.all([rendererContext.dispose(), clientContext.dispose()]);
    },
  };
}
