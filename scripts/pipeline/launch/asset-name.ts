import { createHash } from "node:crypto";
import path from "node:path";

export const contentHash = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

/**
 * Where a launch asset goes in dist/: assets/<name>.<content hash>.<ext>. The name changes
 * whenever the bytes do, so hosts may cache assets/ for a year (see src/publish/hosting.ts).
 */
export function assetPath(name: string, bytes: Buffer | string, extension: string): string {
  const hash = contentHash(bytes).slice(0, 10);
  return path.posix.join("assets", `${name}.${hash}.${extension.replace(/^\./, "")}`);
}
