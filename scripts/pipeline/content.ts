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
import { flatten } from "../../src/content/copy-keys.ts";
import { dataFiles } from "../../src/content/data-files.ts";
import { eventProblems } from "../../src/content/events.ts";
import type { EventLocalization } from "../../src/content/events.ts";
import { privacyClaimProblems } from "../../src/content/privacy-claims.ts";
import { proofProblems } from "../../src/content/proof.ts";
import { withoutSchemaPointer } from "../../src/content/schema.ts";
import type { ContentLanguage, Copy, SiteContent } from "../../src/content/site-content.ts";
import { translationStatus } from "../../src/content/translation-status.ts";
import type { TranslationRecords } from "../../src/content/translation-status.ts";
import { variantBase, withDifferences } from "../../src/content/variants.ts";
import { defaultLocale } from "../../src/site.ts";
import { privacyLabelFile, readPrivacyLabelFile } from "./declarations/privacy-label-file.ts";
import { BuildError } from "./errors.ts";
import { locatedLine, parseJsonFile } from "./json-file.ts";
import { paths, projectRoot } from "./paths.ts";
import { checkedValue, copyValidatorOf, validatorOf, variantValidatorOf } from "./schemas.ts";
import type { ValidateFunction } from "ajv";
import { strayLocaleFiles } from "./stray-locales.ts";
import { pastVerdict } from "./content-verdict.ts";
import { copyProblems } from "./copy-check.ts";
import type { LocaleFile } from "./copy-check.ts";

export const contentDir = paths.content;

/** The languages' folders under the content folder: one per language, named by its code. */
export const localesDirIn = (dir: string) => path.join(dir, "locales");
/** A language's words, where the build reads them: locales/<code>/copy.json under the content folder. */
export const localeFileIn = (dir: string, code: string) => path.join(localesDirIn(dir), code, "copy.json");

const recordFile = "translated-from.json";

/** Reads every data file; `checked`: they passed every check before, unchanged (see `inputsHash`), so only their values are needed. */
async function readAll(dir: string, checked: boolean) {
  const problems: string[] = [];
  const parse = async (file: string) => {
    const parsed = await parseJsonFile(path.join(dir, file), projectRoot);
    if ("problem" in parsed) problems.push(parsed.problem);
    return "problem" in parsed ? undefined : parsed;
  };
  /** A data file's value as its declaration types it, where it passed its check; its problems, else. */
  const read = async <Value>(file: string, validator: () => Promise<ValidateFunction<Value>>) => {
    const parsed = await parse(file);
    if (!parsed) return undefined;
    const result = await checkedValue(parsed, validator, checked);
    problems.push(...result.problems);
    return result;
  };
  const data = {
    languages: await read(dataFiles.languages.file, () => validatorOf(dataFiles.languages.schema)),
    facts: await read(dataFiles.facts.file, () => validatorOf(dataFiles.facts.schema)),
    listing: await read(dataFiles.listing.file, () => validatorOf(dataFiles.listing.schema)),
    proof: await read(dataFiles.proof.file, () => validatorOf(dataFiles.proof.schema)),
    productPages: await read(dataFiles.productPages.file, () => validatorOf(dataFiles.productPages.schema)),
    events: await read(dataFiles.events.file, () =>
      validatorOf<typeof dataFiles.events.schema, EventLocalization>(dataFiles.events.schema),
    ),
    offers: await read(dataFiles.offers.file, () => validatorOf(dataFiles.offers.schema)),
    appStoreLanguages: await read(dataFiles.appStoreLanguages.file, () => validatorOf(dataFiles.appStoreLanguages.schema)),
    accessibility: await read(dataFiles.accessibility.file, () => validatorOf(dataFiles.accessibility.schema)),
    privacyClaims: await read(dataFiles.privacyClaims.file, () => validatorOf(dataFiles.privacyClaims.schema)),
  };
  // App Store Connect's limits are named whatever else the schema found, so an owner fixes both at once.
  const events = data.events;
  if (events && !checked) problems.push(...eventProblems(events.file.value).map((problem) => locatedLine(events.file, problem)));
  const records = await parse(recordFile);
  const codes = (data.languages?.value?.languages ?? []).filter(Boolean);
  if (data.languages?.value && codes[0] !== defaultLocale)
    problems.push(
      `${data.languages.file.name}: languages must start with "${defaultLocale}", the language every other one translates, served at the site's root`,
    );
  if (!checked) problems.push(...(await strayLocaleFiles(codes, localesDirIn(dir))));
  const languages: (LocaleFile & { copy: Copy | undefined })[] = [];
  for (const code of codes) {
    const file = await parse(path.relative(dir, localeFileIn(dir, code)));
    if (!file) continue;
    const base = variantBase(code, codes);
    if (base) {
      const variant = await checkedValue(file, () => variantValidatorOf(dir), checked, `${code} `);
      problems.push(...variant.problems);
      if (variant.problems.length === 0) languages.push({ code, base, file, copy: undefined });
    } else {
      const whole = await checkedValue(file, () => copyValidatorOf(dir), checked, `${code} `);
      problems.push(...whole.problems);
      if (whole.value) languages.push({ code, file, copy: withoutSchemaPointer(whole.value) });
    }
  }
  if (!checked) {
    problems.push(...copyProblems(languages));
    const { proof, accessibility, privacyClaims } = data;
    const english = languages.find((language) => language.code === defaultLocale)?.copy;
    const checks = [
      proof?.value && { file: proof.file, found: proofProblems(proof.value) },
      accessibility?.value && { file: accessibility.file, found: declarationProblems(accessibility.value.declarations) },
      privacyClaims?.value &&
        english && { file: privacyClaims.file, found: privacyClaimProblems(privacyClaims.value, Object.keys(english.claims)) },
    ];
    for (const check of checks) if (check) problems.push(...check.found.map((problem) => locatedLine(check.file, problem)));
  }
  const label = await readPrivacyLabelFile(path.join(dir, privacyLabelFile), checked);
  problems.push(...label.problems);
  return { data, languages, records: (records?.value ?? {}) as TranslationRecords, privacyLabel: label.label, problems };
}

type Read = Awaited<ReturnType<typeof readAll>>;

/** The content as the pages read it, from files that passed every check. */
function contentOf({ data, languages: files, records, privacyLabel }: Read): SiteContent {
  const value = <Value>(checked: { value?: Value } | undefined): Value => {
    if (!checked?.value) throw new Error("contentOf: read from files that did not pass their checks");
    return checked.value;
  };
  const copies = new Map<string, Copy>();
  const languages: ContentLanguage[] = [];
  for (const { code, base, file, copy: own } of files) {
    const differences = withoutSchemaPointer(file.value);
    const copy = base ? withDifferences(copies.get(base), differences) : own;
    if (!copy) throw new Error(`contentOf: ${code} has no words`);
    copies.set(code, copy);
    languages.push({ code, ...(base ? { base } : {}), copy, own: new Set(flatten(differences).keys()) });
  }
  const english = languages[0].copy;
  // Each language's status, its base's first: a regional variant inherits what its base lacks.
  for (const language of languages.slice(1)) {
    const base = language.base && language.base !== defaultLocale ? languages.find((each) => each.code === language.base) : undefined;
    const inherited = language.base ? { own: language.own, base: base?.status } : undefined;
    language.status = translationStatus(language.code, language.copy, english, records[language.code] ?? {}, inherited);
  }
  const listing = value(data.listing);
  return {
    languages,
    facts: withoutSchemaPointer(value(data.facts)),
    listing: { screenshots: listing.screenshots, ...(listing.previewVideo ? { previewVideo: listing.previewVideo } : {}) },
    proof: withoutSchemaPointer(value(data.proof)),
    productPages: value(data.productPages).pages,
    events: value(data.events).events,
    offers: value(data.offers).offers,
    records,
    appStoreLanguages: value(data.appStoreLanguages).languages,
    accessibility: value(data.accessibility).declarations,
    privacyClaims: { file: data.privacyClaims?.file.name ?? dataFiles.privacyClaims.file, claims: value(data.privacyClaims).claims },
    ...(privacyLabel ? { privacyLabel } : {}),
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
