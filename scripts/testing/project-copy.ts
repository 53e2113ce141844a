/**
 * A throwaway copy of this project as its owner has it: every file git knows of (tracked, and
 * new ones not ignored), so a fastlane listing, a new language or saved media come along, with
 * this project's installed packages linked rather than copied.
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { projectRoot } from "../pipeline/paths.ts";

const run = promisify(execFile);

/** The copy's folder, under the system's temporary folder, its name starting with `prefix`. */
export async function projectCopy(prefix: string): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), prefix));
  const { stdout } = await run("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: projectRoot, maxBuffer: 1 << 24 });
  // Not node_modules, even where it is a link git does not ignore (a worktree's): the copy links this project's.
  const files = stdout.split("\n").filter((file) => file && file !== "node_modules" && !file.startsWith("node_modules/"));
  // A file git lists but the working tree lacks (removed, not yet committed) is not the owner's any more.
  await Promise.all(files.map((file) => cp(path.join(projectRoot, file), path.join(copy, file)).catch(() => undefined)));
  await symlink(path.join(projectRoot, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}
