/**
 * The owner's variety: a copy of this project changed by the README's recipes, as owners change
 * theirs, and built by the build's own stages, so the browser suites prove the site an owner
 * builds rather than a fixture that only resembles it. One copy holds them all at once:
 * - a regional variant (`translations add en-GB`) holding only its own spellings;
 * - a right-to-left language and three more (`translations add ar fr ko zh-Hans`), each filled
 *   from one translation in its own plural forms: eight languages in all;
 * - screenshots at an App Store size (1290 × 2796) and a video, saved and listed (the owner's own, where listed);
 * - an in-app event coming up a week from now, with its card image (beside the owner's own events);
 * - a translation's file re-saved by a tool (keys sorted, four spaces: `jq -S --indent 4`);
 * - the app live: Apple's and Google's badges saved, campaign tokens, the store files, proof,
 *   the App Store's saved record, and an offer code with its page.
 * The tests' pseudo-locales are rendered beside its languages (scripts/testing/pseudo-locales.ts).
 */
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { mapStrings } from "../../src/content/copy-keys.ts";
import { assemble, pipelineInputs } from "../pipeline/assemble.ts";
import { withListingTexts } from "../pipeline/fastlane/listing-texts.ts";
import { ownersLaunch, readLanguages, readListing, readSettings } from "../pipeline/sources.ts";
import { writeSite } from "../pipeline/build-site.ts";
import { localeFileIn, readContent } from "../pipeline/content.ts";
import { prepareLaunch } from "../pipeline/launch/prepare.ts";
import { addLocale } from "../translations/add.ts";
import { launchFixture, sampleProof } from "./launch-fixtures.ts";
import { listSampleEvent, listSampleMedia, listSampleOffer, fillFromTranslation } from "./owner-recipes.ts";
import { projectCopy } from "./project-copy.ts";
import { pseudoEvents, pseudoLaunch, pseudoLocales, pseudoProductPages } from "./pseudo-locales.ts";
import { resavedJson } from "./resaved-json.ts";
import { playStoreUrl, storeAppId, storeFileEnv, storeRecordsDir, storeUrl } from "./store-records.ts";

/** The languages the recipes add: a regional variant of English, a right-to-left language, and three more. */
const addedLanguages = { variant: "en-GB", rightToLeft: "ar", more: ["fr", "ko", "zh-Hans"] } as const;

/** The settings of the copy: the app live, with a provider token for campaign links, Google Play, the store files. */
const liveSettings = {
  APP_STORE_STATE: "live",
  APP_STORE_URL: storeUrl,
  APP_STORE_ID: storeAppId,
  APP_STORE_PROVIDER_TOKEN: "123456",
  PLAY_STORE_URL: playStoreUrl,
  ...storeFileEnv,
};

/** British spellings of American ones, the words a regional variant of English gives its own. */
const british: readonly [RegExp, string][] = [
  [/organiz/g, "organis"],
  [/Organiz/g, "Organis"],
  [/color/g, "colour"],
  [/Color/g, "Colour"],
  [/center/g, "centre"],
];

/** The variant's own file: its settings and each English string that has an American spelling, in the British one. */
async function writeBritishSpellings(contentDir: string, code: string): Promise<void> {
  const file = localeFileIn(contentDir, code);
  const own = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
  const english = JSON.parse(await readFile(localeFileIn(contentDir, "en"), "utf8")) as Record<string, unknown>;
  const differences: Record<string, Record<string, string>> = {};
  mapStrings(english, (text, key) => {
    const spelled = british.reduce((words, [american, own]) => words.replace(american, own), text);
    const [group, name, ...deeper] = key.split(".");
    if (spelled !== text && name && deeper.length === 0 && group !== "$schema")
      differences[group] = { ...differences[group], [name]: spelled };
    return text;
  });
  if (Object.keys(differences).length === 0) differences.hero = { tagline: `${(english.hero as { tagline: string }).tagline} (UK)` };
  await writeFile(file, `${JSON.stringify({ ...own, ...differences }, null, 2)}\n`);
}

/** Makes the copy the README's recipes make of the project. */
async function applyRecipes(root: string): Promise<void> {
  const contentDir = path.join(root, "src/content");
  const { variant, rightToLeft, more } = addedLanguages;
  // Only those the owner's site lacks: a language the owner has keeps the owner's words.
  const had = await readLanguageList(contentDir);
  const added = [variant, rightToLeft, ...more].filter((code) => !had.includes(code));
  for (const code of added) await addLocale(code, contentDir);
  if (added.includes(variant)) await writeBritishSpellings(contentDir, variant);
  await fillFromTranslation(
    contentDir,
    added.filter((code) => code !== variant),
  );
  // The owner's own screenshots and video where they have listed them; else the sample, as the README lists it.
  const listing = JSON.parse(await readFile(path.join(contentDir, "launch.json"), "utf8")) as {
    screenshots: unknown[];
    previewVideo: unknown;
  };
  if (listing.screenshots.length === 0 && !listing.previewVideo) await listSampleMedia(root);
  await listSampleEvent(root);
  // A translation re-saved by a tool, keys sorted and four spaces (jq -S --indent 4).
  const resaved = localeFileIn(contentDir, (await readLanguageList(contentDir))[1] ?? "en");
  await writeFile(resaved, `${resavedJson(JSON.parse(await readFile(resaved, "utf8")), { sortKeys: true })}\n`);
  // Going live: the badges saved as the README says (plainly labelled fixtures, never Apple's artwork), proof, the store's record.
  const badges = await launchFixture();
  for (const folder of ["app-store", "google-play"])
    await cp(path.join(badges.assetsDir, folder), path.join(root, "src/assets", folder), { recursive: true });
  await badges.dispose();
  const proofFile = path.join(contentDir, "proof.json");
  const proof = JSON.parse(await readFile(proofFile, "utf8")) as Record<string, unknown>;
  await writeFile(proofFile, `${JSON.stringify({ ...proof, ...sampleProof }, null, 2)}\n`);
  await listSampleOffer(root);
  await mkdir(path.join(contentDir, "store"), { recursive: true });
  for (const record of await readdir(storeRecordsDir)) await cp(path.join(storeRecordsDir, record), path.join(contentDir, "store", record));
}

/** The copy built into `outDir` by the build's stages, its languages published and the pseudo-locales beside them. */
export async function buildOwnersVariety(outDir: string): Promise<{ outDir: string; languages: string[]; dispose: () => Promise<void> }> {
  const root = await projectCopy("site-owner-variety-");
  try {
    await applyRecipes(root);
    const content = await readContent(path.join(root, "src/content"));
    const codes = content.languages.map((language) => language.code);
    const site = readSettings(content, { ...liveSettings, SITE_LOCALES: codes.join(",") });
    const listing = await readListing(site, content, root);
    const languages = withListingTexts(readLanguages(site, content, pseudoLocales), listing, site.listingTexts);
    const launch = await prepareLaunch(site, {
      ...ownersLaunch(site, content, languages, listing),
      ...pseudoLaunch(content.listing.screenshots, content.listing.previewVideo),
      events: pseudoEvents(content.events),
      assetsDir: path.join(root, "src/assets"),
      storeDir: path.join(root, "src/content/store"),
    });
    const withPseudoWords = { ...content, productPages: pseudoProductPages(content.productPages) };
    const { files } = await assemble(await pipelineInputs(), { content: withPseudoWords, site, languages, launch });
    await writeSite(outDir, files);
    return { outDir, languages: codes, dispose: () => rm(root, { recursive: true, force: true }) };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

const readLanguageList = async (contentDir: string) =>
  (JSON.parse(await readFile(path.join(contentDir, "languages.json"), "utf8")) as { languages: string[] }).languages;
