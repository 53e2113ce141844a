/**
 * The renderer: renderer-entry.ts bundled into one module by esbuild and imported fresh, instead
 * of ~25 modules loaded one by one through tsx; the dev server rebuilds it incrementally.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { contentHash } from "./launch/asset-name.ts";
import { esbuildError } from "./errors.ts";
import { paths, projectRoot } from "./paths.ts";

export type Renderer = typeof import("./renderer-entry.ts");

export const rendererBuildOptions = {
  entryPoints: [fileURLToPath(new URL("./renderer-entry.ts", import.meta.url))],
  absWorkingDir: projectRoot,
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
  const file = path.join(paths.cache, `renderer-${process.pid}-${imports}-${contentHash(code).slice(0, 8)}.mjs`);
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
