import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { variantBase } from "../../src/content/variants.ts";
import { defaultLocale, settings } from "../../src/site.ts";
import { distDir } from "../testing/dist.ts";
import { parseHtml } from "../testing/dom.ts";
import { fixtureProject, withoutSiteSettings } from "../testing/fixture-project.ts";
import { runTranslations } from "./command.ts";
import type { FixtureProject } from "../testing/fixture-project.ts";
import { english as en, publishedLocales, siteContent, siteLanguageCodes as locales } from "../testing/site-copy.ts";

const published = publishedLocales();
/** An App Store language that is a regional variant of one of the site's (en-GB of en, say). */
const variant = siteContent.appStoreLanguages.find(({ code }) => variantBase(code, locales) === defaultLocale);
const [answered] = en.faq.entries;

// One throwaway project: the variant is added once, then given words of its own, as an owner would.
describe.runIf(variant)("a regional variant", { timeout: 120_000 }, () => {
  const code = variant?.code ?? "";
  const file = `src/content/locales/${code}/copy.json`;
  let project: FixtureProject;
  beforeAll(async () => {
    project = await fixtureProject(distDir());
  });
  afterAll(() => project?.dispose());

  const cli = async (...args: string[]) => {
    const [lines, errors]: string[][] = [[], []];
    const exit = await runTranslations(args, {
      root: project.root,
      env: withoutSiteSettings(process.env),
      log: (line) => void lines.push(line),
      error: (line) => void errors.push(line),
    });
    expect(exit, errors.join("\n")).toBe(0);
    return `${lines.join("\n")}\n`;
  };
  const read = (name: string) => readFile(path.join(project.root, name), "utf8");
  const page = async (locale: string, route = "") =>
    parseHtml(await readFile(path.join(project.dist, locale === defaultLocale ? "" : locale, route, "index.html"), "utf8"));
  const built = async () => {
    // By default every wholly translated language is published, a variant with them; where the owner fixed the list, named beside it.
    const result = await project.build(
      typeof settings.locales.default === "function" ? {} : { SITE_LOCALES: [...published, code].join(",") },
    );
    expect(result.code, result.stderr).toBe(0);
    return result.stdout;
  };

  it("is added holding its language alone, published at once with its region in hreflang, every string its base's", async () => {
    // It names the schema file it writes beside the copy's, which the variant's file needs in every clone.
    expect(await cli("add", code)).toMatch(/^Wrote \S*src\/content\/copy-variant\.schema\.json, .*: commit it with the variant\.$/m);
    const added = JSON.parse(await read(file)) as { $schema: string };
    expect(Object.keys(added)).toEqual(["$schema", "language"]);
    // Its schema, beside the copy's, describes every key for an editor's hints and asks for none.
    const schema = JSON.parse(await read(path.join(path.dirname(file), added.$schema))) as { required?: string[]; properties: object };
    expect(schema.required).toBeUndefined();
    expect(Object.keys(schema.properties)).toEqual(Object.keys(JSON.parse(await read("src/content/copy.schema.json")).properties));
    expect(await built()).toMatch(new RegExp(`${code}: (\\d+) of \\1 strings translated \\(100%\\)`));
    const [own, base] = await Promise.all([page(code), page(defaultLocale)]);
    expect(own.documentElement.lang).toBe(code);
    expect(own.querySelector("h1")?.textContent).toBe(base.querySelector("h1")?.textContent);
    expect(own.querySelector(".hero__tagline")?.textContent).toBe(base.querySelector(".hero__tagline")?.textContent);
    // Nothing of its copy marked English; a quote keeps the language it was said in.
    expect([...own.querySelectorAll("main [lang='en']")].filter((element) => !element.closest(".quote__text"))).toHaveLength(0);
    for (const doc of [own, base]) {
      const alternates = Array.from(doc.querySelectorAll("link[rel=alternate][hreflang]"), (link) => link.getAttribute("hreflang"));
      expect(alternates).toEqual(expect.arrayContaining([code, "x-default"]));
    }
  });

  it("shows the strings its file gives, its base's elsewhere, and the build names a key English lacks by file and line", async () => {
    const copy = JSON.parse(await read(file)) as Record<string, unknown>;
    await writeFile(
      path.join(project.root, file),
      `${JSON.stringify({ ...copy, hero: { tagline: "A regional tagline." }, faq: { entries: [{ id: answered.id, answer: `A regional answer. ${answered.answer}` }] } }, null, 2)}\n`,
    );
    await built();
    const [own, base] = await Promise.all([page(code), page(defaultLocale)]);
    expect(own.querySelector(".hero__tagline")?.textContent).toBe("A regional tagline.");
    expect(own.querySelector("main")?.textContent).toContain("A regional answer.");
    expect(own.querySelector("h1")?.textContent).toBe(base.querySelector("h1")?.textContent);
    expect(own.querySelectorAll("details").length).toBe(base.querySelectorAll("details").length);

    const good = await read(file);
    await writeFile(path.join(project.root, file), good.replace('"tagline"', '"tagLine"'));
    const refused = await project.build();
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(new RegExp(`${file.replace(/\./g, "\\.")}:\\d+:\\d+: ${code} hero\\.tagLine `));
    await writeFile(path.join(project.root, file), good);
  });

  it("round-trips through XLIFF: nothing changes on an unchanged import, and a translated unit lands in its file alone", async () => {
    await cli("export", code);
    const before = await read(file);
    await cli("import", `translations/${code}.xlf`);
    expect(await read(file)).toBe(before);
    const xliff = path.join(project.root, "translations", `${code}.xlf`);
    const text = await readFile(xliff, "utf8");
    const unit = /<unit id="callToAction\.[^"]+"[\s\S]*?<\/unit>/.exec(text)?.[0] ?? "";
    expect(unit).toContain("<target>");
    await writeFile(xliff, text.replace(unit, unit.replace(/<target>[^<]*<\/target>/, "<target>Regional words.</target>")));
    await cli("import", `translations/${code}.xlf`);
    const after = JSON.parse(await read(file)) as Record<string, unknown>;
    // Written in English's key order, its language settings kept.
    expect(Object.keys(after)).toEqual([
      "$schema",
      ...Object.keys(en).filter((key) => ["language", "hero", "faq", "callToAction"].includes(key)),
    ]);
    expect(Object.values(after.callToAction as object)).toEqual(["Regional words."]);
  });
});
