/**
 * What `npm run build` does: static/ checked; the type-check beside every stage of the pipeline
 * (./assemble.ts); dist/ written whole, or left as it was when anything fails.
 */
import path from "node:path";
import type { SiteContent } from "../../src/content/site-content.ts";
import { ownersSite } from "./assemble.ts";
import type { Assembled } from "./assemble.ts";
import { readContent } from "./content.ts";
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
  /** What the build made of the sources: the content, the settings, the campaign tokens, the English a partial language shows. */
  site: Assembled;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The owner's site, with the settings in `env`, into `outDir`. */
export const buildSite = (outDir = paths.dist, env: Env = process.env) => buildWith(outDir, (content) => ownersSite(env, { content }));

/** The same build from sources of the caller's making (the bench's launch-day sample). */
export async function buildWith(outDir: string, make: (content: Promise<SiteContent>) => Promise<Assembled>): Promise<BuildResult> {
  const started = performance.now();
  await assertStaticDir(paths.static);
  const since = () => performance.now() - started;
  // Side by side: the data files' check, the type-check, and the render, which reads the data
  // files once they are checked. A broken data file is reported first and alone (it would
  // surface again as a type error elsewhere), then a type error (the cause of whatever else failed).
  const typeCheck = new AbortController();
  const content = readContent();
  content.catch(() => typeCheck.abort());
  const typesChecked = assertTypesCheck(typeCheck.signal).then(since);
  const rendered = make(content).then((site) => ({ site, milliseconds: since() }));
  const [read, types, render] = await Promise.allSettled([content, typesChecked, rendered]);
  if (read.status === "rejected") throw read.reason;
  if (types.status === "rejected") throw types.reason;
  if (render.status === "rejected") throw render.reason;
  await writeSite(outDir, render.value.site.files);
  return {
    outDir: path.resolve(outDir),
    files: await listFiles(outDir),
    milliseconds: since(),
    typeCheckMilliseconds: types.value,
    renderMilliseconds: render.value.milliseconds,
    site: render.value.site,
  };
}

/** static/ and the generated files, swapped into `outDir` whole. */
export const writeSite = (outDir: string, files: ReadonlyMap<string, string | Buffer>) =>
  writeAtomically(path.resolve(outDir), async (dir) => {
    await copyStatic(paths.static, dir);
    await writeFiles(dir, files);
  });
