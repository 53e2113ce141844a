/**
 * What `npm run build` does: static/ checked; the type-check beside every stage of the pipeline
 * (./assemble.ts); dist/ written whole, or left as it was when anything fails.
 */
import path from "node:path";
import { assemble, ownersSources, pipelineInputs } from "./assemble.ts";
import { assertContentFiles } from "./content-files.ts";
import type { PipelineInputs, SiteSources } from "./assemble.ts";
import { assertStaticDir, copyStatic, writeAtomically, writeFiles } from "./output.ts";
import { listFiles, paths } from "./paths.ts";
import { assertTypesCheck } from "./type-check.ts";

interface BuildResult {
  outDir: string;
  files: string[];
  milliseconds: number;
  /** The two parts that run side by side: the type-check, and everything up to the rendered files. */
  typeCheckMilliseconds: number;
  renderMilliseconds: number;
  /** Encoded images (screenshots, the poster) reused from the cache. */
  cachedImages: number;
  /** The campaign tokens the store links carry (src/campaigns.ts). */
  campaigns: string[];
  /** By language published early: its English in attributes and titles (src/language-parts.ts). */
  englishInAttributes: Record<string, string[]>;
}

/** The owner's site, with the settings in `env`, into `outDir`. */
export const buildSite = (outDir = paths.dist, env: Readonly<Record<string, string | undefined>> = process.env) =>
  buildWith(outDir, (inputs) => ownersSources(inputs, env));

/** The same build from sources of the caller's making (the bench's launch-day sample). */
export async function buildWith(outDir: string, sources: (inputs: PipelineInputs) => Promise<SiteSources>): Promise<BuildResult> {
  const started = performance.now();
  await assertStaticDir(paths.static);
  const since = () => performance.now() - started;
  // Three in parallel: the data files' check, the type-check, and the render, which reads the
  // data files once they are checked. A broken data file is reported first and alone (it would
  // surface again as a bundler's or a type error elsewhere), then a type error (the cause of
  // whatever else failed).
  const typeCheck = new AbortController();
  const contentChecked = assertContentFiles();
  const typesChecked = assertTypesCheck(typeCheck.signal).then(since);
  contentChecked.catch(() => typeCheck.abort());
  const rendered = pipelineInputs(contentChecked).then(async (inputs) => ({
    ...(await assemble(inputs, await sources(inputs))),
    milliseconds: since(),
  }));
  const [content, types, render] = await Promise.allSettled([contentChecked, typesChecked, rendered]);
  if (content.status === "rejected") throw content.reason;
  if (types.status === "rejected") throw types.reason;
  if (render.status === "rejected") throw render.reason;
  await writeSite(outDir, render.value.files);
  return {
    outDir: path.resolve(outDir),
    files: await listFiles(outDir),
    milliseconds: since(),
    typeCheckMilliseconds: types.value,
    renderMilliseconds: render.value.milliseconds,
    cachedImages: render.value.cachedImages,
    campaigns: render.value.campaigns,
    englishInAttributes: render.value.englishInAttributes,
  };
}

/** static/ and the generated files, swapped into `outDir` whole. */
export const writeSite = (outDir: string, files: ReadonlyMap<string, string | Buffer>) =>
  writeAtomically(path.resolve(outDir), async (dir) => {
    await copyStatic(paths.static, dir);
    await writeFiles(dir, files);
  });
