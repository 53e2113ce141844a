/**
 * The owner's site, as CI proves it (.ci/run): a fresh clone of this project's last commit with the
 * README's recipes applied together, as an owner applies them for launch day, committed, then
 * built and tested with the README's own two commands and the owner's settings. No test is
 * edited: a test that fails there fails an owner.
 *   node --import tsx/esm scripts/owner-edits/owner-site.ts           npm run build and npm test there
 *   node --import tsx/esm scripts/owner-edits/owner-site.ts --quick   npm run build and npm run test:quick
 *   node --import tsx/esm scripts/owner-edits/owner-site.ts --keep    leaves the clone, and says where
 * The clone links this project's installed packages.
 */
import { execFile, spawn } from "node:child_process";
import { mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { projectRoot } from "../pipeline/paths.ts";
import { declareCrashReporting } from "../testing/owner-recipes.ts";
import type { OwnerEdit } from "./edit.ts";
import { makeEdit } from "./edit.ts";
import { eventListed, productPageListed, rightToLeftLanguage, variantWithOwnWords } from "./recipe-edits.ts";
import { liveWithId, mediaListed, offerWithAppLive } from "./setting-edits.ts";

const run = promisify(execFile);

/** The recipes, in the order an owner might follow them: the media first, which the product page names. */
const recipes: OwnerEdit[] = [
  variantWithOwnWords,
  rightToLeftLanguage,
  mediaListed,
  {
    name: "the privacy label kept beside a fastlane listing, as the README says to once you keep one, and crash reporting declared by its recipe",
    changes: [],
    commands: [
      ["mkdir", "-p", "fastlane"],
      ["git", "mv", "src/content/app_privacy_details.json", "fastlane/"],
    ],
    afterwards: declareCrashReporting,
    changesSpecification: false,
  },
  eventListed,
  offerWithAppLive,
  productPageListed,
];

/** The owner's settings on the host: the app live, with a provider token for campaign links. */
const settings = { ...liveWithId, APP_STORE_PROVIDER_TOKEN: "123456" };

/** A command run in `cwd` with the owner's settings, its output shown as it comes; whether it passed. */
function shown(cwd: string, command: string): Promise<boolean> {
  console.log(`== ${command}`);
  const child = spawn("bash", ["-c", command], { cwd, env: { ...process.env, ...settings }, stdio: "inherit" });
  return new Promise((resolve) => child.on("close", (code) => resolve(code === 0)));
}

async function main(): Promise<void> {
  const quick = process.argv.includes("--quick");
  const keep = process.argv.includes("--keep");
  const root = await mkdtemp(path.join(os.tmpdir(), "site-owners-"));
  try {
    await run("git", ["clone", "--quiet", projectRoot, root]);
    await symlink(path.join(projectRoot, "node_modules"), path.join(root, "node_modules"), "dir");
    for (const recipe of recipes) {
      console.log(`== ${recipe.name}`);
      await makeEdit(root, recipe);
    }
    await run("git", ["add", "--all", "--", ".", ":!node_modules"], { cwd: root });
    await run("git", ["-c", "user.name=Owner", "-c", "user.email=owner@example.org", "commit", "--quiet", "-m", "Launch day"], {
      cwd: root,
    });
    console.log(
      `Settings: ${Object.entries(settings)
        .map(([name, value]) => `${name}=${value}`)
        .join(" ")}`,
    );
    const passed = (await shown(root, "npm run build")) && (await shown(root, quick ? "npm run test:quick" : "npm test"));
    console.log(passed ? "The owner's site builds and passes every test." : "The owner's site fails: see above.");
    process.exitCode = passed ? 0 : 1;
  } finally {
    if (keep) console.log(`The owner's site is at ${root}`);
    else await rm(root, { recursive: true, force: true });
  }
}

await main();
