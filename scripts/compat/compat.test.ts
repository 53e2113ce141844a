import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileStylesheets } from "../pipeline/styles.ts";
import { projectRoot } from "../pipeline/paths.ts";
import { checkCss } from "./css.ts";
import { compatTargets, describeProblem } from "./data.ts";
import { checkScript } from "./script.ts";

const scratch = await mkdtemp(path.join(os.tmpdir(), "site-compat-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The gate's verdict on each probe, checked in one TypeScript project as the client's files are. */
async function scriptProblems(probes: Record<string, string>): Promise<Record<string, string[]>> {
  const files = await Promise.all(
    Object.entries(probes).map(async ([name, code]) => {
      const file = path.join(scratch, `${name}.ts`);
      await writeFile(file, code);
      return [name, file] as const;
    }),
  );
  const problems = checkScript(files.map(([, file]) => file));
  return Object.fromEntries(
    files.map(([name, file]) => [name, problems.filter((problem) => problem.where.startsWith(`${file}:`)).map(describeProblem)]),
  );
}

describe("the compatibility gate", () => {
  it("takes its targets from package.json: iOS Safari 15 is the oldest browser served", () => {
    const targets = compatTargets();
    expect(targets.get("safari_ios")).toBe("15.0");
    expect(targets.get("safari")).toBe("15");
    expect([...targets.keys()]).toEqual(expect.arrayContaining(["chrome", "edge", "firefox", "samsunginternet_android"]));
  });

  it("passes the built CSS of every stylesheet", async () => {
    for (const [name, css] of Object.entries(await compileStylesheets())) {
      expect(checkCss(css).map(describeProblem), name).toEqual([]);
    }
  });

  it("passes every DOM API the client script uses", async () => {
    const dir = path.join(projectRoot, "src/client");
    const files = (await readdir(dir))
      .filter((name) => name.endsWith(".ts") && !name.includes(".test."))
      .map((name) => path.join(dir, name));
    expect(files.length).toBeGreaterThan(3);
    expect(checkScript(files).map(describeProblem)).toEqual([]);
  });

  it("fails on color-mix() with no fallback or a fallback var() defeats, and passes it behind a plain colour or @supports", () => {
    expect(checkCss(".bar{background:color-mix(in srgb,red 50%,blue)}").map(describeProblem)).toEqual([
      expect.stringMatching(/color-mix\(\) is missing in .*safari_ios 15\.0/),
    ]);
    expect(checkCss(".bar{background:red;background:color-mix(in srgb,red 50%,blue)}")).toEqual([]);
    // var() keeps the declaration alive in old engines, where it then computes to transparent.
    expect(checkCss(".bar{background:var(--bg);background:color-mix(in srgb,var(--bg) 50%,transparent)}")).toHaveLength(1);
    expect(checkCss("@supports (color:color-mix(in srgb,red,blue)){.bar{background:color-mix(in srgb,red 50%,blue)}}")).toEqual([]);
  });

  it("fails on an unprefixed backdrop-filter alone, and passes it after the -webkit- one", () => {
    expect(checkCss(".bar{backdrop-filter:blur(4px)}").map(describeProblem)).toEqual([
      expect.stringMatching(/property backdrop-filter is missing in .*safari 15/),
    ]);
    expect(checkCss(".bar{-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px)}")).toEqual([]);
  });

  it("passes what only a mode's browsers see: a forced-colours block and what is in it, but not the same property outside it", () => {
    expect(checkCss("@media (forced-colors: active){.a{forced-color-adjust:none;color:CanvasText}}")).toEqual([]);
    expect(checkCss(".a{forced-color-adjust:none}").map(describeProblem)).toEqual([expect.stringMatching(/forced-color-adjust/)]);
  });

  it("fails on :focus-visible, an unknown at-rule and a newer media syntax unless guarded", () => {
    expect(checkCss(":focus-visible{outline:2px solid}").map(describeProblem)).toEqual([expect.stringMatching(/selector :focus-visible/)]);
    expect(checkCss("@supports selector(:focus-visible){:focus:not(:focus-visible){outline:0}}")).toEqual([]);
    expect(checkCss("@view-transition{navigation:auto}").map(describeProblem)).toEqual([
      expect.stringMatching(/@view-transition is missing/),
    ]);
    expect(checkCss("@supports (view-transition-name:none){@view-transition{navigation:auto}}")).toEqual([]);
    expect(checkCss("@media (width >= 48rem){a{color:red}}").map(describeProblem)).toEqual([expect.stringMatching(/media range syntax/)]);
  });

  it("fails on a DOM API some target lacks unless the script tests for it first", async () => {
    const verdicts = await scriptProblems({
      untested: "export const open = (menu: HTMLElement) => menu.showPopover();\n",
      tested:
        'export const toggle = (menu: HTMLElement, open: boolean) => {\n  if (typeof menu.showPopover !== "function") return;\n  if (open) menu.showPopover();\n  else menu.hidePopover();\n};\n',
      detailsName: "export const names = (details: HTMLDetailsElement) => details.name;\n",
      everywhere: "export const ok = (doc: Document) => doc.querySelectorAll('a').length;\n",
    });
    expect(verdicts.untested).toEqual([expect.stringMatching(/HTMLElement\.showPopover is missing in .*safari_ios 15\.0/)]);
    expect(verdicts.tested).toEqual([]);
    expect(verdicts.detailsName).toEqual([expect.stringMatching(/HTMLDetailsElement\.name is missing/)]);
    expect(verdicts.everywhere).toEqual([]);
  });
});
