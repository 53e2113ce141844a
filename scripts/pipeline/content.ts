/**
 * The content stage: the owner's data files read once and checked where they enter, handed on as
 * the site's content (src/content/site-content.ts). The site's languages are data
 * (languages.json); each language's copy (locales/<code>/copy.json) is checked against
 * copy.schema.json and against English; the facts, the launch listing, the proof, the App
 * Store's languages, the accessibility declarations and the privacy label against their own
 * schemas, and the in-app events against App Store Connect's limits too. Every problem is one
 * line that names the file, the line and column, the language and the key, so a syntax error or a
 * mistyped key stops the build (and the dev page) with no stack trace and no blame on another
 * file; nothing under locales/ is passed over in silence. Files that passed are remembered
 * (./content-verdict.ts), so a build of unchanged files only parses them.
 */
import path from "node:path";
import { declarationProblems } from "../../src/content/accessibility.ts";
import type { AccessibilityDeclaration } from "../../src/content/accessibility.ts";
import type { AppStoreLanguage } from "../../src/content/app-store-languages.ts";
import { flatten } from "../../src/content/copy-keys.ts";
import type { InAppEventEntry } from "../../src/content/events.ts";
import type { LaunchListing } from "../../src/content/launch.ts";
import type { PrivacyLabel } from "../../src/content/privacy-label.ts";
import type { Proof } from "../../src/content/proof.ts";
import type { ProductPage } from "../../src/content/product-pages.ts";
import type { Offer } from "../../src/content/offers.ts";
import { withoutSchemaPointer } from "../../src/content/schema.ts";
import type { ContentLanguage, Copy, Facts, SiteContent } from "../../src/content/site-content.ts";
import { translationStatus } from "../../src/content/translation-status.ts";
import type { TranslationRecords } from "../../src/content/translation-status.ts";
import { eventProblems } from "../../src/content/validate-events.ts";
import { proofProblems } from "../../src/content/validate-proof.ts";
import { variantBase, withDifferences } from "../../src/content/variants.ts";
import { defaultLocale } from "../../src/site.ts";
import { privacyLabelFile, readPrivacyLabelFile } from "./declarations/privacy-label-file.ts";
import { BuildError } from "./errors.ts";
import { jsonLocation, parseJsonFile } from "./json-file.ts";
import type { JsonFile } from "./json-file.ts";
import { projectRoot } from "./paths.ts";
import { schemaProblems, validatorOf, variantValidatorOf } from "./schemas.ts";
import { strayLocaleFiles } from "./stray-locales.ts";
import { pastVerdict } from "./content-verdict.ts";
import { copyProblems } from "./copy-check.ts";
import type { LocaleFile } from "./copy-check.ts";

export const contentDir = path.join(projectRoot, "src/content");

/** The languages' folders under the content folder: one per language, named by its code. */
export const localesDirIn = (dir: string) => path.join(dir, "locales");
/** A language's words, where the build reads them: locales/<code>/copy.json under the content folder. */
export const localeFileIn = (dir: string, code: string) => path.join(localesDirIn(dir), code, "copy.json");

/** Each data file beside the schema it must meet. */
const dataFiles = {
  languages: { file: "languages.json", schema: "languages.schema.json" },
  facts: { file: "facts.json", schema: "facts.schema.json" },
  listing: { file: "launch.json", schema: "launch.schema.json" },
  proof: { file: "proof.json", schema: "proof.schema.json" },
  productPages: { file: "product-pages.json", schema: "product-pages.schema.json" },
  events: { file: "events.json", schema: "events.schema.json" },
  offers: { file: "offers.json", schema: "offers.schema.json" },
  appStoreLanguages: { file: "app-store-languages.json", schema: "app-store-languages.schema.json" },
  accessibility: { file: "accessibility.json", schema: "accessibility.schema.json" },
} as const;
/** The privacy label's schema: the label itself is here only where no fastlane listing holds it (./declarations/). */
export const privacyLabelSchemaIn = (dir: string) => path.join(dir, "app_privacy_details.schema.json");
const recordFile = "translated-from.json";

/** The files read, parsed, with every problem met on the way. */
interface Read {
  languages: LocaleFile[];
  data: { -readonly [Name in keyof typeof dataFiles]?: JsonFile };
  privacyLabel?: PrivacyLabel;
  records: TranslationRecords;
  problems: string[];
}

/** Reads every data file; `checked`: they passed every check before, unchanged (see `inputsHash`), so only their values are needed. */
async function readAll(dir: string, checked: boolean): Promise<Read> {
  const read: Read = { languages: [], data: {}, records: {}, problems: [] };
  const parse = async (file: string) => {
    const parsed = await parseJsonFile(path.join(dir, file), projectRoot);
    if ("problem" in parsed) read.problems.push(parsed.problem);
    return "problem" in parsed ? undefined : parsed;
  };
  for (const [name, { file, schema }] of Object.entries(dataFiles) as [
    keyof typeof dataFiles,
    (typeof dataFiles)[keyof typeof dataFiles],
  ][]) {
    const parsed = await parse(file);
    const wrong = parsed && !checked ? schemaProblems(parsed, await validatorOf(path.join(dir, schema)), "") : [];
    read.problems.push(...wrong);
    // App Store Connect's limits are named whatever else the schema found, so an owner fixes both at once.
    if (parsed && !checked && name === "events")
      read.problems.push(...eventProblems(parsed.value).map((problem) => `${jsonLocation(parsed, problem.at)}: ${problem.says}`));
    if (parsed && wrong.length === 0) read.data[name] = parsed;
  }
  const records = await parse(recordFile);
  read.records = (records?.value ?? {}) as TranslationRecords;
  const codes = ((read.data.languages?.value as { languages?: string[] } | undefined)?.languages ?? []).filter(Boolean);
  if (read.data.languages && codes[0] !== defaultLocale)
    read.problems.push(
      `${read.data.languages.name}: languages must start with "${defaultLocale}", the language every other one translates, served at the site's root`,
    );
  if (!checked) read.problems.push(...(await strayLocaleFiles(codes, localesDirIn(dir))));
  const schemaFile = path.join(dir, "copy.schema.json");
  for (const code of codes) {
    const file = await parse(path.relative(dir, localeFileIn(dir, code)));
    if (!file) continue;
    const base = variantBase(code, codes);
    const wrong = checked ? [] : schemaProblems(file, await (base ? variantValidatorOf(schemaFile) : validatorOf(schemaFile)), `${code} `);
    read.problems.push(...wrong);
    if (wrong.length === 0) read.languages.push({ code, ...(base ? { base } : {}), file });
  }
  if (!checked) {
    read.problems.push(...copyProblems(read.languages));
    const proof = read.data.proof?.value as Proof | undefined;
    if (proof) read.problems.push(...proofProblems(proof).map((problem) => `${read.data.proof?.name}: ${problem}`));
    const accessibility = read.data.accessibility;
    const declarations = (accessibility?.value as { declarations?: AccessibilityDeclaration[] } | undefined)?.declarations ?? [];
    if (accessibility)
      read.problems.push(
        ...declarationProblems(declarations).map(({ path: at, says }) => `${jsonLocation(accessibility, at)}: ${at.join(".")} ${says}`),
      );
  }
  const label = await readPrivacyLabelFile(path.join(dir, privacyLabelFile), privacyLabelSchemaIn(dir), checked);
  read.problems.push(...label.problems);
  if (label.label) read.privacyLabel = label.label;
  return read;
}

/** The content as the pages read it, from files that passed every check. */
function contentOf(read: Read): SiteContent {
  const data = (name: keyof typeof dataFiles) => withoutSchemaPointer(read.data[name]?.value ?? {});
  const appStoreLanguages = (data("appStoreLanguages") as { languages?: AppStoreLanguage[] }).languages ?? [];
  const copies = new Map<string, Copy>();
  const languages: ContentLanguage[] = [];
  for (const { code, base, file } of read.languages) {
    const own = withoutSchemaPointer(file.value);
    const copy = (base ? withDifferences(copies.get(base), own) : own) as Copy;
    copies.set(code, copy);
    languages.push({
      code,
      ...(base ? { base } : {}),
      copy,
      own: new Set(flatten(own).keys()),
    });
  }
  const english = languages[0].copy;
  // Each language's status, its base's first: a regional variant inherits what its base lacks.
  for (const language of languages.slice(1)) {
    const base = language.base && language.base !== defaultLocale ? languages.find((each) => each.code === language.base) : undefined;
    const inherited = language.base ? { own: language.own, base: base?.status } : undefined;
    language.status = translationStatus(language.code, language.copy, english, read.records[language.code] ?? {}, inherited);
  }
  const listing = data("listing") as { screenshots: LaunchListing["screenshots"]; previewVideo?: unknown };
  return {
    languages,
    facts: data("facts") as Facts,
    listing: {
      screenshots: listing.screenshots,
      ...(listing.previewVideo ? { previewVideo: listing.previewVideo as LaunchListing["previewVideo"] } : {}),
    },
    proof: data("proof") as unknown as Proof,
    productPages: (data("productPages") as { pages?: ProductPage[] }).pages ?? [],
    events: (data("events") as { events?: InAppEventEntry[] }).events ?? [],
    offers: (data("offers") as { offers?: Offer[] }).offers ?? [],
    records: read.records,
    appStoreLanguages,
    accessibility: (data("accessibility") as { declarations?: AccessibilityDeclaration[] }).declarations ?? [],
    ...(read.privacyLabel ? { privacyLabel: read.privacyLabel } : {}),
  };
}

/**
 * The owner's content, checked: the build stops on any problem, listing them all. A set of files
 * that passed is remembered by its hash (in node_modules/.cache/), so a build of unchanged files
 * only parses them.
 */
export async function readContent(dir = contentDir): Promise<SiteContent> {
  const verdict = await pastVerdict(dir);
  const read = await readAll(dir, verdict.passed);
  if (read.problems.length > 0)
    throw new BuildError(
      "content",
      `${read.problems.length === 1 ? "a data file has a problem" : `${read.problems.length} problems in the data files`}:\n${read.problems.join("\n")}`,
    );
  if (!verdict.passed) await verdict.rememberPassed();
  return contentOf(read);
}
