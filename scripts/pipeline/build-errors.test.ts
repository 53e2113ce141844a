import { pagesIn } from "../testing/pages.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultLocale } from "../../src/site.ts";

import { expectToSay } from "../testing/bad-input.ts";
import type { BadInput } from "../testing/bad-input.ts";
import { distDir } from "../testing/dist.ts";
import { fixtureProject } from "../testing/fixture-project.ts";
import type { FixtureProject } from "../testing/fixture-project.ts";
import { hashTree } from "../testing/tree.ts";
import { wholeCommands } from "../testing/busy-machine.ts";
import { english as en, ownersPrivacyLabel, publishedLocales, siteContent } from "../testing/site-copy.ts";
import { dataCategories } from "../../src/content/app-store-names.ts";
import { everyDataType } from "../../src/content/privacy-claims.ts";
import { languageIn } from "../../src/content/site-content.ts";

/** The pages the build publishes. */
const pages = pagesIn(distDir());

/** The languages the default build publishes, and the ones besides the default a broken translation is tried in. */
const locales = publishedLocales();
/** Not a regional variant (en-GB), whose file holds only what differs from its base. */
const translations = locales.filter((code) => code !== defaultLocale && !languageIn(siteContent, code)?.base);

/** Where the owner keeps the privacy label; a claim English's copy makes that rules a data type out, and that type. */
const ownersLabel = ownersPrivacyLabel?.file ?? "src/content/app_privacy_details.json";
const contradicted = Object.entries(siteContent.privacyClaims.claims).flatMap(([claim, { rulesOut }]) => {
  const type = rulesOut === everyDataType ? dataCategories[0] : rulesOut[0];
  return type && claim in en.claims ? [{ claim, type }] : [];
})[0];
const collectingRuledOut = { category: contradicted?.type, purposes: ["APP_FUNCTIONALITY"], data_protections: ["DATA_LINKED_TO_YOU"] };

// A broken source is a whole `npm run build` in one copy of the project, as a developer meets
// it; each case breaks the copy, builds it and puts it back.
describe("npm run build with a broken source", { timeout: wholeCommands(1) }, () => {
  let project: FixtureProject;
  beforeAll(async () => {
    project = await fixtureProject(distDir());
  });
  afterAll(() => project?.dispose());

  const cases: BadInput<(project: FixtureProject) => Promise<void>>[] = [
    {
      name: "a page component that throws",
      input: (p) =>
        p.edit(
          "src/pages/Support.tsx",
          "const { href, copy } = useSite();",
          'const { site, href, copy } = useSite();\n  if (site.contactEmail.includes("@")) throw new Error("support card data missing");',
        ),
      says: [en.unexpectedError, "route: /support/ (en)", "cause: support card data missing"],
    },
    {
      name: "a Sass syntax error",
      input: (p) => p.edit("src/styles/_faq.scss", ".faq__item {", ".faq__item {{ color: ;"),
      says: [/styles: src\/styles\/_faq\.scss:\d+:\d+: /],
    },
    {
      name: "a syntax error in the client script",
      input: (p) =>
        p.edit("src/client/year.ts", "const year = String(new Date().getFullYear());", "const year = String(new Date().getFullYear();"),
      // The type-check reads it first, naming the same place.
      says: [/src\/client\/year\.ts:\d+:\d+: /],
    },
    // In each published translation in turn: a language the build does not publish is not checked.
    ...translations.flatMap((code, index): BadInput<(project: FixtureProject) => Promise<void>>[] =>
      index % 2 === 0
        ? [
            {
              name: `a key deleted from the ${code} translation`,
              input: (p) => p.edit(`src/content/locales/${code}/copy.json`, /\n\s*"skipLink": "[^"]*",/, ""),
              says: [
                new RegExp(
                  `^content: .*\\n(.*\\n)*src/content/locales/${code}/copy\\.json:\\d+:\\d+: ${code} chrome lacks "skipLink"$`,
                  "m",
                ),
              ],
            },
          ]
        : [
            {
              name: `a claim left empty in the ${code} translation`,
              input: (p) => p.edit(`src/content/locales/${code}/copy.json`, /"onDevice": "[^"]+"/, '"onDevice": ""'),
              says: [new RegExp(`src/content/locales/${code}/copy\\.json:\\d+:\\d+: ${code} claims\\.onDevice is empty`)],
            },
          ],
    ),
    ...translations.slice(0, 1).map((code) => ({
      name: `a placeholder dropped from a ${code} string`,
      input: (p: FixtureProject) => p.edit(`src/content/locales/${code}/copy.json`, /("[^"{]*)\{\w+\}([^"]*")/, "$1$2"),
      says: [new RegExp(`src/content/locales/${code}/copy\\.json:\\d+:\\d+: ${code} [\\w.-]+ drops \\{\\w+\\}, which English has`)],
    })),
    {
      name: "a number where English has words",
      input: (p) => p.edit("src/content/locales/en/copy.json", /"headline": "[^"]*"/, '"headline": 42'),
      says: [/src\/content\/locales\/en\/copy\.json:\d+:\d+: en hero\.headline must be string/],
    },
    // As the maker would find it, after App Store Connect's answers changed: a label, where they keep it, collecting what a claim rules out.
    ...(contradicted
      ? [
          {
            name: "a privacy label that collects what a claim of the policy rules out",
            input: (p: FixtureProject) => p.edit(ownersLabel, /^[\s\S]*$/, `${JSON.stringify([collectingRuledOut], null, 2)}\n`),
            says: [
              new RegExp(`^privacy label: ${ownersLabel}: ${contradicted.type} `, "m"),
              new RegExp(
                `${ownersLabel}: ${contradicted.type} \\(DATA_LINKED_TO_YOU\\) is collected, but the (privacy policy|site) claims "${contradicted.claim}" \\(claims\\.${contradicted.claim} in ${defaultLocale} `,
              ),
            ],
          },
        ]
      : []),
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

  // The data files are read before anything else: a broken one is named alone, by its own file, line and column, with no stack.
  it.each(translations.slice(0, 1))(
    "(a misspelled key and a syntax error in the %s translation) names the file, the line and the key, alone",
    { timeout: wholeCommands(2) },
    async (code) => {
      try {
        await project.edit(`src/content/locales/${code}/copy.json`, /"headline": /, '"headlin": ');
        const misspelled = await project.build();
        expect(misspelled.code).not.toBe(0);
        expect(misspelled.stderr).toMatch(
          new RegExp(`src/content/locales/${code}/copy\\.json:\\d+:\\d+: ${code} hero\\.headlin is no key of the schema`),
        );
        expect(misspelled.stderr).toMatch(new RegExp(`src/content/locales/${code}/copy\\.json:\\d+:\\d+: ${code} hero lacks "headline"`));
        expect(misspelled.stderr).not.toMatch(/error TS\d+|\bcopy:/);
        await project.edit(`src/content/locales/${code}/copy.json`, /("headlin": "[^"]*)"/, "$1");
        const broken = await project.build();
        expect(broken.code).not.toBe(0);
        const lines = broken.stderr.trim().split("\n");
        expect(lines.at(-1)).toMatch(new RegExp(`^src/content/locales/${code}/copy\\.json:\\d+:\\d+: not valid JSON: .+`));
        expect(broken.stderr).not.toMatch(/^\s+at |triggerUncaughtException|esbuild/m);
      } finally {
        await project.restore();
      }
    },
  );

  it("succeeds in the same copy once nothing is broken", async () => {
    const result = await project.build();
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`Built ${pages.length * locales.length} pages and \\d+ other files into dist/ in \\d+ ms`));
  });
});
