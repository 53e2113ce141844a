/**
 * The content check's past verdict: a set of data files that passed every check is remembered by
 * its hash (in node_modules/.cache/), so a build of unchanged files only parses them.
 */
import { createHash } from "node:crypto";
import { access, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { paths } from "./paths.ts";

/** The check's own code, whose change makes a past verdict stale. */
const checkSources = [
  "./content.ts",
  "./content-verdict.ts",
  "./copy-check.ts",
  "./json-file.ts",
  "./schemas.ts",
  "./stray-locales.ts",
  "./declarations/privacy-label-file.ts",
  "./declarations/privacy-claims-file.ts",
  // The data files' declared shapes (src/content/data-files.ts lists them).
  "../../src/content/data-schema.ts",
  "../../src/content/data-files.ts",
  "../../src/content/app-store-names.ts",
  "../../src/content/language-list.ts",
  "../../src/content/facts.ts",
  "../../src/content/launch.ts",
  "../../src/content/proof.ts",
  "../../src/content/product-pages.ts",
  "../../src/content/events.ts",
  "../../src/content/offers.ts",
  "../../src/content/app-store-languages.ts",
  "../../src/content/privacy-claims.ts",
  "../../src/content/accessibility.ts",
  "../../src/content/privacy-label.ts",
  "../../src/content/copy-problems.ts",
  "../../src/content/placeholders.ts",
  "../../src/content/variants.ts",
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/** A hash of everything the checks read: every file under the content folder (the locales' listing with it), and the checks' own code. */
async function inputsHash(dir: string): Promise<string> {
  const names = (await readdir(dir, { recursive: true })).sort();
  const data = names.filter((name) => name.endsWith(".json") && !name.startsWith("store")).map((name) => path.join(dir, name));
  const hash = createHash("sha256").update(names.join("\n"));
  for (const file of [...data, ...checkSources]) hash.update(file).update(await readFile(file));
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
