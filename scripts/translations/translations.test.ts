import { execFile } from "node:child_process";
import { access, cp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../src/content/locales/index.ts";
import { defaultLocale, locales } from "../../src/site.ts";
import { projectRoot } from "../build/paths.ts";
import { distDir } from "../testing/dist.ts";
import { parseHtml } from "../testing/dom.ts";
import { fixtureProject } from "../testing/fixture-project.ts";
import type { FixtureProject } from "../testing/fixture-project.ts";

const run = promisify(execFile);
const translated = locales.filter((code) => code !== defaultLocale);
const [someLocale] = translated;

// Each case runs the command as an owner does, in one throwaway copy of the project.
describe("npm run translations", () => {
  let project: FixtureProject;
  beforeAll(async () => {
    project = await fixtureProject(distDir());
  });
  afterAll(() => project?.dispose());

  const cli = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx/esm", "scripts/translations.ts", ...args], { cwd: project.root }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );
  const localeFile = (code: string) => path.join(project.root, "src/content/locales", `${code}.ts`);
  const xliff = (code: string) => path.join(project.root, "translations", `${code}.xlf`);
  /** The exported file with one unit's target (or source) replaced. */
  const withUnit = async (code: string, id: string, change: (unit: string) => string) => {
    const text = await readFile(xliff(code), "utf8");
    const unit = new RegExp(`<unit id="${id.replace(/\./g, "\\.")}">[\\s\\S]*?</unit>`).exec(text)?.[0];
    if (!unit) throw new Error(`no unit ${id} in the export`);
    await writeFile(xliff(code), text.replace(unit, change(unit)));
  };

  it.each(translated)("exports %s as XLIFF 2.0 and imports it back without changing a byte", async (code) => {
    const before = await readFile(localeFile(code), "utf8");
    expect((await cli("export", code)).code).toBe(0);
    const text = await readFile(xliff(code), "utf8");
    expect(text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2\.0" version="2\.0" srcLang="en" trgLang=/);
    expect(text).toContain(`<unit id="hero.headline">`);
    expect(text).toMatch(/<ph id="1" equiv="\{\w+\}" disp="\{\w+\}"\/>/);
    expect(await cli("import", xliff(code))).toMatchObject({ code: 0, output: expect.stringContaining("nothing changed") });
    expect(await readFile(localeFile(code), "utf8")).toBe(before);
  });

  it("writes an edited translation back into the locale's file, where its page shows it", async () => {
    await cli("export", someLocale);
    const edited = "Ein ganz neuer Titel";
    await withUnit(someLocale, "hero.headline", (unit) => unit.replace(/<target>[^<]*<\/target>/, `<target>${edited}</target>`));
    expect((await cli("import", xliff(someLocale))).output).toContain("1 string(s) changed");
    expect(await readFile(localeFile(someLocale), "utf8")).toContain(`headline: ${JSON.stringify(edited)}`);
    expect((await project.build()).code).toBe(0);
    const page = parseHtml(await readFile(path.join(project.dist, someLocale, "index.html"), "utf8"));
    expect(page.querySelector("h1")?.textContent).toBe(edited);
    await cp(path.join(projectRoot, "src/content/locales", `${someLocale}.ts`), localeFile(someLocale));
  });

  it("refuses a file that drops a placeholder, has a unit English lacks or another source, naming each unit, and writes nothing", async () => {
    await cli("export", someLocale);
    const before = await readFile(localeFile(someLocale), "utf8");
    const withPlaceholder = [...(await readFile(xliff(someLocale), "utf8")).matchAll(/<unit id="([^"]+)">(?:(?!<\/unit>)[\s\S])*<target>[^<]*<ph /g)][0][1];
    await withUnit(someLocale, withPlaceholder, (unit) => unit.replace(/(<target>[^<]*)<ph [^>]*\/>/, "$1"));
    await withUnit(someLocale, "hero.subline", (unit) => `${unit}\n    ${unit.replace('id="hero.subline"', 'id="hero.no-such-line"')}`);
    await withUnit(someLocale, "hero.headline", (unit) => unit.replace(/<source>[^<]*<\/source>/, "<source>An older headline</source>"));
    const refused = await cli("import", xliff(someLocale));
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain("nothing was written");
    expect(refused.output).toMatch(new RegExp(`unit "${withPlaceholder.replace(/\./g, "\\.")}": the translation drops \\{\\w+\\}`));
    expect(refused.output).toContain('unit "hero.no-such-line": English has no such string');
    expect(refused.output).toContain('unit "hero.headline": its source is not the current English');
    expect(await readFile(localeFile(someLocale), "utf8")).toBe(before);
  });

  it("adds a language from English that builds, is reported untranslated, and is published only once translated", async () => {
    // A language the site does not have yet, whichever the owner has added.
    const code = ["fr", "es", "it", "nl", "pt-BR", "sv"].find((candidate) => !(locales as readonly string[]).includes(candidate)) ?? "";
    expect((await cli("add", code)).code).toBe(0);
    await access(xliff(code));
    const built = await project.build();
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toMatch(new RegExp(`${code}: \\d+ of \\d+ strings translated \\(\\d+%\\), 0 missing, \\d+ untranslated: not published, mostly untranslated`));
    await expect(access(path.join(project.dist, code, "index.html"))).rejects.toThrow();
    expect((await cli("status")).output).toMatch(new RegExp(`^${code}: .*, [1-9]\\d* untranslated: not published, mostly untranslated`, "m"));
    const named = await project.build({ SITE_LOCALES: `en,${code}` });
    expect(named.code).not.toBe(0);
    expect(named.stderr).toContain(`locales (SITE_LOCALES): ${code} is mostly untranslated`);
    for (const file of ["src/site.ts", "src/content/locales/index.ts"]) await cp(path.join(projectRoot, file), path.join(project.root, file));
    await rm(localeFile(code));
  });

  it("names every language's strings, none left out, in the status", async () => {
    const { output } = await cli("status");
    for (const code of Object.keys(copies).filter((code) => code !== defaultLocale)) expect(output).toMatch(new RegExp(`^${code}: \\d+ of \\d+ strings translated`, "m"));
  });
});
