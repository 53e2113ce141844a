/**
 * Proves that the edits owners make every week need no test edit: each is made in a fresh
 * copy of this project, which is then built and tested. An edit to something the
 * specification fixes must fail src/content/spec.test.ts and nothing else; every other edit
 * must build and pass. Too slow for npm test (a build and a test run per edit):
 *   node --import tsx/esm scripts/owner-edits/run.ts          the quick loop after each edit (npm test
 *       after an edit that changes what browsers show, such as launch media)
 *   node --import tsx/esm scripts/owner-edits/run.ts --full   npm test after each edit (those that keep
 *       the specification together, but screenshots and a video, and a language dropped, alone)
 *   node --import tsx/esm scripts/owner-edits/run.ts --only=FAQ   only the edits whose name holds "FAQ"
 */
import { execFile } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { projectCopy } from "../testing/project-copy.ts";
import { copyEdits } from "./copy-edits.ts";
import { recipeEdits } from "./recipe-edits.ts";
import type { OwnerEdit } from "./edit.ts";
import { makeEdit } from "./edit.ts";
import { settingEdits } from "./setting-edits.ts";

const run = promisify(execFile);
const ownerEdits = [...copyEdits, ...settingEdits, ...recipeEdits];
const specTest = "src/content/spec.test.ts";

async function npm(root: string, args: string[], env: Record<string, string>): Promise<{ ok: boolean; output: string }> {
  return run("npm", args, { cwd: root, env: { ...process.env, ...env }, maxBuffer: 1 << 26 }).then(
    ({ stdout, stderr }) => ({ ok: true, output: stdout + stderr }),
    (error: { stdout?: string; stderr?: string }) => ({ ok: false, output: `${error.stdout ?? ""}${error.stderr ?? ""}` }),
  );
}

interface TestReport {
  numTotalTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string; failureMessages: string[] }[] }[];
}

/** The test files that failed, and the first line of each failure, from Vitest's JSON report. */
async function failures(root: string, full: boolean, env: Record<string, string>): Promise<{ files: string[]; messages: string[] }> {
  const report = path.join(root, "test-report.json");
  const run = await npm(root, ["run", full ? "test" : "test:quick", "--", "--reporter=json", `--outputFile=${report}`], env);
  const written = await readFile(report, "utf8").catch(() => undefined);
  if (!written) return { files: ["(no test ran)"], messages: [run.output.slice(-1500)] };
  const { numTotalTests, testResults } = JSON.parse(written) as TestReport;
  if (numTotalTests === 0) return { files: ["(no test ran)"], messages: [run.output.slice(-1500)] };
  // A file whose tests the quick mode skips is "skipped", not failed.
  const failed = testResults.filter((result) => result.status === "failed");
  const messages = failed.flatMap((result) => [
    ...(result.message ? [result.message.split("\n")[0]] : []),
    ...result.assertionResults.flatMap((assertion) => assertion.failureMessages.map((message) => message.split("\n")[0])),
  ]);
  return { files: failed.map((result) => path.relative(root, result.name)), messages };
}

/** With --full, the edits that keep the specification are tried together, to run npm test fewer times. */
function trials(full: boolean): OwnerEdit[] {
  if (!full) return ownerEdits;
  const keeping = ownerEdits.filter((edit) => !edit.changesSpecification && !edit.buildFails && !edit.alone);
  const together: OwnerEdit = {
    name: keeping.map((edit) => edit.name).join("; "),
    changes: keeping.flatMap((edit) => edit.changes),
    commands: keeping.flatMap((edit) => edit.commands ?? []),
    afterwards: async (root) => {
      for (const edit of keeping) await edit.afterwards?.(root);
    },
    env: Object.assign({}, ...keeping.map((edit) => edit.env ?? {})),
    verify: async (root) => (await Promise.all(keeping.map((edit) => edit.verify?.(root) ?? []))).flat(),
    changesSpecification: false,
  };
  return [together, ...ownerEdits.filter((edit) => edit.changesSpecification || edit.buildFails || edit.alone)];
}

async function main(): Promise<void> {
  const full = process.argv.includes("--full");
  const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
  let wrong = 0;
  for (const edit of trials(full).filter((trial) => !only || trial.name.includes(only))) {
    const root = await projectCopy("site-owner-edit-");
    // An owner's project is a clone: the suite's own copies list its files through git.
    for (const args of [
      ["init", "-q"],
      ["add", "-A"],
      ["-c", "user.name=Owner", "-c", "user.email=owner@example.com", "commit", "-qm", "As cloned"],
    ])
      await run("git", args, { cwd: root });
    const started = Date.now();
    try {
      await makeEdit(root, edit);
      // As an owner does before committing (README): the formatter lays out any code the edit wrote.
      await npm(root, ["run", "format"], {});
      const build = await npm(root, ["run", "build"], edit.env ?? {});
      if (edit.buildFails) {
        const right = !build.ok && edit.buildFails.every((said) => said.test(build.output));
        if (!right) wrong += 1;
        console.log(
          `${right ? "ok    " : "WRONG "} ${edit.name}: ${build.ok ? "built, though it should not have" : right ? "the build refused it, saying where" : "the build failed without saying where"} (${Math.round((Date.now() - started) / 1000)} s)`,
        );
        if (!right) console.log(build.output.slice(-1500));
        continue;
      }
      const wrongOnPage = build.ok && edit.verify ? await edit.verify(root) : [];
      const failed = !build.ok
        ? { files: ["(the build failed)"], messages: [build.output.slice(-2000)] }
        : wrongOnPage.length
          ? { files: ["(the built pages)"], messages: wrongOnPage.slice(0, 10) }
          : await failures(root, full || edit.browserSuites === true, edit.env ?? {});
      const expected = edit.changesSpecification ? [specTest] : [];
      const right = JSON.stringify(failed.files) === JSON.stringify(expected);
      if (!right) wrong += 1;
      const said = failed.files.length ? `failed: ${failed.files.join(", ")}` : "everything passed";
      console.log(`${right ? "ok    " : "WRONG "} ${edit.name}: built, ${said} (${Math.round((Date.now() - started) / 1000)} s)`);
      for (const message of failed.messages) console.log(`         ${message}`);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }
  console.log(
    wrong
      ? `${wrong} edit(s) did not behave as an owner needs`
      : `Every edit behaved as an owner needs (${full ? "npm test" : "npm run test:quick"} after each)`,
  );
  process.exitCode = wrong ? 1 : 0;
}

await main();
