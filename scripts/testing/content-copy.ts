import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { contentDir } from "../pipeline/content.ts";

/**
 * A copy of src/content/ of the calling test file's own, for tests that break a data file and
 * read what the build says: made before its tests, removed after. Call the result for its folder.
 */
export function useContentCopy(name: string): () => string {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), `site-${name}-`));
    await cp(contentDir, dir, { recursive: true });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return () => dir;
}
