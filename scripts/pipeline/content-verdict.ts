/**
 * The content check's past verdict: a set of data files that passed every check is remembered by
 * its hash (in node_modules/.cache/), so a build of unchanged files only parses them.
 */
import { createHash } from "node:crypto";
import { access, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { paths } from "./paths.ts";

/** The content stage's own code here, whose change makes a past verdict stale. */
const stageSources = [
  "./content.ts",
  "./content-verdict.ts",
  "./copy-check.ts",
  "./json-file.ts",
  "./schemas.ts",
  "./stray-locales.ts",
  "./declarations/privacy-label-file.ts",
].map((file) => fileURLToPath(new URL(file, import.meta.url)));
/** Where the data files' declared shapes and their checks are, each module of which makes a past verdict stale too. */
const declarations = fileURLToPath(new URL("../../src/content/", import.meta.url));

/** The checks' own code: the stage's, and every module of src/content/ (the shapes, their checks, the copy's). */
async function checkSources(): Promise<string[]> {
  const modules = (await readdir(declarations)).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts")).sort();
  return [...stageSources, ...modules.map((name) => path.join(declarations, name))];
}

/** A hash of everything the checks read: every file under the content folder (the locales' listing with it), and the checks' own code. */
async function inputsHash(dir: string): Promise<string> {
  const names = (await readdir(dir, { recursive: true })).sort();
  const data = names.filter((name) => name.endsWith(".json") && !name.startsWith("store")).map((name) => path.join(dir, name));
  const hash = createHash("sha256").update(names.join("\n"));
  for (const file of [...data, ...(await checkSources())]) hash.update(file).update(await readFile(file));
  return hash.digest("hex");
}

/** Whether the files as they are now passed before, and how to remember that they pass. */
export async function pastVerdict(dir: string): Promise<{ passed: boolean; rememberPassed: () => Promise<void> }> {
  const hash = await inputsHash(dir);
  const file = path.join(paths.cache, `content-checked-${hash}`);
  const passed = await access(file).then(
    () => true,
    () => false,
  );
  return {
    passed,
    // Remembered only for the bytes it checked: a file saved while they were read (the dev loop, a test's copy put back) may have been checked as it is now.
    rememberPassed: async () => {
      if ((await inputsHash(dir)) !== hash) return;
      await mkdir(paths.cache, { recursive: true });
      await writeFile(file, "");
    },
  };
}
