/**
 * npm run build, read top to bottom:
 *   check static/ -> compile styles, bundle the client script and the renderer
 *   -> validate the config -> render every page and generated file -> write dist/ atomically.
 * A failure anywhere stops the build with where and why, and leaves the last good dist/ as it was.
 */
import { cp } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  assertStaticDir,
  bundleClient,
  compileStylesheets,
  listFiles,
  loadRenderer,
  paths,
  projectRoot,
  readFavicon,
  renderFiles,
  writeAtomically,
  writeFiles,
} from "./build-steps.ts";

export { compileStylesheets, listFiles, paths, projectRoot } from "./build-steps.ts";

export interface BuildOptions {
  outDir?: string;
  /** Where the site settings come from; see src/site.ts. */
  env?: Record<string, string | undefined>;
}

export interface BuildResult {
  outDir: string;
  files: string[];
  milliseconds: number;
}

export async function buildSite({ outDir = paths.dist, env = process.env }: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  await assertStaticDir(paths.static);
  const [css, script, favicon, renderer] = await Promise.all([compileStylesheets(), bundleClient(), readFavicon(), loadRenderer()]);

  const generated = renderFiles(renderer, env, { css, script, favicon });

  await writeAtomically(path.resolve(outDir), async (dir) => {
    await cp(paths.static, dir, { recursive: true });
    await writeFiles(dir, generated);
  });
  return { outDir: path.resolve(outDir), files: await listFiles(outDir), milliseconds: performance.now() - started };
}

async function main(): Promise<void> {
  // React's production build: smaller, faster, and what a deploy should render with.
  process.env.NODE_ENV ??= "production";
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : paths.dist;
  const shown = path.relative(projectRoot, outDir) || outDir;
  try {
    const result = await buildSite({ outDir });
    const pagesWritten = result.files.filter((file) => file.endsWith(".html")).length;
    console.log(
      `Built ${pagesWritten} pages and ${result.files.length - pagesWritten} other files into ${shown}/ in ${Math.round(result.milliseconds)} ms`,
    );
  } catch (error) {
    console.error(`Build failed. ${shown}/ was left as it was.\n${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
