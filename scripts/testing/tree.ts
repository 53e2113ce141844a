import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { listFiles } from "../pipeline/paths.ts";

/** Every file below `dir` with the SHA-256 of its bytes, in a stable order. */
export async function hashTree(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const file of await listFiles(dir)) {
    hashes[file] = createHash("sha256")
      .update(await readFile(path.join(dir, file)))
      .digest("hex");
  }
  return hashes;
}
