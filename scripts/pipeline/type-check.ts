/**
 * The build's type-check: TypeScript 7 over what the build runs (tsconfig.build.json: src/ and
 * the build script, not the tests), so a type error stops a deploy with its file and line.
 * It runs as a child process beside the render, and costs the build about half a second.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { BuildError } from "./errors.ts";
import { paths, projectRoot } from "./paths.ts";

const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve("typescript/package.json")), "bin/tsc");

/** "src/a.tsx(12,7): error TS2322: ..." as "src/a.tsx:12:7: error TS2322: ...", like the build's other errors. */
const asLocation = (line: string) => line.replace(/^(.+?)\((\d+),(\d+)\): /, "$1:$2:$3: ");

/**
 * Resolves with the type errors of `project` (a tsconfig), one per line; empty when it
 * type-checks. `signal` stops the check early, rejecting with an AbortError.
 */
export function typeErrors(project: string, cwd = path.dirname(project), signal?: AbortSignal): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [tsc, "--project", project, "--noEmit", "--pretty", "false"],
      { cwd, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (signal?.aborted) return reject(signal.reason);
        const lines = `${stdout}`.split("\n").filter((line) => line.trim() !== "");
        if (!error) return resolve([]);
        if (lines.length === 0) return reject(new Error(`tsc failed to run: ${stderr || error.message}`));
        // tsc prints a continuation of a message indented under it; keep it with its first line.
        resolve(lines.map((line) => (line.startsWith(" ") ? line : asLocation(line))));
      },
    );
    // Killed outright: a stopped check has nothing to report, and the build must not wait for it.
    signal?.addEventListener("abort", () => child.kill("SIGKILL"), { once: true });
  });
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
