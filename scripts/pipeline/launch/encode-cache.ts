/**
 * Encoded images kept between builds in node_modules/.cache/site-build/encoded/, so that an
 * unchanged screenshot or poster is never encoded again. A record is named for what decides
 * its bytes: the source's hash (taken once per source, not per output: App Store screenshots
 * are megabytes each), the encoder's versions and settings, and the output's name and width.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { paths } from "../paths.ts";
import { assetPath } from "./asset-name.ts";

export const encodedCacheDir = path.join(paths.cache, "encoded");

export interface Encoded {
  /** Its path under dist/: assets/<name>.<hash>.<extension>. */
  path: string;
  bytes: Buffer;
  fromCache: boolean;
}

/** The file for `name`, from the cache when `recipe` (everything that decides its bytes) was encoded before. */
export async function cachedEncode(name: string, extension: string, recipe: string, encode: () => Promise<Buffer>): Promise<Encoded> {
  const output = assetPath(name, recipe, extension);
  const cacheFile = path.join(encodedCacheDir, path.posix.basename(output));
  const cached = await readFile(cacheFile).catch(() => undefined);
  if (cached) return { path: output, bytes: cached, fromCache: true };
  const bytes = await encode();
  await mkdir(encodedCacheDir, { recursive: true });
  // Written aside under a name of its own and renamed into place: builds running at the same
  // time, in one process or several, share the cache and may encode the same file.
  const temporary = `${cacheFile}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, cacheFile);
  return { path: output, bytes, fromCache: false };
}
