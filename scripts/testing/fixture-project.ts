import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { settings } from "../../src/site.ts";
import { projectRoot } from "../pipeline/paths.ts";
import { projectCopy } from "./project-copy.ts";

const run = promisify(execFile);

/** The environment without the site's own settings (src/site.ts): a test names those it needs, never the shell's. */
export const withoutSiteSettings = (env: NodeJS.ProcessEnv) => {
  const names = Object.values(settings).map((setting) => setting.variable);
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !names.some((variable) => name === variable || name.startsWith(`${variable}_`))),
  );
};

export interface FixtureProject {
  root: string;
  dist: string;
  /** Replaces `search` with `replacement` in a project file, failing loudly if it is not there. */
  edit: (file: string, search: string | RegExp, replacement: string | ((match: string, ...groups: string[]) => string)) => Promise<void>;
  /** Saves like many editors do: a temporary file renamed over the original. */
  replaceByRename: (file: string, search: string | RegExp, replacement: string) => Promise<void>;
  remove: (relativePath: string) => Promise<void>;
  /** Puts back every file and folder that `edit` or `remove` changed, from this project. */
  restore: () => Promise<void>;
  /** Runs `npm run build`'s command in the copy; resolves with its exit code and output. */
  build: (env?: Record<string, string>) => Promise<{ code: number; stdout: string; stderr: string }>;
  /** Runs npm with `args` in the copy, as a developer would there (`npm run test:quick`); resolves with its exit code and output. */
  npm: (args: string[], env?: Record<string, string>) => Promise<{ code: number; stdout: string; stderr: string }>;
  leftovers: () => Promise<string[]>;
  dispose: () => Promise<void>;
}

/** A throwaway copy of this project as its owner has it (./project-copy.ts) with an existing dist/, to break on purpose. */
export async function fixtureProject(existingDist: string): Promise<FixtureProject> {
  const root = await projectCopy("site-fixture-");
  const dist = path.join(root, "dist");
  await cp(existingDist, dist, { recursive: true });
  const changed = new Set<string>();

  return {
    root,
    dist,
    async edit(file, search, replacement) {
      changed.add(file);
      const target = path.join(root, file);
      const before = await readFile(target, "utf8");
      const after = typeof replacement === "string" ? before.replace(search, replacement) : before.replace(search, replacement);
      if (after === before) throw new Error(`fixture edit found nothing to replace in ${file}`);
      await writeFile(target, after);
    },
    async replaceByRename(file, search, replacement) {
      const target = path.join(root, file);
      const temporary = `${target}.tmp-save`;
      await writeFile(temporary, (await readFile(target, "utf8")).replace(search, replacement));
      await rename(temporary, target);
    },
    async remove(relativePath) {
      changed.add(relativePath);
      await rm(path.join(root, relativePath), { recursive: true, force: true });
    },
    async restore() {
      for (const entry of changed) {
        // What the project has not (a file a test made) is taken away again.
        await rm(path.join(root, entry), { recursive: true, force: true });
        if (existsSync(path.join(projectRoot, entry))) await cp(path.join(projectRoot, entry), path.join(root, entry), { recursive: true });
      }
      changed.clear();
    },
    // As npm run build runs it, under tsx: a case may break the code itself, which the build's type-check must name.
    build: (env = {}) => runIn(root, [process.execPath, "--import", "tsx/esm", "scripts/build.ts"], env),
    npm: (args, env = {}) => runIn(root, ["npm", ...args], env),
    leftovers: async () => (await readdir(root)).filter((name) => name.startsWith("dist.")),
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}

/** The environment of a command the tests start, as a developer's shell has it: without the test runner's own variables. */
const withoutTestRunner = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith("VITEST")));

/** Runs `file` with `args` in `root`, with the settings the test names and never the shell's: every test proves the same site. */
async function runIn(root: string, [file, ...args]: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(file, args, {
      cwd: root,
      env: { ...withoutSiteSettings(withoutTestRunner(process.env)), ...env },
      maxBuffer: 1 << 24,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}
