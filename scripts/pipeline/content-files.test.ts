import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flatten } from "../../src/content/copy-keys.ts";
import { locales } from "../../src/site.ts";
import { contentDir, contentFileProblems } from "./content-files.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "site-content-"));
  await cp(contentDir, dir, { recursive: true });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const localeFile = (code: string) => path.join(dir, "locales", code, "copy.json");
const edit = async (file: string, change: (text: string) => string) => writeFile(file, change(await readFile(file, "utf8")));

interface Schema {
  description?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
}

describe("the owner's data files", () => {
  it("are read as the build finds them: no problem", async () => {
    expect(await contentFileProblems(locales, contentDir)).toEqual([]);
  });

  it("describe every string of the copy in the schema, for the CMS, the translators' notes and the editors", async () => {
    const schema = JSON.parse(await readFile(path.join(contentDir, "copy.schema.json"), "utf8")) as Schema;
    const undescribed: string[] = [];
    const walk = (node: Schema, at: string) => {
      if (node.type === "string" && !node.description) undescribed.push(at);
      for (const [name, child] of Object.entries(node.properties ?? {})) if (name !== "$schema") walk(child, at ? `${at}.${name}` : name);
      if (node.items) walk(node.items, `${at}[]`);
    };
    walk(schema, "");
    expect(undescribed).toEqual([]);
    const english = JSON.parse(await readFile(path.join(contentDir, "locales/en/copy.json"), "utf8")) as unknown;
    expect(flatten(english).size).toBeGreaterThan(100);
  });

  it("name a syntax error by file, line and column in one line", async () => {
    const code = locales[locales.length - 1];
    await edit(localeFile(code), (text) => text.replace(/("headline": "[^"]*)"/, "$1"));
    try {
      const [problem, ...rest] = await contentFileProblems(locales, dir);
      expect(rest).toEqual([]);
      expect(problem).toMatch(new RegExp(`^locales/${code}/copy\\.json:\\d+:\\d+: not valid JSON: [^\\n]+$`.replace("^", "^.*")));
    } finally {
      await cp(path.join(contentDir, "locales", code, "copy.json"), localeFile(code));
    }
  });

  it("name a folder under locales/ that is no site language, with the nearest one, and a file no language's", async () => {
    const [code] = locales.filter((each) => each !== "en");
    const language = code ?? "en";
    const regional = `${language}-ZZ`;
    await cp(localeFile(language), localeFile(regional));
    await writeFile(path.join(dir, "locales", language, "extra.json"), "{}\n");
    try {
      expect(await contentFileProblems(locales, dir)).toEqual([
        expect.stringMatching(
          new RegExp(`locales/${language}/extra\\.json: not read; ${language}'s words are all in .*locales/${language}/copy\\.json$`),
        ),
        expect.stringMatching(
          new RegExp(
            `locales/${regional}: ${regional} is no site language; did you mean ${language} .*, or add ${regional} as a regional variant \\(npm run translations -- add ${regional}\\)\\?$`,
          ),
        ),
      ]);
    } finally {
      await rm(path.join(dir, "locales", regional), { recursive: true });
      await rm(path.join(dir, "locales", language, "extra.json"));
    }
  });

  it("name a fact of the wrong kind by its key: a number that is words, a date that is no date, an address with no @", async () => {
    await edit(path.join(dir, "facts.json"), (text) =>
      text
        .replace(/"freeSwipesPerDay": \d+/, '"freeSwipesPerDay": "many"')
        .replace(/"privacyLastUpdated": "[^"]*"/, '"privacyLastUpdated": "2025-02-30"')
        .replace(/"contactEmail": "[^"]*"/, '"contactEmail": "support.example.org"'),
    );
    try {
      const problems = await contentFileProblems(locales, dir);
      expect(problems).toEqual([
        expect.stringMatching(/facts\.json:\d+:\d+: contactEmail must be an e-mail address like support@example.org$/),
        expect.stringMatching(/facts\.json:\d+:\d+: freeSwipesPerDay must be integer$/),
        expect.stringMatching(/facts\.json:\d+:\d+: privacyLastUpdated must be a date like 2025-09-17$/),
      ]);
    } finally {
      await cp(path.join(contentDir, "facts.json"), path.join(dir, "facts.json"));
    }
  });
});
