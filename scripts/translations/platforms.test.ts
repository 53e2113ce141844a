import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { siteContent, siteLanguageCodes } from "../testing/site-copy.ts";
import path from "node:path";
import { contentDir, localeFileIn } from "../pipeline/content.ts";
import { projectRoot } from "../pipeline/paths.ts";
import { crowdinId, platformSetup, sourceFile } from "./platforms.ts";

const require = createRequire(import.meta.url);
const appStore = siteContent.appStoreLanguages;
/** The site's languages, and every language `translations add` can add: each platform must name every one's file. */
const everyLanguage = [
  "en",
  ...new Set([...siteLanguageCodes.slice(1), ...appStore.map((language) => language.code).filter((code) => code !== "en")]),
];
const targets = everyLanguage.slice(1);
/** Where the build reads a language's words, from the project's root: what each platform must write. */
const localeFile = (code: string) => path.relative(projectRoot, localeFileIn(contentDir, code)).split(path.sep).join("/");

describe("npm run translations -- platform", () => {
  it("crowdin writes a crowdin.yml whose translation path, as Crowdin fills its placeholders, names the file the site reads for each language", () => {
    const config = parse(platformSetup("crowdin", everyLanguage, appStore).text) as {
      files: { source: string; translation: string; languages_mapping?: { two_letters_code: Record<string, string> } }[];
    };
    const [file] = config.files;
    expect(file.source).toBe(`/${sourceFile}`);
    expect(sourceFile).toBe(localeFile("en"));
    // Crowdin's %two_letters_code% is the language of its language id (de for de, pt for pt-BR, zh for zh-CN), unless mapped.
    const written = targets.map((code) => {
      const id = crowdinId(code);
      const value = file.languages_mapping?.two_letters_code[id] ?? id.split("-")[0];
      return file.translation.replace("%two_letters_code%", value).replace("%original_file_name%", "copy.json");
    });
    expect(written).toEqual(targets.map((code) => `/${localeFile(code)}`));
    expect(file.translation).not.toContain("%locale%");
  });

  it("crowdin downloads a language only once Crowdin has all of it, and says to upload the repository's translations before the first download", () => {
    const setup = platformSetup("crowdin", everyLanguage, appStore);
    const [file] = (parse(setup.text) as { files: Record<string, unknown>[] }).files;
    // Crowdin fills an untranslated string with English on export, or, skipping untranslated strings, writes it empty in JSON.
    expect(file.skip_untranslated_files).toBe(true);
    expect(file.skip_untranslated_strings).toBeUndefined();
    const steps = ["crowdin upload sources", "crowdin upload translations", "crowdin download"].map((step) => setup.next.indexOf(step));
    expect(steps.every((at) => at >= 0)).toBe(true);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(setup.next).toContain(`(${targets.join(", ")})`);
    // A translation the same as English ("FAQ" in German) counts as translated here, so it must count in Crowdin, or German is never whole there.
    expect(setup.next).toContain("crowdin upload translations --import-eq-suggestions");
  });

  it("tolgee writes a .tolgeerc.json that Tolgee's own schema accepts, pulling each language into its file", () => {
    const schema = JSON.parse(readFileSync(require.resolve("@tolgee/cli/schema.json"), "utf8")) as object;
    const config = JSON.parse(platformSetup("tolgee", everyLanguage, appStore).text) as {
      pull: { path: string; fileStructureTemplate: string; languages: string[] };
      push: { files: { path: string }[] };
    };
    // As the CLI checks its config on every run (@tolgee/cli's tolgeerc.ts).
    const validate = new Ajv({ allowUnionTypes: true }).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
    expect(config.push.files[0].path).toBe(`./${sourceFile}`);
    const pulled = config.pull.languages.map(
      (code) => `${config.pull.path}/${config.pull.fileStructureTemplate.replace("{languageTag}", code).replace("{extension}", "json")}`,
    );
    expect(pulled).toEqual(targets.map((code) => `./${localeFile(code)}`));
  });

  it("localazy writes a localazy.json whose lang variable is the site's code, a regional form a project may hold aliased to it", () => {
    const config = JSON.parse(platformSetup("localazy", everyLanguage, appStore).text) as {
      upload: { files: { pattern: string }[] };
      download: { files: string; langAliases: Record<string, string>; includeSourceLang: boolean };
    };
    expect(config.upload.files[0].pattern).toBe(sourceFile);
    expect(config.download.includeSourceLang).toBe(false);
    // Localazy's own variable, written as its CLI reads it.
    const variable = ["$", "{lang}"].join("");
    for (const code of targets) expect(config.download.files.replace(variable, code)).toBe(localeFile(code));
    expect(Object.values(config.download.langAliases).every((code) => targets.includes(code))).toBe(true);
    expect(config.download.langAliases["zh-Hans-CN"]).toBe("zh-Hans");
  });

  it("weblate and lokalise, which read no file of the repository, print the settings that name the site's files and codes", () => {
    const weblate = platformSetup("weblate", everyLanguage, appStore);
    expect(weblate.file).toBeUndefined();
    expect(weblate.text).toContain("src/content/locales/*/copy.json");
    expect(weblate.text).toContain("(bcp)");
    const filter = new RegExp(/Language filter\s+(\S+)/.exec(weblate.text)?.[1] ?? "^$");
    expect(targets.every((code) => filter.test(code))).toBe(true);
    const lokalise = platformSetup("lokalise", everyLanguage, appStore);
    expect(lokalise.text).toContain('--bundle-structure "src/content/locales/%LANG_ISO%/copy.json"');
    const mapping = JSON.parse(/--language-mapping '([^']+)'/.exec(lokalise.text)?.[1] ?? "[]") as { custom_language_iso: string }[];
    expect(mapping.map((entry) => entry.custom_language_iso).sort()).toEqual(targets.filter((code) => code.includes("-")).sort());
  });
});
