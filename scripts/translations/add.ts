/**
 * `npm run translations -- add <locale>`: a new language, written as data. Lists it in
 * src/content/languages.json (in the file's own layout) and writes
 * src/content/locales/<locale>/copy.json from English as a template: English's words, its own
 * name, Open Graph locale and direction. A regional variant of a site language (en-GB of en)
 * gets a file with its language settings alone: every string falls back to its base's. A folder
 * a translation platform wrote already (de-DE/copy.json) is listed as it is. The new language
 * builds at once; the build publishes it by itself once it is wholly translated.
 */
import { access, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { appStoreLanguage, nameInItself } from "../../src/content/app-store-languages.ts";
import type { AppStoreLanguage } from "../../src/content/app-store-languages.ts";
import { withPluralForms } from "../../src/content/placeholders.ts";
import { variantSchema, variantSchemaFile } from "../../src/content/schema.ts";
import { variantBase } from "../../src/content/variants.ts";
import { localeFileIn } from "../pipeline/content.ts";
import { copySchemaIn } from "../pipeline/schemas.ts";
import { fileStrings, withEdits } from "./locale-file.ts";

interface AddedLocale {
  code: string;
  /** The site language it is a regional variant of, if it is one. */
  base: string | undefined;
  file: string;
  /** Its file was there already, written by a platform or by hand: it was listed as it is. */
  existed: boolean;
}

/** Languages written right to left, where Intl.Locale's text info is not there to ask. */
const rightToLeft = new Set(["ar", "dv", "fa", "he", "ku", "ps", "sd", "ug", "ur", "yi"]);

/**
 * A new language's settings: an App Store language's from src/content/app-store-languages.json
 * (by the site's code or Apple's: `no` is Norwegian Bokmål, `nb`), any other language's from
 * what Intl knows of it.
 */
function localeFacts(code: string, appStoreLanguages: readonly AppStoreLanguage[]) {
  const known = appStoreLanguage(appStoreLanguages, code);
  const canonical = known?.code ?? Intl.getCanonicalLocales(code.replace(/_/g, "-"))[0];
  const locale = new Intl.Locale(canonical);
  const region = locale.region ?? locale.maximize().region ?? locale.language.toUpperCase();
  return {
    canonical,
    ownName: nameInItself(canonical),
    ogLocale: known?.ogLocale ?? `${locale.language}_${region}`,
    dir: known?.dir ?? (rightToLeft.has(locale.language) ? "rtl" : "ltr"),
  };
}

/**
 * English's file made into another locale's: the same keys and layout, its own language
 * settings, and each plural message in the language's own forms (the build refuses a form a
 * language lacks, so publishing it early would stop the build).
 */
function fromEnglish(english: string, facts: ReturnType<typeof localeFacts>): string {
  const plurals = [...fileStrings(JSON.parse(english)).values()].flatMap(({ path, value }) => {
    const own = withPluralForms(value, facts.canonical);
    return own === value ? [] : [{ path, value: own }];
  });
  return withEdits(english, [
    { path: ["language", "name"], value: facts.ownName },
    { path: ["language", "ogLocale"], value: facts.ogLocale },
    { path: ["language", "dir"], value: facts.dir },
    ...plurals,
  ]);
}

/**
 * A regional variant's file: its language settings alone, each string falling back to its base
 * language's; its `$schema` is the copy's with nothing required (src/content/schema.ts), which
 * the build checks it against too.
 */
function variantFile(facts: ReturnType<typeof localeFacts>): string {
  const language = { name: facts.ownName, ogLocale: facts.ogLocale, dir: facts.dir };
  return `${JSON.stringify({ $schema: `../../${variantSchemaFile}`, language }, null, 2)}\n`;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** `contentDir`: the project's src/content/. */
export async function addLocale(code: string, contentDir: string): Promise<AddedLocale> {
  const appStoreLanguages = (
    JSON.parse(await readFile(path.join(contentDir, "app-store-languages.json"), "utf8")) as { languages: AppStoreLanguage[] }
  ).languages;
  let facts: ReturnType<typeof localeFacts>;
  try {
    facts = localeFacts(code, appStoreLanguages);
  } catch {
    throw new Error(`"${code}" is not a language code (BCP 47, e.g. fr, pt-BR)`);
  }
  const listFile = path.join(contentDir, "languages.json");
  const listText = await readFile(listFile, "utf8");
  const codes = (JSON.parse(listText) as { languages: string[] }).languages;
  if (codes.includes(facts.canonical)) throw new Error(`${facts.canonical} is a language of the site already (src/content/languages.json)`);
  const file = localeFileIn(contentDir, facts.canonical);
  const base = variantBase(facts.canonical, codes);
  const existed = await exists(file);
  if (!existed) {
    const made = base ? variantFile(facts) : fromEnglish(await readFile(localeFileIn(contentDir, "en"), "utf8"), facts);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, made);
  }
  if (base) {
    const schema = await copySchemaIn(contentDir);
    await writeFile(path.join(contentDir, variantSchemaFile), `${JSON.stringify(variantSchema(schema), null, 2)}\n`);
  }
  await writeFile(listFile, withEdits(listText, [], [{ list: ["languages"], entry: facts.canonical }]));
  return { code: facts.canonical, base, file, existed };
}
