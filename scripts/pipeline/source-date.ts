/**
 * When the sources last changed: the last commit's time, which every host that builds from a
 * repository has. `npm run build` uses it for SOURCE_DATE_EPOCH when that is not set, so two
 * builds of one commit are the same bytes (the press kit's zip entries carry a date). Outside a
 * repository (a downloaded copy) there is no such date, and the build keeps the clock's.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Seconds since 1970 of the last commit that holds `dir`, or undefined outside a git repository (or without git).
 * @internal Exported for the tests.
 */
export async function lastCommitEpoch(dir: string): Promise<string | undefined> {
  try {
    const { stdout } = await run("git", ["log", "-1", "--format=%ct"], { cwd: dir });
    return /^\d+$/.test(stdout.trim()) ? stdout.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** The variables a build reads: `env`, dated by the last commit of `dir` unless SOURCE_DATE_EPOCH says otherwise. */
export async function buildEnvironment(env: NodeJS.ProcessEnv, dir: string): Promise<NodeJS.ProcessEnv> {
  const sourceDate = env.SOURCE_DATE_EPOCH ?? (await lastCommitEpoch(dir));
  return { ...env, ...(sourceDate ? { SOURCE_DATE_EPOCH: sourceDate } : {}) };
}
