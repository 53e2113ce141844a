/**
 * The README's promise that the test commands stop at once with the build's own message when
 * the build would stop, held by running `npm run test:quick` for real in a copy of the project
 * with a key misspelled in a translation: its test runner's command as package.json gives it,
 * before any test reads its output. Biome and knip, which it runs first, read no copy.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../pipeline/paths.ts";
import { languageIn } from "../../src/content/site-content.ts";
import { defaultLocale } from "../../src/site.ts";
import { wholeCommands } from "./busy-machine.ts";
import { distDir } from "./dist.ts";
import { fixtureProject } from "./fixture-project.ts";
import { publishedLocales, siteContent } from "./site-copy.ts";

/** A published translation with a file of its own (not a regional variant's differences). */
const code = publishedLocales().find((locale) => locale !== defaultLocale && !languageIn(siteContent, locale)?.base) ?? defaultLocale;
const run = { code: 0, output: "" };
const quickScript: string = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")).scripts["test:quick"];
const testRunner = (quickScript.split("&&").at(-1) ?? quickScript).trim().split(/\s+/);

// The test runner's start (a type-check begun, the content read) is no test's 30 s on a busy machine.
beforeAll(async () => {
  const project = await fixtureProject(distDir());
  try {
    await project.edit(`src/content/locales/${code}/copy.json`, /"headline": /, '"headlin": ');
    const { code: exit, stdout, stderr } = await project.npm(["exec", "--", ...testRunner]);
    Object.assign(run, { code: exit, output: `${stdout}${stderr}` });
  } finally {
    await project.dispose();
  }
}, wholeCommands(3));

describe(`npm run test:quick with a key misspelled in the ${code} translation`, () => {
  it("stops with the build's own message, naming the file, the line and column, the language and the key", () => {
    expect(run.code, run.output).not.toBe(0);
    expect(run.output).toContain("npm run build would stop:\ncontent: ");
    expect(run.output).toMatch(
      new RegExp(`src/content/locales/${code}/copy\\.json:\\d+:\\d+: ${code} hero\\.headlin is no key of the schema`),
    );
    expect(run.output).toMatch(new RegExp(`src/content/locales/${code}/copy\\.json:\\d+:\\d+: ${code} hero lacks "headline"`));
    expect(run.output).toContain("No test runs until it is fixed.");
  });

  it("says nothing of the test runner's own: no unhandled error, no stack, no missing test files", () => {
    expect(run.output).not.toMatch(/Unhandled Error|No test files found|node_modules\/vit|❯|^\s+at /m);
  });
});
