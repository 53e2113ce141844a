import { existsSync, readFileSync, statSync } from "node:fs";
import { readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distDir } from "../testing/dist.ts";
import { fixtureProject } from "../testing/fixture-project.ts";
import type { FixtureProject } from "../testing/fixture-project.ts";
import { wholeCommands } from "../testing/busy-machine.ts";
import { typeCheckRecord, typeErrors } from "./type-check.ts";

// The check keeps a record of what it checked and checks again only what changed: each check
// here starts from the one before it, as a developer's builds do. Each test runs three or four.
describe("the build's type-check, from its record of the last check", { timeout: wholeCommands(2) }, () => {
  let project: FixtureProject;
  const tsconfig = () => path.join(project.root, "tsconfig.build.json");
  const check = () => typeErrors(tsconfig(), project.root);
  const record = () => typeCheckRecord(tsconfig(), project.root);
  /** The records in place, and apart those written aside (their names go on after ".tsbuildinfo."). */
  const cacheFiles = async () => readdir(path.dirname(record()));
  const records = async () => (await cacheFiles()).filter((name) => /^types-.*\.tsbuildinfo$/.test(name));

  beforeAll(async () => {
    project = await fixtureProject(distDir());
  });
  afterAll(() => project?.dispose());

  it("names an error made after a clean check, again on a check with nothing changed, and none once it is fixed", async () => {
    expect(await check()).toEqual([]);
    await project.edit(
      "src/client/year.ts",
      "const year = String(new Date().getFullYear());",
      "const year: number = String(new Date().getFullYear());",
    );
    const errors = await check();
    expect(errors[0]).toMatch(/^src\/client\/year\.ts:\d+:\d+: error TS2322: /);
    expect(await check()).toEqual(errors);
    await project.restore();
    expect(await check()).toEqual([]);
  });

  it("gives checks side by side each its own answer, leaves a whole record for the next, and clears one a stopped check abandoned", async () => {
    // What a check stopped by Ctrl-C leaves: its record written aside, never put in place.
    const abandoned = `${record()}.1-stopped`;
    await writeFile(abandoned, "{");
    await utimes(abandoned, new Date(Date.now() - 2 * 3_600_000), new Date(Date.now() - 2 * 3_600_000));
    await project.edit(
      "src/client/year.ts",
      "const year = String(new Date().getFullYear());",
      "const year: number = String(new Date().getFullYear());",
    );
    const [edited, again] = await Promise.all([check(), check()]);
    expect(edited.length).toBeGreaterThan(0);
    expect(again).toEqual(edited);
    await project.restore();
    const before = Date.now();
    expect(await check()).toEqual([]);
    // The last check left its record in place, naming this copy's sources relative to itself.
    expect(statSync(record()).mtimeMs).toBeGreaterThanOrEqual(before - 1_000);
    const { fileNames } = JSON.parse(readFileSync(record(), "utf8")) as { fileNames: string[] };
    expect(fileNames.map((name) => path.resolve(path.dirname(record()), name))).toContain(path.join(project.root, "src/client/year.ts"));
    // Each record in place parses: one written aside would not, while it is written.
    for (const name of await records())
      expect(() => JSON.parse(readFileSync(path.join(path.dirname(record()), name), "utf8"))).not.toThrow();
    expect(existsSync(abandoned)).toBe(false);
    // Every check of this process put its own copy in place or removed it: none is left aside. (Other
    // files' builds, running beside these, share the record and may have a copy aside this moment.)
    expect((await cacheFiles()).filter((name) => name.startsWith(`${path.basename(record())}.${process.pid}-`))).toEqual([]);
  });
});
