/**
 * The pipeline as the dev server needs it after an edit: the module the build calls
 * (scripts/pipeline/assemble.ts, and with it every module of src/ it renders), bundled by
 * esbuild and loaded afresh, so the next build sees the edit. Node keeps a module once loaded,
 * by its path: each bundle is a file of its own beside node_modules (where its packages
 * resolve), removed once loaded. Packages stay outside the bundle, loaded once. The bundle is
 * CommonJS, loaded by `require`: tsx's hook, which `npm run dev` runs under, transforms every
 * ES module imported again (a third of a reload's wait), and does not hook `require`.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { esbuildError } from "../pipeline/errors.ts";
import { contentHash } from "../pipeline/launch/asset-name.ts";
import { paths, projectRoot } from "../pipeline/paths.ts";

export type Pipeline = typeof import("../pipeline/assemble.ts");

/** Each module keeps its own address: the pipeline finds the project from where its files are (CommonJS has no import.meta). */
const ownAddresses: esbuild.Plugin = {
  name: "own-addresses",
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => ({
      contents: (await readFile(file, "utf8")).replaceAll("import.meta.url", JSON.stringify(pathToFileURL(file).href)),
      loader: file.endsWith(".tsx") ? "tsx" : "ts",
    }));
  },
};

const requireBundle = createRequire(import.meta.url);
let loads = 0;

/** A context that bundles the pipeline again, incrementally; `load` loads what it bundled. */
export async function freshPipeline() {
  const context = await esbuild.context({
    entryPoints: [fileURLToPath(new URL("../pipeline/assemble.ts", import.meta.url))],
    absWorkingDir: projectRoot,
    bundle: true,
    format: "cjs",
    platform: "node",
    packages: "external",
    jsx: "automatic",
    write: false,
    logLevel: "silent",
    plugins: [ownAddresses],
  });
  return {
    async load(): Promise<Pipeline> {
      let code: string;
      try {
        code = (await context.rebuild()).outputFiles[0].text;
      } catch (error) {
        throw (error as esbuild.BuildFailure).errors ? esbuildError("source", error) : error;
      }
      loads += 1;
      const file = path.join(paths.cache, `pipeline-${process.pid}-${loads}-${contentHash(code).slice(0, 8)}.cjs`);
      await mkdir(paths.cache, { recursive: true });
      await writeFile(file, code);
      try {
        return requireBundle(file) as Pipeline;
      } finally {
        await rm(file, { force: true });
      }
    },
    dispose: () => context.dispose(),
  };
}
