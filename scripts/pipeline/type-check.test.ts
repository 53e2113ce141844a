import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distDir } from "../testing/dist.ts";
import { fixtureProject } from "../testing/fixture-project.ts";
import type { FixtureProject } from "../testing/fixture-project.ts";
import { paths, projectRoot } from "./paths.ts";
import { typeErrors } from "./type-check.ts";

// The check keeps a record of what it checked and checks again only what changed: each check
// here starts from the one before it, as a developer's builds do.
describe("the build's type-check, from its record of the last check", () => {
  let project: FixtureProject;
  const check = () => typeErrors(path.join(project.root, "tsconfig.build.json"), project.root);
  const cacheOf = ({ root }: FixtureProject) => path.join(root, path.relative(projectRoot, paths.cache));
  /** The records in place, not those a check is writing aside (their names go on after ".tsbuildinfo."). */
  const records = async () => (await readdir(cacheOf(project))).filter((name) => /^types-.*\.tsbuildinfo$/.test(name));

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

  it("gives checks side by side each its own answer, and leaves one whole record for the next", async () => {
    await project.edit(
      "src/client/year.ts",
      "const year = String(new Date().getFullYear());",
      "const year: number = String(new Date().getFullYear());",
    );
    const [edited, again] = await Promise.all([check(), check()]);
    expect(edited.length).toBeGreaterThan(0);
    expect(again).toEqual(edited);
    await project.restore();
    expect(await check()).toEqual([]);
    // Each record in place parses: one written aside would not, while it is written.
    for (const name of await records()) expect(() => JSON.parse(readFileSync(path.join(cacheOf(project), name), "utf8"))).not.toThrow();
  });
});
