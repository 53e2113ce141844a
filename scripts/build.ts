/**
 * npm run build, read top to bottom:
 *   check static/ -> type-check src/ and the build script, while compiling the styles,
 *   bundling the client script and the renderer, validating the config, drawing the social
 *   card and rendering every page and generated file -> write dist/ atomically -> bring the
 *   committed vercel.json and netlify.toml up to date with the pages and locales.
 * A failure anywhere stops the build with where and why, and leaves the last good dist/ as it was.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Copy } from "../src/content/locales/index.ts";
import { assemble } from "./build/assemble.ts";
import { readColors } from "./build/colors.ts";
import type { LaunchSources } from "./build/launch/prepare.ts";
import { assertStaticDir, copyStatic, writeAtomically, writeFiles } from "./build/output.ts";
import { listFiles, paths, projectRoot } from "./build/paths.ts";
import { loadRenderer } from "./build/renderer.ts";
import { compileStylesheets } from "./build/styles.ts";
import { translationSummary } from "./build/translation-summary.ts";
import { assertTypesCheck } from "./build/type-check.ts";

export interface BuildOptions {
  outDir?: string;
  /** Where the site settings come from; see src/site.ts. */
  env?: Record<string, string | undefined>;
  /** Off only for tests that build many variants of sources already type-checked once. */
  typeCheck?: boolean;
  /** Launch material other than src/assets/ and src/content/launch.ts: for tests and the bench. */
  launch?: Partial<LaunchSources>;
  /** The tests' pseudo-locales, rendered beside the site's own; never shipped. */
  extraLocales?: Readonly<Record<string, Copy>>;
}

export interface BuildResult {
  outDir: string;
  files: string[];
  milliseconds: number;
  /** The two parts that run side by side: the type-check, and everything up to the rendered files. */
  typeCheckMilliseconds: number;
  renderMilliseconds: number;
  /** Encoded images (screenshots, the poster) reused from the cache. */
  cachedImages: number;
}

export async function buildSite({ outDir = paths.dist, env = process.env, typeCheck = true, launch, extraLocales }: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  await assertStaticDir(paths.static);
  const since = () => performance.now() - started;
  // The type-check runs beside everything else. A type error is reported first and alone: it is
  // the cause of whatever else failed (a misspelled key in a locale file renders a page empty).
  const typesChecked = (typeCheck ? assertTypesCheck() : Promise.resolve()).then(since);
  const rendered = Promise.all([compileStylesheets(), readColors(), loadRenderer()]).then(async ([css, colors, renderer]) => ({
    ...(await assemble(renderer, { css, colors }, { env, launch, extraLocales })),
    milliseconds: since(),
  }));
  const [types, render] = await Promise.allSettled([typesChecked, rendered]);
  if (types.status === "rejected") throw types.reason;
  if (render.status === "rejected") throw render.reason;

  await writeAtomically(path.resolve(outDir), async (dir) => {
    await copyStatic(paths.static, dir);
    await writeFiles(dir, render.value.files);
  });
  return {
    outDir: path.resolve(outDir),
    files: await listFiles(outDir),
    milliseconds: since(),
    typeCheckMilliseconds: typeCheck ? types.value : 0,
    renderMilliseconds: render.value.milliseconds,
    cachedImages: render.value.cachedImages,
  };
}

async function main(): Promise<void> {
  // React's production build: smaller, faster, and what a deploy should render with.
  process.env.NODE_ENV ??= "production";
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : paths.dist;
  const shown = path.relative(projectRoot, outDir) || outDir;
  try {
    const result = await buildSite({ outDir });
    const pagesWritten = result.files.filter((file) => file.endsWith(".html")).length;
    // Loaded only now: it imports the pages, and React must load after NODE_ENV is set above.
    const { syncHostFiles } = await import("./host-configs.ts");
    const updated = await syncHostFiles();
    if (updated.length > 0) console.log(`Updated ${updated.join(" and ")} for the pages, locales and host rules of this build: commit them with your change.`);
    console.log(`Translations:\n${translationSummary(process.env).map(({ line }) => `  ${line}`).join("\n")}`);
    console.log(
      `Built ${pagesWritten} pages and ${result.files.length - pagesWritten} other files into ${shown}/ in ${Math.round(result.milliseconds)} ms (type-check ${Math.round(result.typeCheckMilliseconds)} ms, render ${Math.round(result.renderMilliseconds)} ms, side by side)`,
    );
  } catch (error) {
    console.error(`Build failed. ${shown}/ was left as it was.\n${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
