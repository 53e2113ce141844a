import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { listFiles } from "../pipeline/paths.ts";

/** A temporary copy of a build with every page passed through `rewrite`; `dispose` removes it. */
export async function rewrittenCopy(
  dir: string,
  rewrite: (html: string, file: string) => string,
): Promise<{ dir: string; dispose: () => Promise<void> }> {
  const copy = await mkdtemp(path.join(os.tmpdir(), "site-copy-"));
  await cp(dir, copy, { recursive: true });
  for (const file of (await listFiles(copy)).filter((name) => name.endsWith(".html"))) {
    await writeFile(path.join(copy, file), rewrite(await readFile(path.join(copy, file), "utf8"), file));
  }
  return { dir: copy, dispose: () => rm(copy, { recursive: true, force: true }) };
}
