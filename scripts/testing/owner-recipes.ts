/**
 * Recipes of the README done in a copy of the project, as an owner does them, by the functions
 * their commands run: a language added (`npm run translations -- add`), filled from one
 * translation as a translator's file for it would be shaped, sample screenshots and a video
 * saved and listed, and an in-app event coming up. For the tests' copies and the owner-edit runner; never for a real project:
 * the site ships only real translations, and Apple's artwork is not ours.
 */
import { existsSync } from "node:fs";
import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Offer } from "../../src/content/offers.ts";
import { withPluralForms } from "../../src/content/placeholders.ts";
import { variantBase } from "../../src/content/variants.ts";
import { localeFileIn } from "../pipeline/content.ts";
import { fileStrings, withEdits } from "../translations/locale-file.ts";
import { sampleEvent, writeSampleEventCard } from "./event-fixtures.ts";
import { launchFixture } from "./launch-fixtures.ts";

/** The site's first translation (German, as the project ships): the words a filled language is given. */
async function firstTranslation(contentDir: string): Promise<string> {
  const { languages } = JSON.parse(await readFile(path.join(contentDir, "languages.json"), "utf8")) as { languages: string[] };
  const found = languages.find((code, index) => index > 0 && !code.includes("-"));
  if (!found) throw new Error(`${contentDir}/languages.json lists no translation to fill other languages from`);
  return found;
}

/** Each language of `codes` (added before) given the words of the site's first translation, each plural in the language's own CLDR forms. */
export async function fillFromTranslation(contentDir: string, codes: readonly string[]): Promise<void> {
  const german = fileStrings(JSON.parse(await readFile(localeFileIn(contentDir, await firstTranslation(contentDir)), "utf8")));
  for (const code of codes) {
    const text = await readFile(localeFileIn(contentDir, code), "utf8");
    const edits = [...fileStrings(JSON.parse(text))].flatMap(([key, { path: at }]) => {
      const words = german.get(key);
      return words && at[0] !== "language" ? [{ path: at, value: withPluralForms(words.value, code) }] : [];
    });
    await writeFile(localeFileIn(contentDir, code), withEdits(text, edits));
  }
}

/**
 * Three sample screenshots at an App Store size the README names (1290 × 2796) and a sample
 * video, saved under `root`'s src/assets/ and listed in its src/content/launch.json, with their
 * words in each language the sample has.
 */
export async function listSampleMedia(root: string): Promise<number> {
  const fixture = await launchFixture({ screenshots: 3, video: true, size: [1290, 2796] });
  for (const folder of ["screenshots", "preview"])
    await cp(path.join(fixture.assetsDir, folder), path.join(root, "src/assets", folder), { recursive: true });
  const listing = path.join(root, "src/content/launch.json");
  const launch = JSON.parse(await readFile(listing, "utf8")) as Record<string, unknown>;
  if (!Array.isArray(launch.screenshots) || launch.screenshots.length > 0 || launch.previewVideo !== null)
    throw new Error(`${listing} no longer has the empty lists this recipe fills`);
  await writeFile(
    listing,
    `${JSON.stringify({ ...launch, screenshots: fixture.screenshots, previewVideo: fixture.previewVideo }, null, 2)}\n`,
  );
  await fixture.dispose();
  return fixture.screenshots.length;
}

/**
 * The README's in-app event recipe: a sample event starting a week from now, its card image
 * saved under `root`'s src/assets/events/ and the event listed in its src/content/events.json with
 * words in each of its languages. Dated by the clock, so that the browsers, at theirs, show it.
 */
export async function listSampleEvent(root: string): Promise<void> {
  await writeSampleEventCard(path.join(root, "src/assets"));
  const contentDir = path.join(root, "src/content");
  const { languages } = JSON.parse(await readFile(path.join(contentDir, "languages.json"), "utf8")) as { languages: string[] };
  const file = path.join(contentDir, "events.json");
  const listed = JSON.parse(await readFile(file, "utf8")) as { events: { referenceName: string }[] };
  const event = sampleEvent(languages);
  // Once: App Store Connect takes a reference name once, and a site that lists the sample already keeps it.
  if (listed.events.some((each) => each.referenceName === event.referenceName)) return;
  await writeFile(file, `${JSON.stringify({ ...listed, events: [...listed.events, event] }, null, 2)}\n`);
}

/** The README's offer code (Make it yours: Offer codes), in its words. */
const sampleOffer: Offer = {
  code: "SPRING2027",
  gives: { en: "Three months of unlimited swipes, free", de: "Drei Monate unbegrenzt swipen, gratis", ja: "3か月間スワイプし放題が無料" },
  ends: "2027-05-31",
};

/**
 * The offers of `root`'s src/content/offers.json as the README's recipe lists them: its sample
 * code where the owner lists none; and each offer saying what it gives in every language the
 * site has, a language without words of its own given the site's first translation's, as
 * fillFromTranslation fills its copy (a regional variant shows its base's).
 */
export async function listSampleOffer(root: string): Promise<void> {
  const contentDir = path.join(root, "src/content");
  const file = path.join(contentDir, "offers.json");
  const listed = JSON.parse(await readFile(file, "utf8")) as { offers: Offer[] };
  const { languages } = JSON.parse(await readFile(path.join(contentDir, "languages.json"), "utf8")) as { languages: string[] };
  const first = await firstTranslation(contentDir);
  const everywhere = (offer: Offer): Offer => ({
    ...offer,
    gives: Object.fromEntries(
      languages
        .filter((code) => !variantBase(code, languages))
        .map((code) => [code, offer.gives[code] ?? offer.gives[first] ?? offer.gives.en]),
    ),
  });
  const offers = (listed.offers.length > 0 ? listed.offers : [sampleOffer]).map(everywhere);
  await writeFile(file, `${JSON.stringify({ ...listed, offers }, null, 2)}\n`);
}

/**
 * The README's custom product page (A landing page for each custom product page), in its words,
 * listed in `root`'s src/content/product-pages.json: its screenshots the first two the listing
 * names, in the other order, as an owner names those of their own listing.
 */
export async function listSampleProductPage(root: string): Promise<void> {
  const contentDir = path.join(root, "src/content");
  const launch = JSON.parse(await readFile(path.join(contentDir, "launch.json"), "utf8")) as { screenshots: { file: string }[] };
  const [first, second] = launch.screenshots.map((screenshot) => screenshot.file);
  const file = path.join(contentDir, "product-pages.json");
  const listed = JSON.parse(await readFile(file, "utf8")) as { pages: unknown[] };
  const page = {
    slug: "photographers",
    ppid: "45812c9b-c296-43d3-c6a0-c5a02f74bf6e",
    campaign: "photographers",
    hero: {
      en: { headline: "A thousand shots, sorted by lunch", tagline: "Keep the keepers." },
      de: { headline: "Tausend Fotos, bis mittags sortiert" },
    },
    ...(first && second ? { screenshots: { en: [second, first] } } : {}),
  };
  await writeFile(file, `${JSON.stringify({ ...listed, pages: [...listed.pages, page] }, null, 2)}\n`);
}

/** The words the README's crash-reporting recipe gives each language, by its language (a language filled from another takes English's). */
const crashReportingWords: Readonly<Record<string, { claim: string; collection: string; description: string }>> = {
  en: {
    claim: "{appName} collects only anonymous crash reports, to fix the app: nothing about you or your photos.",
    collection: "When the app crashes, it sends an anonymous crash report, linked to no one, so that we can fix the fault.",
    description:
      "How the app handles your information: photos stay on your device, only photo library access is requested, and only anonymous crash reports are sent.",
  },
  de: {
    claim: "{appName} sammelt nur anonyme Absturzberichte, um Fehler zu beheben: nichts über dich oder deine Fotos.",
    collection:
      "Stürzt die App ab, sendet sie einen anonymen Absturzbericht, der mit niemandem verknüpft ist, damit wir den Fehler beheben können.",
    description:
      "Wie die App mit deinen Daten umgeht: Fotos bleiben auf deinem Gerät, nur der Zugriff auf die Mediathek wird erbeten, und nur anonyme Absturzberichte werden gesendet.",
  },
  ja: {
    claim: "{appName}が収集するのは、不具合を直すための匿名のクラッシュレポートだけです。あなたや写真についての情報は収集しません。",
    collection: "アプリがクラッシュしたときは、不具合を直すために、誰とも結び付かない匿名のクラッシュレポートを送信します。",
    description:
      "アプリが情報をどう扱うか：写真は端末に残り、求めるのは写真ライブラリへのアクセスだけで、送信するのは匿名のクラッシュレポートだけです。",
  },
};

/**
 * The README's recipe for crash reporting (What the App Store page declares), in `root`: the
 * label, wherever it is kept, declares anonymous crash data; each language that says so in its
 * own file rewords `claims.noDataCollected`, the policy's description and its Data Collection
 * section; and src/content/privacy-claims.json says what the reworded claim still rules out.
 */
export async function declareCrashReporting(root: string, fastlanePath = "fastlane"): Promise<void> {
  const contentDir = path.join(root, "src/content");
  const label = [path.join(root, fastlanePath, "app_privacy_details.json"), path.join(contentDir, "app_privacy_details.json")].find(
    existsSync,
  );
  if (!label) throw new Error(`${root} keeps no privacy label for the recipe to change`);
  const crashData = [{ category: "CRASH_DATA", purposes: ["APP_FUNCTIONALITY"], data_protections: ["DATA_NOT_LINKED_TO_YOU"] }];
  await writeFile(label, `${JSON.stringify(crashData, null, 2)}\n`);
  const { languages } = JSON.parse(await readFile(path.join(contentDir, "languages.json"), "utf8")) as { languages: string[] };
  for (const code of languages) {
    const file = localeFileIn(contentDir, code);
    const copy = JSON.parse(await readFile(file, "utf8")) as Record<string, Record<string, unknown>>;
    if (typeof copy.claims?.noDataCollected !== "string") continue;
    const words = crashReportingWords[new Intl.Locale(code).language] ?? crashReportingWords.en;
    copy.claims.noDataCollected = words.claim;
    copy.privacy.description = words.description;
    const sections = copy.privacy.sections as { id: string; paragraphs: string[] }[];
    const collection = sections.find((section) => section.id === "data-collection");
    if (collection) collection.paragraphs = [`${collection.paragraphs[0]} ${words.collection}`, ...collection.paragraphs.slice(1)];
    await writeFile(file, `${JSON.stringify(copy, null, 2)}\n`);
  }
  const claimsFile = path.join(contentDir, "privacy-claims.json");
  const claims = JSON.parse(await readFile(claimsFile, "utf8")) as { claims: Record<string, unknown> };
  claims.claims.noDataCollected = { rulesOut: ["PHOTOS_OR_VIDEOS", "CONTACTS", "PRECISE_LOCATION"] };
  await writeFile(claimsFile, `${JSON.stringify(claims, null, 2)}\n`);
}
