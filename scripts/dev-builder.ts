/**
 * The incremental build behind `npm run dev`. It keeps esbuild contexts for the renderer and
 * the client script and recompiles only what a change touched: Sass for a stylesheet, the
 * client bundle for src/client/, the renderer for any other source, a copy for static/.
 * Pages are re-rendered after every change; rendering all four takes a few milliseconds.
 */
import { createHash } from "node:crypto";
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import type { Stylesheet } from "../src/pages/registry.ts";
import type { BuiltAssets } from "../src/render.tsx";
import type { SiteConfig } from "../src/site.ts";
import { BuildError, compileStylesheets, paths, projectRoot } from "./build.ts";

interface Renderer {
  renderSite: (site: SiteConfig, assets: BuiltAssets) => Map<string, string>;
  loadSiteConfig: (env: Record<string, string | undefined>) => SiteConfig;
}

export const reloadScript = "__dev/reload.js";

export type ChangeKind = "styles" | "client" | "static" | "source";

export function classifyChange(file: string): ChangeKind {
  const relative = path.relative(projectRoot, file).split(path.sep).join("/");
  if (relative.startsWith("static/")) return "static";
  if (relative.endsWith(".scss")) return "styles";
  if (relative.startsWith("src/client/")) return "client";
  return "source";
}

function locate(error: unknown, step: string): Error {
  const first = (error as esbuild.BuildFailure).errors?.[0];
  if (first?.location) {
    const { file, line, column } = first.location;
    return new BuildError(step, `${file}:${line}:${column + 1}: ${first.text}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

export async function createDevBuilder(outDir: string, env: Record<string, string | undefined> = process.env) {
  const scratch = path.join(projectRoot, ".dev");
  await mkdir(scratch, { recursive: true });
  const rendererContext = await esbuild.context({
    stdin: {
      contents: 'export { renderSite } from "./src/render.tsx"; export { loadSiteConfig } from "./src/site.ts";',
      resolveDir: projectRoot,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    packages: "external",
    write: false,
    logLevel: "silent",
  });
  const clientContext = await esbuild.context({
    entryPoints: [paths.client],
    bundle: true,
    format: "iife",
    target: "es2019",
    write: false,
    logLevel: "silent",
  });

  let renderer: Renderer | undefined;
  let css: Record<Stylesheet, string> | undefined;
  let client: { file: string; code: string } | undefined;
  let generation = 0;

  async function loadRenderer(): Promise<Renderer> {
    const result = await rendererContext.rebuild().catch((error) => Promise.reject(locate(error, "source")));
    generation += 1;
    // A new file per generation: Node caches modules by URL, and this is how a fresh copy is loaded.
    const file = path.join(scratch, `renderer-${generation}.mjs`);
    await writeFile(file, result.outputFiles[0].text);
    const module = (await import(pathToFileURL(file).href)) as Renderer;
    await rm(path.join(scratch, `renderer-${generation - 1}.mjs`), { force: true });
    return module;
  }

  async function bundle(): Promise<{ file: string; code: string }> {
    const result = await clientContext.rebuild().catch((error) => Promise.reject(locate(error, "client script")));
    const code = result.outputFiles[0].text;
    return { file: `assets/app.${createHash("sha256").update(code).digest("hex").slice(0, 10)}.js`, code };
  }

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
      [renderer, css, client] = await Promise.all([loadRenderer(), compileStylesheets(), bundle()]);
      await render();
    },
    async rebuild(kinds: Set<ChangeKind>): Promise<void> {
      if (!renderer || !css || !client) return this.buildAll();
      if (kinds.has("static")) await cp(paths.static, outDir, { recursive: true });
      if (kinds.has("styles")) css = await compileStylesheets();
      if (kinds.has("client")) client = await bundle();
      if (kinds.has("source")) renderer = await loadRenderer();
      await render();
    },
    async dispose(): Promise<void> {
      await Promise.all([rendererContext.dispose(), clientContext.dispose()]);
    },
  };
}
