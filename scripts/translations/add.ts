/**
 * `npm run translations -- add <locale>`: a new language from English as a template. Writes
 * src/content/locales/<locale>/copy.json (English's words, its own name, Open Graph locale and
 * direction), registers it in src/content/locales/index.ts and src/site.ts, and
 * leaves the exporting to the caller. A regional variant of a site language (en-GB of en)
 * gets a file with its language settings alone: every string falls back to its base's. The new file builds at once; the build publishes it
 * by
 * itself once it is mostly translated.
 */
import { execFile } from "node:child_process";
import { access, mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { appStoreLanguage, nameInItself } from "../../src/content/app-store-languages.ts";
import { withPluralForms } from "../../src/content/placeholders.ts";
import { variantBase } from "../../src/content/variants.ts";
import { variantSchema, variantSchemaFile } from "../../src/content/schema.ts";
import { fileStrings, withEdits } from "./locale-file.ts";

interface AddedLocale {
  code: string;
  /** The site language it is a regional variant of, if it is one. */
  base: string | undefined;
  /** The copy's export name: `fr`, or `ptBR` for pt-BR. */
  name: string;
  file: string;
}

/** Languages written right to left, where Intl.Locale's text info is not there to ask. */
const rightToLeft = new Set(["ar", "dv", "fa", "he", "ku", "ps", "sd", "ug", "ur", "yi"]);

/**
 * A new language's settings: an App Store language's from src/content/app-store-languages.json
 * (by the site's code or Apple's: `no` is Norwegian Bokmål, `nb`), any other language's from
 * what Intl knows of it.
 */
function localeFacts(code: string) {
  const known = appStoreLanguage(code);
  const canonical = known?.code ?? Intl.getCanonicalLocales(code)[0];
  const locale = new Intl.Locale(canonical);
  const region = locale.region ?? locale.maximize().region ?? locale.language.toUpperCase();
  return {
    canonical,
    ownName: nameInItself(canonical),
    ogLocale: known?.ogLocale ?? `${locale.language}_${region}`,
    dir: known?.dir ?? (rightToLeft.has(locale.language) ? "rtl" : "ltr"),
    name: canonical.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()).replace(/-/g, ""),
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

/** The variants' schema beside the copy's, made from it afresh, so an editor shows a variant's file its hints. */
async function writeVariantSchema(locales: string): Promise<void> {
  const content = path.dirname(locales);
  const schema = JSON.parse(await readFile(path.join(content, "copy.schema.json"), "utf8")) as unknown;
  await writeFile(path.join(content, variantSchemaFile), `${JSON.stringify(variantSchema(schema), null, 2)}\n`);
}

/** The edited files laid out by the project's formatter (Biome, a dev dependency), as npm test checks them; skipped where it is not installed. */
async function formatted(root: string, files: readonly string[]): Promise<void> {
  // Its Node entry, resolved as a package is, rather than node_modules/.bin's shim, which differs by platform.
  let biome: string;
  try {
    biome = createRequire(path.join(root, "package.json")).resolve("@biomejs/biome/bin/biome");
  } catch {
    return;
  }
  await promisify(execFile)(process.execPath, [biome, "format", "--write", ...files], { cwd: root });
}

async function edit(file: string, change: (text: string) => string, what: string): Promise<void> {
  const before = await readFile(file, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`${file}: could not ${what}; do it by hand (README: "A new language")`);
  await writeFile(file, after);
}

export async function addLocale(code: string, root: string): Promise<AddedLocale> {
  let facts: ReturnType<typeof localeFacts>;
  try {
    facts = localeFacts(code);
  } catch {
    throw new Error(`"${code}" is not a language code (BCP 47, e.g. fr, pt-BR)`);
  }
  const locales = path.join(root, "src/content/locales");
  const file = path.join(locales, facts.canonical, "copy.json");
  if (
    await access(file).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${path.relative(root, file)} exists already: ${facts.canonical} is a language of the site`);
  const english = await readFile(path.join(locales, "en", "copy.json"), "utf8");
  const siteFile = path.join(root, "src/site.ts");
  const indexFile = path.join(locales, "index.ts");
  const codes = [
    ...(/export const locales = \[([^\]]*)\] as const;/.exec(await readFile(siteFile, "utf8"))?.[1].matchAll(/"([^"]+)"/g) ?? []),
  ].map((match) => match[1]);
  const base = variantBase(facts.canonical, codes);
  const made = base ? variantFile(facts) : fromEnglish(english, facts);
  // Each list is rewritten whole, so a list the formatter laid over several lines takes the new entry too.
  const entries = (body: string) =>
    body
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
  await edit(
    siteFile,
    (text) =>
      text.replace(
        /export const locales = \[([^\]]*)\] as const;/,
        (_, body: string) => `export const locales = [${[...entries(body), JSON.stringify(facts.canonical)].join(", ")}] as const;`,
      ),
    "add the locale to `locales`",
  );
  const registered = facts.canonical === facts.name ? facts.name : `${JSON.stringify(facts.canonical)}: ${facts.name}`;
  await edit(
    indexFile,
    (text) =>
      text
        .replace(
          /(import \w+ from "\.\/[\w-]+\/copy\.json" with \{ type: "json" \};\n)(?![\s\S]*import \w+ from "\.\/)/,
          `$1import ${facts.name} from "./${facts.canonical}/copy.json" with { type: "json" };\n`,
        )
        .replace(
          /(const files: [^=]+= \{)([^}]*)(\};)/,
          (_, head: string, body: string, tail: string) => `${head} ${[...entries(body), registered].join(", ")} ${tail}`,
        ),
    "register the locale's copy",
  );
  await formatted(root, [siteFile, indexFile]);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, made);
  if (base) await writeVariantSchema(locales);
  return { code: facts.canonical, base, name: facts.name, file };
}
