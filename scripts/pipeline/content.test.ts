import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flatten } from "../../src/content/copy-keys.ts";
import { editorSchemaFiles } from "../../src/content/editor-schemas.ts";
import { defaultLocale } from "../../src/site.ts";
import { resavedJson } from "../testing/resaved-json.ts";
import { siteLanguageCodes as locales, siteContent } from "../testing/site-copy.ts";
import { assemble, pipelineInputs } from "./assemble.ts";
import { ownersSources } from "./sources.ts";
import { contentDir, readContent } from "./content.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "site-content-"));
  await cp(contentDir, dir, { recursive: true });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const localeFile = (code: string) => path.join(dir, "locales", code, "copy.json");
const edit = async (file: string, change: (text: string) => string) => writeFile(file, change(await readFile(file, "utf8")));
/** What the build says of the content in `folder`, a line a problem; none when it reads it. */
const problemsIn = (folder: string) =>
  readContent(folder).then(
    () => [],
    (error: Error) => error.message.split("\n").slice(1),
  );

interface Schema {
  description?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
}

describe("the owner's data files", () => {
  it("are read as the build finds them: no problem", async () => {
    expect(await problemsIn(contentDir)).toEqual([]);
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
    // The last wholly written language: a regional variant's file (en-GB) holds only what differs, perhaps no headline.
    const code = siteContent.languages.filter((language) => !language.base).at(-1)?.code ?? defaultLocale;
    await edit(localeFile(code), (text) => text.replace(/("headline": "[^"]*)"/, "$1"));
    try {
      const [problem, ...rest] = await problemsIn(dir);
      expect(rest).toEqual([]);
      expect(problem).toMatch(new RegExp(`locales/${code}/copy\\.json:\\d+:\\d+: not valid JSON: [^\\n]+$`));
    } finally {
      await cp(path.join(contentDir, "locales", code, "copy.json"), localeFile(code));
    }
  });

  it("name a folder under locales/ that is no site language, with the nearest one, and a file no language's", async () => {
    const language = locales.find((each) => each !== defaultLocale) ?? defaultLocale;
    const regional = `${language}-ZZ`;
    await cp(localeFile(language), localeFile(regional));
    await writeFile(path.join(dir, "locales", language, "extra.json"), "{}\n");
    try {
      expect(await problemsIn(dir)).toEqual([
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
      expect(await problemsIn(dir)).toEqual([
        expect.stringMatching(/facts\.json:\d+:\d+: contactEmail must be an e-mail address like support@example.org$/),
        expect.stringMatching(/facts\.json:\d+:\d+: freeSwipesPerDay must be integer$/),
        expect.stringMatching(/facts\.json:\d+:\d+: privacyLastUpdated must be a date like 2025-09-17$/),
      ]);
    } finally {
      await cp(path.join(contentDir, "facts.json"), path.join(dir, "facts.json"));
    }
  });

  it("name a value its pattern refuses in the schema's own words, with the nearest value it takes: a product page's slug, a currency", async () => {
    const page = { slug: "Photo Graphers", ppid: "45812c9b-c296-43d3-c6a0-c5a02f74bf6e", campaign: "photo--graphers" };
    await writeFile(path.join(dir, "product-pages.json"), `${JSON.stringify({ pages: [page] }, null, 2)}\n`);
    await edit(path.join(dir, "facts.json"), (text) => text.replace(/"currency": "[^"]*"/, '"currency": "usd"'));
    try {
      expect(await problemsIn(dir)).toEqual([
        expect.stringMatching(
          /facts\.json:\d+:\d+: paidPrice\.currency "usd" must be a currency's three capital letters, like USD; did you mean "USD"\?$/,
        ),
        expect.stringMatching(
          /product-pages\.json:4:\d+: pages\.0\.slug "Photo Graphers" must be lower-case letters and digits, in words joined by single hyphens; did you mean "photo-graphers"\?$/,
        ),
        expect.stringMatching(
          /product-pages\.json:6:\d+: pages\.0\.campaign "photo--graphers" must be lower-case .*; did you mean "photo-graphers"\?$/,
        ),
      ]);
    } finally {
      for (const file of ["product-pages.json", "facts.json"]) await cp(path.join(contentDir, file), path.join(dir, file));
    }
  });

  it("say in words what each pattern of the data files' schemas takes, for the build's messages and the CMS's", async () => {
    const wordless: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== "object") return;
      const schema = node as { pattern?: string; patternDescription?: string };
      if (schema.pattern && !schema.patternDescription) wordless.push(at);
      for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key}`);
    };
    for (const [file, text] of editorSchemaFiles()) walk(JSON.parse(text), file);
    walk(JSON.parse(await readFile(path.join(contentDir, "copy.schema.json"), "utf8")), "copy.schema.json");
    expect(wordless).toEqual([]);
  });

  it("name a language listed in languages.json whose folder is missing, and a list that does not start with English", async () => {
    const listFile = path.join(dir, "languages.json");
    const list = await readFile(listFile, "utf8");
    await writeFile(listFile, JSON.stringify({ languages: ["xx", ...locales] }));
    try {
      expect(await problemsIn(dir)).toEqual([
        expect.stringMatching(/languages\.json: languages must start with "en"/),
        expect.stringMatching(/locales\/xx\/copy\.json: the file is missing$/),
      ]);
    } finally {
      await writeFile(listFile, list);
    }
  });
});

describe("every language's file, re-saved by a tool", () => {
  it("builds the same pages, byte for byte: keys sorted, four spaces of indent, every non-ASCII character escaped, no final newline", async () => {
    const resaved = await mkdtemp(path.join(os.tmpdir(), "site-content-resaved-"));
    try {
      await cp(contentDir, resaved, { recursive: true });
      for (const code of await readdir(path.join(resaved, "locales"))) {
        const file = path.join(resaved, "locales", code, "copy.json");
        await writeFile(file, resavedJson(JSON.parse(await readFile(file, "utf8")), { sortKeys: true }));
      }
      const inputs = await pipelineInputs();
      const pagesOf = async (content: typeof siteContent) => {
        const { files } = await assemble(inputs, await ownersSources(content, {}));
        return [...files].filter(([file]) => file.endsWith(".html"));
      };
      const [before, after] = await Promise.all([pagesOf(siteContent), readContent(resaved).then(pagesOf)]);
      expect(after.length).toBe(before.length);
      expect(after).toEqual(before);
    } finally {
      await rm(resaved, { recursive: true, force: true });
    }
  });
});
