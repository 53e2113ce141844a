/** Writing dist/: static/ checked first, then everything written aside and swapped in whole. */
import { cp, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { BuildError } from "./errors.ts";
import { shownPath } from "./paths.ts";

export async function assertStaticDir(dir: string): Promise<void> {
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new BuildError(
      "static",
      `folder ${shownPath(dir)} is missing; it holds the files copied into dist/ as they are (see its README.md)`,
    );
  }
}

/** static/ into `outDir`, as it is, but for its own README. */
export const copyStatic = (dir: string, outDir: string) =>
  cp(dir, outDir, { recursive: true, filter: (source) => source !== path.join(dir, "README.md") });

/** Writes into a fresh sibling folder and swaps it in only once everything is written. */
export async function writeAtomically(outDir: string, fill: (dir: string) => Promise<void>): Promise<void> {
  const suffix = `${process.pid}-${Date.now().toString(36)}`;
  const staging = `${outDir}.tmp-${suffix}`;
  const previous = `${outDir}.old-${suffix}`;
  await mkdir(path.dirname(outDir), { recursive: true });
  try {
    await mkdir(staging);
    await fill(staging);
    const hadPrevious = await stat(outDir).then(
      () => true,
      () => false,
    );
    if (hadPrevious) await rename(outDir, previous);
    await rename(staging, outDir);
    if (hadPrevious) await rm(previous, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export async function writeFiles(dir: string, files: ReadonlyMap<string, string | Buffer>): Promise<void> {
  for (const [file, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}
