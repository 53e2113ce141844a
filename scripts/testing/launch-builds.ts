/** A scratch folder for builds, and the build's failure for some settings and launch material. */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { buildSite } from "../build.ts";
import type { BuildOptions } from "../build.ts";

export const live = { APP_STORE_STATE: "live", APP_STORE_URL: "https://apps.apple.com/app/id1234567890" };

/** A folder of this test file's own for builds, removed after its tests. */
export async function scratchFolder(): Promise<string> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "site-launch-build-"));
  afterAll(() => rm(scratch, { recursive: true, force: true }));
  return scratch;
}

/** The build's failure for this launch material, or "the build succeeded". */
export async function failureOf(scratch: string, env: Record<string, string>, launch: BuildOptions["launch"]): Promise<string> {
  const outDir = path.join(scratch, `failed-${Math.random().toString(36).slice(2)}`);
  return buildSite({ outDir, env, typeCheck: false, launch }).then(
    () => "the build succeeded",
    (error: Error) => error.message,
  );
}
