import { pagesIn } from "../testing/pages.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { english as en } from "../../src/content/locales/index.ts";
import { defaultLocale } from "../../src/site.ts";

import { expectToSay } from "../testing/bad-input.ts";
import type { BadInput } from "../testing/bad-input.ts";
import { distDir } from "../testing/dist.ts";
import { fixtureProject } from "../testing/fixture-project.ts";
import type { FixtureProject } from "../testing/fixture-project.ts";
import { hashTree } from "../testing/tree.ts";
import { publishedLocales } from "../testing/copy.ts";

/** The pages the build publishes. */
const pages = pagesIn(distDir());

/** The languages the default build publishes, and the ones besides the default a broken translation is tried in. */
const locales = publishedLocales();
const translations = locales.filter((code) => code !== defaultLocale);

// A broken source is a whole `npm run build` in one copy of the project, as a developer meets
// it; each case breaks the copy, builds it and puts it back.
describe("npm run build with a broken source", () => {
  let project: FixtureProject;
  beforeAll(async () => {
    project = await fixtureProject(distDir());
  });
  afterAll(() => project?.dispose());

  const cases: BadInput<(project: FixtureProject) => Promise<void>>[] = [
    {
      name: "a page component that throws",
      input: (p) => p.edit("src/pages/Support.tsx", "const { site, href, copy } = useSite();", 'const { site, href, copy } = useSite();\n  if (site.contactEmail.includes("@")) throw new Error("support card data missing");'),
      says: [en.unexpectedError, "route: /support/ (en)", "cause: support card data missing"],
    },
    {
      name: "a Sass syntax error",
      input: (p) => p.edit("src/styles/_faq.scss", ".faq__item {", ".faq__item {{ color: ;"),
      says: [/styles: src\/styles\/_faq\.scss:\d+:\d+: /],
    },
    {
      name: "a syntax error in the client script",
      input: (p) => p.edit("src/client/year.ts", "const year = String(new Date().getFullYear());", "const year = String(new Date().getFullYear();"),
      // The type-check reads it first, naming the same place.
      says: [/src\/client\/year\.ts:\d+:\d+: /],
    },
    // In each published translation in turn: a language the build does not publish is not checked.
    ...translations.flatMap((code, index): BadInput<(project: FixtureProject) => Promise<void>>[] =>
      index % 2 === 0
        ? [{ name: `a key deleted from the ${code} translation`, input: (p) => p.edit(`src/content/locales/${code}.ts`, /\n    skipLink: "[^"]*",/, ""), says: [new RegExp(`src/content/locales/${code}\\.ts:\\d+:\\d+: error TS\\d+: .*'skipLink'`)] }]
        : [{ name: `a claim left empty in the ${code} translation`, input: (p) => p.edit(`src/content/locales/${code}.ts`, /onDevice: "[^"]+"/, 'onDevice: ""'), says: [`copy: ${code} (src/content/locales/${code}.ts): claims.onDevice is empty`] }],
    ),
    {
      name: "a missing static/ folder",
      input: (p) => p.remove("static"),
      says: ["static: folder static is missing"],
    },
  ];

  it.each(cases)("($name) exits non-zero, says what is wrong and where, and leaves dist/ untouched", async ({ input: breakIt, says }) => {
    try {
      const before = await hashTree(project.dist);
      await breakIt(project);
      const result = await project.build();
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain("Build failed. dist/ was left as it was.");
      expectToSay(result.stderr, says);
      expect(await hashTree(project.dist)).toEqual(before);
      expect(await project.leftovers()).toEqual([]);
    } finally {
      await project.restore();
    }
  });

  // Misspelled, the key renders nothing and English's is missing: the type error names the cause.
  it.each(translations.slice(0, 1))("(a misspelled key in the %s translation) names the file, the line and the key in a type error, first and alone", async (code) => {
    try {
      await project.edit(`src/content/locales/${code}.ts`, /\n    headline: /, "\n    headlin: ");
      const result = await project.build();
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(new RegExp(`src/content/locales/${code}\\.ts:\\d+:\\d+: error TS\\d+: .*'headlin'`));
      expect(result.stderr).not.toContain("content:");
      expect(result.stderr).not.toContain("copy:");
    } finally {
      await project.restore();
    }
  });

  it("succeeds in the same copy once nothing is broken", async () => {
    const result = await project.build();
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`Built ${pages.length * locales.length} pages and \\d+ other files into dist/ in \\d+ ms`));
  });
});
