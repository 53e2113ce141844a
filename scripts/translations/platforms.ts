/**
 * A translation platform set up for the site's files (npm run translations -- platform <name>):
 * each reads src/content/locales/en/copy.json and writes src/content/locales/<code>/copy.json in
 * the site's own codes (de, pt-BR, zh-Hans, en-GB), each code mapped the way the platform names it,
 * as its documentation and CLI source say:
 *   crowdin    crowdin.yml: %two_letters_code% (Crowdin's %locale% gives de-DE), languages_mapping
 *              for the codes with a region or script, keyed by Crowdin's language ids (zh-CN for zh-Hans);
 *   tolgee     .tolgeerc.json: pull {languageTag}/copy.json for the site's languages (tags as the site's codes);
 *   localazy   localazy.json: ${lang} (de, pt-BR, zh-Hans) with aliases for the regional forms a project may use;
 *   weblate    no file: the component's settings to type (file mask, JSON nested, BCP code style);
 *   lokalise   no file: the lokalise2 commands, with --language-mapping from Lokalise's codes (pt_BR).
 */
import path from "node:path";
import type { AppStoreLanguage } from "../../src/content/app-store-languages.ts";
import { appStoreLanguage } from "../../src/content/app-store-languages.ts";
import { defaultLocale } from "../../src/site.ts";
import { contentDir, localeFileIn, localesDirIn } from "../pipeline/content.ts";
import { projectRoot } from "../pipeline/paths.ts";

export const platformNames = ["crowdin", "tolgee", "localazy", "weblate", "lokalise"] as const;
type PlatformName = (typeof platformNames)[number];

/** A path from the project's root, as a platform's config writes it. */
const fromRoot = (file: string) => path.relative(projectRoot, file).split(path.sep).join("/");
const localesDir = fromRoot(localesDirIn(contentDir));
/** @internal Exported for the tests. */
export const sourceFile = fromRoot(localeFileIn(contentDir, defaultLocale));

interface PlatformSetup {
  /** The config file to write at the project's root, where the platform reads one. */
  file?: string;
  text: string;
  /** What to do next. */
  next: string;
}

/** Crowdin's language ids that are not the site's code (Crowdin ids for Chinese name a region). */
const crowdinIds: Record<string, string> = { "zh-Hans": "zh-CN", "zh-Hant": "zh-TW" };
/** @internal Exported for the tests. */
export const crowdinId = (code: string) => crowdinIds[code] ?? code;
/** Lokalise's default codes write a region with an underscore, and Chinese by region. */
const lokaliseIso = (code: string) => ({ "zh-Hans": "zh_CN", "zh-Hant": "zh_TW" })[code] ?? code.replace(/-/g, "_");

/** The languages a platform translates into: every site language but the default, English. */
const targets = (codes: readonly string[]) => codes.slice(1);

/**
 * Crowdin, by default, "fills untranslated strings with source text" when it exports (its Export
 * settings), so a download writes English over every string it has no translation of, a whole
 * language's before its translations are uploaded; "Skip untranslated strings" writes a JSON
 * string empty instead, which the build refuses, and a regional variant's file would come back
 * empty but for its own few strings. "Skip untranslated files" ("Only 100% translated files will
 * be included") leaves a language the repository's until Crowdin holds all of it, as the site
 * publishes only a wholly translated language by default.
 */
function crowdin(codes: readonly string[]): PlatformSetup {
  const mapped = targets(codes).filter((code) => crowdinId(code).split("-")[0] !== code);
  const had = targets(codes);
  const lines = [
    "# Crowdin: reads the English copy, writes each language's as the site reads it (npm run translations -- platform crowdin).",
    "# %two_letters_code% names a language by its language alone (de); the mapping gives the site's code where",
    "# the site's has a region or a script (pt-BR, zh-Hans). Crowdin's %locale% would write de-DE, which the site does not read.",
    "project_id_env: CROWDIN_PROJECT_ID",
    "api_token_env: CROWDIN_PERSONAL_TOKEN",
    "preserve_hierarchy: true",
    "files:",
    `  - source: /${sourceFile}`,
    `    translation: /${localesDir}/%two_letters_code%/%original_file_name%`,
    "    type: json",
    "    # A download writes a language only once Crowdin has all of it: by default Crowdin fills each string it has no",
    "    # translation of with English, and skip_untranslated_strings would write it empty in a JSON file.",
    "    skip_untranslated_files: true",
    ...(mapped.length
      ? [
          "    languages_mapping:",
          "      two_letters_code: # Crowdin's language id: the site's code",
          ...mapped.map((code) => `        ${crowdinId(code)}: ${code}`),
        ]
      : []),
  ];
  return {
    file: "crowdin.yml",
    text: `${lines.join("\n")}\n`,
    next: [
      `Add ${had.map(crowdinId).join(", ")} as the project's target languages in Crowdin and set CROWDIN_PROJECT_ID and CROWDIN_PERSONAL_TOKEN. Then, in this order:`,
      "  crowdin upload sources                                English, the strings to translate",
      `  crowdin upload translations --import-eq-suggestions   the translations this repository has (${had.join(", ")}), before the first download, words a language shares with English (FAQ in German) among them: Crowdin counts them untranslated until then`,
      "  crowdin download                                      each language Crowdin has wholly translated, into its copy.json (skip_untranslated_files keeps the repository's file of any other)",
      "Connecting the repository in Crowdin instead reads the same file: have it import the translations the repository has before it sends any back.",
    ].join("\n"),
  };
}

function tolgee(codes: readonly string[]): PlatformSetup {
  const config = {
    $schema: "https://docs.tolgee.io/cli-schema.json",
    format: "JSON_ICU",
    push: { files: [{ path: `./${sourceFile}`, language: codes[0] }] },
    pull: { path: `./${localesDir}`, fileStructureTemplate: "{languageTag}/copy.{extension}", languages: targets(codes), delimiter: "." },
  };
  return {
    file: ".tolgeerc.json",
    text: `${JSON.stringify(config, null, 2)}\n`,
    next: `Give the Tolgee project's languages exactly these tags: ${codes.join(", ")}. Then tolgee push and tolgee pull (the key from TOLGEE_API_KEY). Never set pull.emptyDir: it would empty the locales folder.`,
  };
}

function localazy(codes: readonly string[], appStoreLanguages: readonly AppStoreLanguage[]): PlatformSetup {
  // A project may hold a language in its regional form (German (Germany), de-DE): written under the site's code all the same.
  const aliases = Object.fromEntries(
    targets(codes).flatMap((code) => {
      const regional =
        code === "zh-Hans" ? "zh-Hans-CN" : code === "zh-Hant" ? "zh-Hant-TW" : appStoreLanguage(appStoreLanguages, code)?.appStore;
      return regional && regional !== code ? [[regional, code]] : [];
    }),
  );
  const config = {
    upload: { type: "json", features: ["plural_icu"], files: [{ pattern: sourceFile, lang: "inherited" }] },
    download: { includeSourceLang: false, langAliases: aliases, files: `${localesDir}/\${lang}/copy.json` },
  };
  return {
    file: "localazy.json",
    text: `${JSON.stringify(config, null, 2)}\n`,
    next: "Keep the write and read keys out of the repository (localazy.keys.json, or -w and -r in CI); then localazy upload and localazy download.",
  };
}

function weblate(codes: readonly string[]): PlatformSetup {
  const settings: [string, string][] = [
    ["File mask", `${localesDir}/*/copy.json`],
    ["Monolingual base language file", sourceFile],
    ["Edit base file", "off (English is edited in the repository)"],
    ["Template for new translations", "empty"],
    ["File format", "JSON nested structure file (json-nested)"],
    ["Source language", "English"],
    ["Adding new translation", "Create new language file"],
    ["Language code style", "BCP style using hyphen as a separator (bcp)"],
    ["Language filter", `^(${targets(codes).join("|")})$`],
    ["Translation flags", "icu-message-format"],
  ];
  const width = Math.max(...settings.map(([name]) => name.length));
  return {
    text: `${settings.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`).join("\n")}\n`,
    next: "Weblate keeps these in the component, not in a file: type them into the new component's settings (or send them to its API).",
  };
}

function lokalise(codes: readonly string[]): PlatformSetup {
  const mapping = targets(codes)
    .filter((code) => lokaliseIso(code) !== code)
    .map((code) => ({ original_language_iso: lokaliseIso(code), custom_language_iso: code }));
  const auth = 'lokalise2 --token "$LOKALISE_API_TOKEN" --project-id "$LOKALISE_PROJECT_ID"';
  const text = [
    "# English to Lokalise:",
    `${auth} file upload --file ${sourceFile} --lang-iso ${codes[0]} --detect-icu-plurals --replace-modified --poll`,
    "# Each language back, as the site reads it:",
    `${auth} file download --format json --original-filenames=false --bundle-structure "${localesDir}/%LANG_ISO%/copy.json" --filter-langs ${targets(codes).map(lokaliseIso).join(",")}${mapping.length ? ` --language-mapping '${JSON.stringify(mapping)}'` : ""} --plural-format icu --placeholder-format icu --export-empty-as skip --unzip-to .`,
  ].join("\n");
  return {
    text: `${text}\n`,
    next: "Lokalise reads no file of the repository: run these with its CLI, lokalise2 (or put them in a CI job). Where lokalise2 language list shows other codes than these, use those as original_language_iso.",
  };
}

/** The setup of `name` for the site's languages (`codes`, the default first). */
export function platformSetup(name: PlatformName, codes: readonly string[], appStoreLanguages: readonly AppStoreLanguage[]): PlatformSetup {
  if (name === "crowdin") return crowdin(codes);
  if (name === "tolgee") return tolgee(codes);
  if (name === "localazy") return localazy(codes, appStoreLanguages);
  if (name === "weblate") return weblate(codes);
  return lokalise(codes);
}

export const isPlatform = (name: string | undefined): name is PlatformName => platformNames.includes(name as PlatformName);
