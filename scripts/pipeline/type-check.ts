/**
 * The build's type-check: TypeScript 7 over what the build runs (tsconfig.build.json: src/ and
 * the build script, not the tests), so a type error stops a deploy with its file and line.
 * It runs as a child process beside the render. It is incremental: TypeScript records what it
 * checked in node_modules/.cache/ and checks again only the files that changed and those they
 * affect (a translation's edit: one file), which takes a second build's check from about 1.6
 * CPU-seconds to 0.6.
 */
import { execFile } from "node:child_process";
import { constants, realpathSync } from "node:fs";
import { access, copyFile, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { BuildError } from "./errors.ts";
import { contentHash } from "./launch/asset-name.ts";
import { paths, projectRoot } from "./paths.ts";

const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve("typescript/package.json")), "bin/tsc");

/** "src/a.tsx(12,7): error TS2322: ..." as "src/a.tsx:12:7: error TS2322: ...", like the build's other errors. */
const asLocation = (line: string) => line.replace(/^(.+?)\((\d+),(\d+)\): /, "$1:$2:$3: ");

/**
 * Where TypeScript records what it checked of `project`. The record names each file relative to
 * itself, and the installed packages by their real path: a copy of the project whose
 * node_modules links to this one's (a test's) names them differently, so it keeps its own
 * record, which the other copies like it share.
 * @internal Exported for the tests.
 */
export function typeCheckRecord(project: string, cwd: string): string {
  const cache = path.join(cwd, path.relative(projectRoot, paths.cache));
  const packages = path.relative(cache, realpathSync(path.join(cwd, "node_modules")));
  return path.join(cache, `types-${path.basename(project, ".json")}-${contentHash(packages).slice(0, 8)}.tsbuildinfo`);
}

/**
 * Starts from the shared record, copied aside, and puts the new one in its place with a rename:
 * checks running side by side (the tests' copies) never read a record half written. Where
 * node_modules is read-only (a host's cached install), there is no record: the check is whole.
 */
async function privateRecord(shared: string): Promise<string | undefined> {
  const own = `${shared}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    await mkdir(path.dirname(shared), { recursive: true });
    await access(path.dirname(shared), constants.W_OK);
  } catch {
    return undefined;
  }
  await copyFile(shared, own).catch(() => undefined);
  return own;
}

/** Puts a check's record in place of the shared one, or drops it (a stopped check's). */
async function settleRecord(own: string | undefined, shared: string, keep: boolean): Promise<void> {
  if (!own) return;
  if (keep) await rename(own, shared).catch(() => rm(own, { force: true }));
  else await rm(own, { force: true });
  await removeAbandoned(shared);
}

/**
 * Resolves with the type errors of `project` (a tsconfig), one per line; empty when it
 * type-checks. `signal` stops the check early, rejecting with an AbortError.
 */
export async function typeErrors(project: string, cwd = path.dirname(project), signal?: AbortSignal): Promise<string[]> {
  const shared = typeCheckRecord(project, cwd);
  const own = await privateRecord(shared);
  const lines = await new Promise<string[]>((resolve, reject) => {
    signal?.throwIfAborted();
    const child = execFile(
      process.execPath,
      [tsc, "--project", project, "--noEmit", ...(own ? ["--incremental", "--tsBuildInfoFile", own] : []), "--pretty", "false"],
      { cwd, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (signal?.aborted) return reject(signal.reason);
        const lines = `${stdout}`.split("\n").filter((line) => line.trim() !== "");
        if (!error) return resolve([]);
        if (lines.length === 0)
          return reject(new Error(`tsc failed to run (exit ${error.code ?? error.signal}): ${stderr || error.message}`));
        // tsc prints a continuation of a message indented under it; keep it with its first line.
        resolve(lines.map((line) => (line.startsWith(" ") ? line : asLocation(line))));
      },
    );
    // Killed outright: a stopped check has nothing to report, and the build must not wait for it.
    signal?.addEventListener("abort", () => child.kill("SIGKILL"), { once: true });
  }).catch(async (error: unknown) => {
    await settleRecord(own, shared, false);
    throw error;
  });
  await settleRecord(own, shared, true);
  return lines;
}

/** Records written aside by a check whose process was stopped before it could put its own away (Ctrl-C in `npm run dev`). */
async function removeAbandoned(shared: string): Promise<void> {
  const dir = path.dirname(shared);
  const hourAgo = Date.now() - 3_600_000;
  for (const name of await readdir(dir).catch(() => [])) {
    if (!name.startsWith(`${path.basename(shared)}.`)) continue;
    const file = path.join(dir, name);
    const modified = (await stat(file).catch(() => undefined))?.mtimeMs;
    if (modified !== undefined && modified < hourAgo) await rm(file, { force: true });
  }
}

/** Stops the build on a type error in what it runs, naming each file and line. */
export async function assertTypesCheck(signal?: AbortSignal, project = paths.buildTsconfig): Promise<void> {
  const errors = await typeErrors(project, projectRoot, signal);
  if (errors.length > 0)
    throw new BuildError(
      "types",
      `${errors.length === 1 ? "a type error" : `${errors.filter((line) => !line.startsWith(" ")).length} type errors`}:\n${errors.join("\n")}`,
    );
}
