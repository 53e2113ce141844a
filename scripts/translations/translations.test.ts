import { access, cp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import xliffLibrary from "xliff";
import { flatten } from "../../src/content/copy-keys.ts";
import { forTranslation } from "../../src/content/translation-status.ts";
import { pluralCategories } from "../../src/content/placeholders.ts";
import { languageIn } from "../../src/content/site-content.ts";
import { defaultLocale } from "../../src/site.ts";
import { listFiles, projectRoot } from "../pipeline/paths.ts";
import { distDir } from "../testing/dist.ts";
import { parseHtml } from "../testing/dom.ts";
import { fixtureProject, withoutSiteSettings } from "../testing/fixture-project.ts";
import { runTranslations } from "./command.ts";
import { resavedJson } from "../testing/resaved-json.ts";
import type { FixtureProject } from "../testing/fixture-project.ts";
import { english as en, siteContent, siteLanguageCodes as locales } from "../testing/site-copy.ts";

/** The translations: not a regional variant (en-GB), whose file holds only what differs (variants.test.ts proves those). */
const translated = locales.filter((code) => code !== defaultLocale && !languageIn(siteContent, code)?.base);
const copies = Object.fromEntries(siteContent.languages.map((language) => [language.code, language.copy]));
const [someLocale] = translated;
const recordFile = "src/content/translated-from.json";
/** The landing page's tagline: a sentence of English's that a page shows, to change as an owner rewords it. */
const [sentenceKey, sentence] = [...flatten(en)].find(([key, text]) => key === "hero.tagline" && forTranslation(text)) ?? ["", ""];
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
/** A locale's record, less what it says of words its file no longer has: an import may tidy those away. */
const liveRecord = (recordText: string, localeText: string, code: string) => {
  const strings = new Set(flatten(JSON.parse(localeText)).values());
  const record = (JSON.parse(recordText) as Record<string, Record<string, string[]>>)[code] ?? {};
  return Object.fromEntries(Object.entries(record).filter(([target]) => strings.has(target)));
};

// Each case runs the command as an owner does, in one throwaway copy of the project: several
// commands and a build a case, which a loaded 2-core machine may take well over 30 s to run.
describe("npm run translations", { timeout: 90_000 }, () => {
  let project: FixtureProject;
  beforeAll(async () => {
    project = await fixtureProject(distDir());
  });
  afterAll(() => project?.dispose());
  // Whatever a case wrote (a locale file, the record, a new language) is put back for the next.
  afterEach(async () => {
    await project.restore();
    // Whole: a language a case added leaves no folder behind, which the build would name as no site language's.
    await rm(path.join(project.root, "src/content/locales"), { recursive: true, force: true });
    await rm(path.join(project.root, "src/content/copy-variant.schema.json"), { force: true });
    for (const file of ["src/content/languages.json", "src/content/locales"])
      await cp(path.join(projectRoot, file), path.join(project.root, file), { recursive: true });
  });

  // In this process, on the copy: the command's own code (scripts/translations.ts runs the same function).
  const cli = async (...args: string[]) => {
    const lines: string[] = [];
    const say = (line: string) => void lines.push(line);
    const code = await runTranslations(args, { root: project.root, env: withoutSiteSettings(process.env), log: say, error: say });
    return { code, output: `${lines.join("\n")}\n` };
  };
  const read = (file: string) => readFile(path.join(project.root, file), "utf8");
  const localeFile = (code: string) => `src/content/locales/${code}/copy.json`;
  /** The locale file and the record of its strings, as an import must leave them when nothing changed. */
  const snapshot = async (code: string) => {
    const text = await read(localeFile(code));
    return [text, liveRecord(await read(recordFile), text, code)];
  };
  /** A locale file changed as an owner or a tool saves it: parsed, changed, written back in its layout. */
  const editJson = async (file: string, change: (copy: Record<string, unknown>) => void) => {
    const copy = JSON.parse(await read(file)) as Record<string, unknown>;
    change(copy);
    await writeFile(path.join(project.root, file), `${JSON.stringify(copy, null, 2)}\n`);
  };
  const xliff = (code: string) => path.join(project.root, "translations", `${code}.xlf`);
  /** The exported file with one unit replaced. */
  const withUnit = async (code: string, id: string, change: (unit: string) => string) => {
    const text = await readFile(xliff(code), "utf8");
    const unit = new RegExp(`<unit id="${id.replace(/\./g, "\\.")}"[^>]*>[\\s\\S]*?</unit>`).exec(text)?.[0];
    if (!unit) throw new Error(`no unit ${id} in the export`);
    await writeFile(xliff(code), text.replace(unit, change(unit)));
  };
  const page = async (code: string) =>
    parseHtml(await readFile(path.join(project.dist, code === defaultLocale ? "" : code, "index.html"), "utf8"));

  it.each(
    translated.flatMap((code) => [
      [code, "2.0"],
      [code, "1.2"],
    ]),
  )("exports %s as XLIFF %s and imports it back without changing a byte", async (code, version) => {
    const before = await snapshot(code);
    expect((await cli("export", code, "--xliff", version)).code).toBe(0);
    const text = await readFile(xliff(code), "utf8");
    expect(text).toContain(version === "2.0" ? `<unit id="hero.headline">` : `<trans-unit id="hero.headline">`);
    expect(await cli("import", xliff(code))).toMatchObject({ code: 0, output: expect.stringContaining("nothing changed") });
    expect(await snapshot(code)).toEqual(before);
  });

  it.each(["2.0", "1.2"])(
    "imports an XLIFF %s export as the npm xliff library saves it (codes on lines of their own, states and note categories gone) without a change",
    async (version) => {
      const before = await snapshot(someLocale);
      await cli("export", someLocale, "--xliff", version);
      const saved = await readFile(xliff(someLocale), "utf8");
      const resaved =
        version === "2.0"
          ? await xliffLibrary.js2xliff(await xliffLibrary.xliff2js(saved, { captureSpacesBetweenElements: true }), { indent: "  " })
          : await xliffLibrary.jsToXliff12(await xliffLibrary.xliff12ToJs(saved, { captureSpacesBetweenElements: true }), { indent: "  " });
      expect(resaved).toMatch(/\n\s+<(ph|x) id="1"/);
      await writeFile(xliff(someLocale), resaved);
      expect(await cli("import", xliff(someLocale))).toMatchObject({ code: 0, output: expect.stringContaining("nothing changed") });
      expect(await snapshot(someLocale)).toEqual(before);
    },
  );

  it("counts a string an owner translates by hand as translated, wherever in a list it is added, and round-trips it without a byte changed", async () => {
    /** Each language's counts of the status line: translated, total, missing, untranslated, outdated. */
    const counts = async () => {
      const output = (await cli("status")).output;
      return Object.fromEntries(
        translated.map((code) => [
          code,
          new RegExp(`^${code}: (\\d+) of (\\d+) strings translated \\(\\d+%\\), (\\d+) missing, (\\d+) untranslated, (\\d+) outdated`, "m")
            .exec(output)
            ?.slice(1)
            .map(Number),
        ]),
      );
    };
    const before = await counts();
    // A card of each language's own words put first in its features, as the README lets an owner do by hand.
    for (const code of [defaultLocale, ...translated]) {
      const card = copies[code].features.at(-1);
      // Words of the language's own (its code in them), even where the language is still in English.
      await editJson(
        localeFile(code),
        (copy) => void (copy.features as unknown[]).unshift({ title: `${card?.title} (${code})`, body: `${card?.body} (${code})` }),
      );
    }
    // Two more strings, both translated; nothing else counted otherwise.
    const after = await counts();
    for (const code of translated) {
      const [translatedBefore, totalBefore, ...restBefore] = before[code] ?? [];
      expect(after[code], code).toEqual([translatedBefore + 2, totalBefore + 2, ...restBefore]);
    }
    const saved = await snapshot(someLocale);
    await cli("export", someLocale);
    expect(await cli("import", xliff(someLocale))).toMatchObject({ code: 0, output: expect.stringContaining("nothing changed") });
    expect(await snapshot(someLocale)).toEqual(saved);
  });

  it("writes an edited translation back into the locale's file, and nothing else, where its page shows it", async () => {
    await cli("export", someLocale);
    const [before, edited] = [await read(localeFile(someLocale)), "Ein ganz neuer Titel"];
    await withUnit(someLocale, "hero.headline", (unit) =>
      unit.replace(/<target>[^<]*<\/target>/, `<target>\n          ${edited}\n        </target>`),
    );
    expect((await cli("import", xliff(someLocale))).output).toContain("1 string(s) changed");
    // One line changed, in the file's own layout (its escapes, its indentation), and it says the new words.
    const [lines, after] = [before.split("\n"), (await read(localeFile(someLocale))).split("\n")];
    expect(after).toHaveLength(lines.length);
    const changed = after.filter((line, index) => line !== lines[index]);
    expect(changed).toHaveLength(1);
    expect(JSON.parse(`{${changed[0].trim().replace(/,$/, "")}}`)).toEqual({ headline: edited });
    expect((JSON.parse(after.join("\n")) as typeof copies.en).hero.headline).toBe(edited);
    expect((await project.build()).code).toBe(0);
    expect((await page(someLocale)).querySelector("h1")?.textContent).toBe(edited);
  });

  it("takes no translation from a target whose state says it is none yet", async () => {
    await cli("export", someLocale);
    const before = await read(localeFile(someLocale));
    await withUnit(someLocale, "hero.headline", (unit) =>
      unit
        .replace(/<segment state="translated">/, '<segment state="initial">')
        .replace(/<target>[^<]*<\/target>/, `<target>${en.hero.headline}</target>`),
    );
    expect((await cli("import", xliff(someLocale))).output).toContain("nothing changed");
    expect(await read(localeFile(someLocale))).toBe(before);
  });

  it("refuses a file that drops a placeholder, has a unit English lacks or another source, showing the difference, and writes nothing", async () => {
    await cli("export", someLocale);
    const before = await read(localeFile(someLocale));
    const withPlaceholder = [
      ...(await readFile(xliff(someLocale), "utf8")).matchAll(/<unit id="([^"]+)">(?:(?!<\/unit>)[\s\S])*<target>[^<]*<ph /g),
    ][0][1];
    await withUnit(someLocale, withPlaceholder, (unit) => unit.replace(/(<target>[^<]*)<ph [^>]*\/>/, "$1"));
    await withUnit(someLocale, "hero.tagline", (unit) => `${unit}\n    ${unit.replace('id="hero.tagline"', 'id="hero.no-such-line"')}`);
    const otherSource = `${en.hero.headline.slice(0, -1)}_`;
    await withUnit(someLocale, "hero.headline", (unit) => unit.replace(/<source>[^<]*<\/source>/, `<source>${otherSource}</source>`));
    const refused = await cli("import", xliff(someLocale));
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain("nothing was written");
    expect(refused.output).toMatch(new RegExp(`unit "${withPlaceholder.replace(/\./g, "\\.")}": the translation drops \\{\\w+\\}`));
    expect(refused.output).toContain('unit "hero.no-such-line": English has no such string');
    expect(refused.output).toContain(
      'unit "hero.headline": its source is not the current English; English has changed since this file was exported',
    );
    expect(refused.output).toContain(
      `English:  ${JSON.stringify(en.hero.headline)}\n      the file: ${JSON.stringify(otherSource)}\n      ${" ".repeat(11 + en.hero.headline.length - 1)}^ first difference`,
    );
    expect(await read(localeFile(someLocale))).toBe(before);
  });

  it.skipIf(!sentenceKey)(
    "sees an English sentence changed after its imported translation: outdated in every translation, exported so, the old translation kept on the page",
    async () => {
      // Each translation of the sentence comes through XLIFF first, so the record knows the English it was made from.
      for (const code of translated) {
        await cli("export", code);
        // Translated anew, as a translator confirms it, whatever state the export gave it.
        const current = flatten(JSON.parse(await read(localeFile(code)))).get(sentenceKey);
        await withUnit(code, sentenceKey, (unit) =>
          unit
            .replace(/<segment state="[^"]*">/, '<segment state="translated">')
            .replace(/(<\/source>)(\s*<target>[^<]*<\/target>)?/, `$1<target>${escapeXml(`${current} (2)`)}</target>`),
        );
        expect((await cli("import", xliff(code))).output).toContain("1 string(s) changed");
      }
      const imported = new Map(
        await Promise.all(
          translated.map(async (code) => [code, flatten(JSON.parse(await read(localeFile(code)))).get(sentenceKey)] as const),
        ),
      );
      /** Each language's outdated count and keys, as status --keys prints them. */
      const outdated = async () => {
        const output = (await cli("status", "--keys")).output;
        return Object.fromEntries(
          translated.map((code) => [
            code,
            {
              count: Number(new RegExp(`^${code}: .* (\\d+) outdated;`, "m").exec(output)?.[1]),
              keys: new RegExp(`^  ${code} outdated: (.*)$`, "m").exec(output)?.[1].split(", ") ?? [],
            },
          ]),
        );
      };
      const before = await outdated();
      await project.edit(localeFile("en"), JSON.stringify(sentence), JSON.stringify(`${sentence.replace(/\.$/, "")}, every day.`));
      const after = await outdated();
      for (const code of translated) {
        expect(after[code].count, code).toBe(before[code].count + 1);
        expect(after[code].keys, code).toContain(sentenceKey);
        expect(before[code].keys, code).not.toContain(sentenceKey);
      }
      await cli("export", someLocale);
      const unit = new RegExp(`<unit id="${sentenceKey}">[\\s\\S]*?</unit>`).exec(await readFile(xliff(someLocale), "utf8"))?.[0] ?? "";
      expect(unit).toContain('<note category="outdated">English has changed since this was translated; it said: ');
      expect(unit).toContain('<segment state="initial">');
      expect(unit).toContain(`<target>${imported.get(someLocale)}</target>`);
      const built = await project.build();
      expect(built.stdout).toMatch(new RegExp(`${someLocale}: .* ${after[someLocale].count} outdated`));
      expect((await page(someLocale)).querySelector(".hero__tagline")?.textContent).toBe(imported.get(someLocale));
    },
  );

  /** The App Store's languages the site does not have yet, whichever the owner has added. */
  const notYetAdded = siteContent.appStoreLanguages.filter((language) => !(locales as readonly string[]).includes(language.code));
  /** The plural categories each plural message of a locale file uses, in its order. */
  const pluralsIn = async (code: string) =>
    [...flatten(JSON.parse(await read(localeFile(code)))).values()].flatMap((text) =>
      Array.from(text.matchAll(/\{\w+, plural, ((?:[^{}]|\{[^{}]*\})*)\}/g), (match) =>
        Array.from(match[1].matchAll(/(\w+) \{/g), (form) => form[1]),
      ),
    );

  it("adds a language from English that counts nothing translated, is left out by default and marked English where named", async () => {
    const { code } = notYetAdded[0];
    expect((await cli("add", code)).code).toBe(0);
    await access(xliff(code));
    const status = (await cli("status", code)).output;
    expect(status).toMatch(
      new RegExp(
        `^${code}: 0 of (\\d+) strings translated \\(0%\\), 0 missing, \\1 untranslated, 0 outdated; [1-9]\\d* not for translation: not published, \\1 string\\(s\\) still in English; see them: npm run translations -- status ${code} --keys$`,
        "m",
      ),
    );
    // The command the line names shows the strings it counts, by key.
    const hinted = /see them: npm run translations -- (.+)$/m.exec(status)?.[1].split(" ") ?? [];
    expect((await cli(...hinted)).output).toMatch(new RegExp(`^  ${code} untranslated: .*\\bhero\\.tagline\\b`, "m"));
    const built = await project.build();
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toContain(`: not published, `);
    await expect(access(path.join(project.dist, code, "index.html"))).rejects.toThrow();
    const named = await project.build({ SITE_LOCALES: `en,${code}` });
    expect(named.code, named.stderr).toBe(0);
    expect(named.stdout).toMatch(
      new RegExp(
        `${code}: .*: published by SITE_LOCALES with \\d+ string\\(s\\) still in English, each marked lang="en"; \\d+ of them stand in attributes or the title`,
      ),
    );
    // The main navigation's name is an aria-label: listed, since no lang can mark it.
    const unmarked = new RegExp(`^  ${code}: .*where no mark can go \\(translate these first\\): (.*)$`, "m").exec(named.stdout)?.[1] ?? "";
    expect(unmarked).toContain(JSON.stringify((await page(code)).querySelector("nav[aria-label]")?.getAttribute("aria-label")));
    const doc = await page(code);
    expect(doc.documentElement.lang).toBe(code);
    expect(doc.querySelector("h1 span[lang='en']")?.textContent).toBe(en.hero.headline);
    expect(doc.querySelector(".hero__tagline span[lang='en']")?.textContent).toBe(en.hero.tagline);
    // On a right-to-left page each English run is isolated left to right, so its punctuation stays with its words.
    const outermost = Array.from(doc.querySelectorAll("span[lang='en']")).filter((span) => !span.parentElement?.closest("span[lang='en']"));
    const directions = new Set(outermost.map((span) => span.getAttribute("dir")));
    expect([...directions]).toEqual([notYetAdded[0].dir === "rtl" ? "ltr" : null]);
    expect(doc.title).not.toMatch(/[\uE000\uE001]/);
    await rm(path.join(project.root, localeFile(code)));
  });

  it("writes each plural of a new language in that language's own CLDR forms, so it builds when published early", async () => {
    // A language with fewer forms than English (other alone: Korean, Chinese) and one with more (Arabic's six, Polish's four).
    // Not the language the case above adds: each case adds its own.
    const fewer = notYetAdded.slice(1).find(({ code }) => pluralCategories(code).length === 1);
    const more = notYetAdded.slice(1).find(({ code }) => pluralCategories(code).length > 3);
    for (const { code } of [fewer, more].filter((language) => language !== undefined)) {
      expect((await cli("add", code)).code, code).toBe(0);
      const plurals = await pluralsIn(code);
      expect(plurals.length, code).toBeGreaterThan(0);
      for (const forms of plurals)
        expect(
          forms.filter((form) => !form.startsWith("=")),
          code,
        ).toEqual(pluralCategories(code));
    }
    if (!fewer) return;
    const named = await project.build({ SITE_LOCALES: `en,${fewer.code}` });
    expect(named.code, named.stderr).toBe(0);
  });

  it("builds the same pages from a locale file a platform re-saved (keys in another order, four spaces, escaped Unicode, no final newline), and imports into it changing only one line", async () => {
    const resaved = resavedJson(JSON.parse(await read(localeFile(someLocale))));
    await writeFile(path.join(project.root, localeFile(someLocale)), resaved);
    const built = await project.build();
    expect(built.code, built.stderr).toBe(0);
    const pages = (await listFiles(project.dist)).filter((file) => file.endsWith(".html"));
    for (const file of pages)
      expect(await readFile(path.join(project.dist, file), "utf8"), file).toBe(await readFile(path.join(distDir(), file), "utf8"));
    await cli("export", someLocale);
    await withUnit(someLocale, "hero.headline", (unit) => unit.replace(/<target>[^<]*<\/target>/, "<target>Neu</target>"));
    expect((await cli("import", xliff(someLocale))).output).toContain("1 string(s) changed");
    const [before, after] = [resaved.split("\n"), (await read(localeFile(someLocale))).split("\n")];
    expect(after.length).toBe(before.length);
    expect(after.filter((line, index) => line !== before[index])).toEqual([expect.stringMatching(/^ {8}"headline": "Neu",?$/)]);
    await writeFile(
      path.join(project.root, localeFile(someLocale)),
      await readFile(path.join(projectRoot, localeFile(someLocale)), "utf8"),
    );
  });

  it("refuses an option or an argument it does not know, printing its usage", async () => {
    for (const args of [["export", someLocale, "--xliff", "1.3"], ["status", "--bogus"], ["import"], ["export", someLocale, "extra"]]) {
      const { code, output } = await cli(...args);
      expect(code, args.join(" ")).not.toBe(0);
      expect(output).toContain("Usage: npm run translations -- <command>");
    }
    await rm(path.join(project.root, "translations"), { recursive: true, force: true });
  });
});
