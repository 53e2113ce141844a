/**
 * The App Store listing the maker keeps with fastlane, read as deliver, snapshot and frameit lay
 * it out (fastlane/deliver/lib/deliver/loader.rb, upload_metadata.rb, app_screenshot.rb):
 *   metadata/<locale>/release_notes.txt, name.txt, subtitle.txt, promotional_text.txt, and
 *     metadata/default/'s, for a language that has none of its own (taken to be in English);
 *   metadata/copyright.txt and primary_category.txt, which hold no language (upload_metadata.rb's
 *     NON_LOCALISED_VERSION_VALUES and NON_LOCALISED_APP_VALUES);
 *   screenshots/<locale>/*.png|jpg: the iPhone set, its device told by its pixels, only the
 *     *_framed ones where a folder has any (deliver uploads only those then), in file-name order,
 *     each captioned by frameit's title.strings;
 *   metadata/android/<locale>/ (supply): images/phoneScreenshots/ and changelogs/;
 *   app_privacy_details.json, the privacy label upload_app_privacy_details_to_app_store uploads
 *   (its default path, fastlane/app_privacy_details.json), checked where it enters.
 * fastlane's codes (en-US, de-DE, ja, ar-SA…) are mapped to the site's by the App Store
 * languages; one the site lacks is named once, with the command that adds it. Nothing else is
 * opened: never review_information/ (the reviewer's contact and the demo account's password),
 * nor trade_representative_contact_information/ or app_clip_review_information/.
 */
import type { Dirent } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { appStoreLanguage, englishName } from "../../../src/content/app-store-languages.ts";
import type { AppStoreLanguage } from "../../../src/content/app-store-languages.ts";
import type { PrivacyLabel } from "../../../src/content/privacy-label.ts";
import { privacyLabelFile, readPrivacyLabelFile } from "../declarations/privacy-label-file.ts";
import { BuildError } from "../errors.ts";
import { applicationCategoryOf } from "./app-category.ts";
import { shownPath } from "../paths.ts";
import { iPhoneSet } from "./iphone-screenshots.ts";
import type { ListingShot } from "./iphone-screenshots.ts";

/** The texts of a language's listing the site can use. */
export interface ListingTexts {
  releaseNotes?: string;
  name?: string;
  subtitle?: string;
  promotionalText?: string;
}

const textFiles: Record<keyof ListingTexts, string> = {
  releaseNotes: "release_notes.txt",
  name: "name.txt",
  subtitle: "subtitle.txt",
  promotionalText: "promotional_text.txt",
};

export interface FastlaneListing {
  /** The iPhone screenshots by the site's language code. */
  screenshots: Record<string, ListingShot[]>;
  /** Each language's own texts, by the site's language code. */
  texts: Record<string, ListingTexts>;
  /** metadata/default/'s, which deliver gives every language that has no file of its own. */
  defaults: ListingTexts;
  /** Google Play's (supply): phone screenshots and the latest changelog, by the site's language code. */
  play: { screenshots: Record<string, string[]>; changelogs: Record<string, string> };
  /** A line for each language of the listing that the site has not, and each folder that names no language. */
  notOnSite: string[];
  /** metadata/copyright.txt: who owns the app's rights, after the year they were obtained ("2026 SwipeClean Ltd"). */
  copyright?: string;
  /** schema.org's applicationCategory for metadata/primary_category.txt (./app-category.ts). */
  applicationCategory?: string;
  /** The privacy label kept beside the listing, where there is one. */
  privacyLabel?: PrivacyLabel;
}

/** deliver's folders that hold no language (loader.rb's EXCEPTION_DIRECTORIES), and its fallback. */
const notLanguages = ["review_information", "trade_representative_contact_information", "app_clip_review_information", "android", "fonts"];
const fallbackFolder = "default";

/** Google Play's codes (supply's folders) that are no App Store code for the same language. */
const playCodes: Record<string, string> = {
  iw: "he",
  "iw-IL": "he",
  "zh-CN": "zh-Hans",
  "zh-TW": "zh-Hant",
  "zh-HK": "zh-Hant",
  "es-419": "es-MX",
};

const byName = new Intl.Collator("en", { numeric: true }).compare;

const folders = (dir: string): Promise<Dirent[]> =>
  readdir(dir, { withFileTypes: true })
    .then((entries) => entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith(".")))
    .catch(() => []);

const imagesIn = async (dir: string): Promise<string[]> =>
  (await readdir(dir).catch(() => []))
    .filter((name) => /\.(png|jpe?g)$/i.test(name) && !name.startsWith("."))
    .sort(byName)
    .map((name) => path.join(dir, name));

const textOf = (file: string) =>
  readFile(file, "utf8").then(
    (text) => text.trim() || undefined,
    () => undefined,
  );

/** Reads fastlane's folders under `dir` for the site's languages (`siteCodes`), or nothing where there is no such folder. */
export async function readFastlane(
  dir: string,
  siteCodes: readonly string[],
  appStoreLanguages: readonly AppStoreLanguage[],
): Promise<FastlaneListing> {
  const notOnSite = new Set<string>();
  /** The site's code for a folder of the listing, or undefined (named once in notOnSite). */
  const siteCode = (folder: string, where: string, store: "App Store" | "Google Play"): string | undefined => {
    const code =
      store === "Google Play"
        ? (siteCodes.find((known) => known.toLowerCase() === folder.toLowerCase()) ??
          playCodes[folder] ??
          appStoreLanguage(appStoreLanguages, folder)?.code ??
          folder.split("-")[0])
        : appStoreLanguage(appStoreLanguages, folder)?.code;
    if (code && siteCodes.includes(code)) return code;
    if (!code)
      notOnSite.add(`${shownPath(path.join(dir, where, folder))}: ${folder} is no App Store language; fastlane's deliver refuses it too`);
    else
      notOnSite.add(
        `the ${store} listing has ${folder}; the site has no ${englishName(code)}: npm run translations -- add ${code} (then translate it)`,
      );
    return undefined;
  };
  const languageFolders = async (where: string, store: "App Store" | "Google Play" = "App Store") =>
    (await folders(path.join(dir, where)))
      .filter((entry) => !notLanguages.includes(entry.name.toLowerCase()) && entry.name !== fallbackFolder)
      .flatMap((entry) => {
        const code = siteCode(entry.name, where, store);
        return code ? [{ code, folder: path.join(dir, where, entry.name) }] : [];
      });

  const textsIn = async (folder: string): Promise<ListingTexts> => {
    const found: ListingTexts = {};
    for (const [key, file] of Object.entries(textFiles) as [keyof ListingTexts, string][]) {
      const value = await textOf(path.join(folder, file));
      if (value) found[key] = value;
    }
    return found;
  };
  const texts: Record<string, ListingTexts> = {};
  for (const { code, folder } of await languageFolders("metadata")) texts[code] = await textsIn(folder);
  const defaults = await textsIn(path.join(dir, "metadata", fallbackFolder));

  const screenshots: Record<string, ListingShot[]> = {};
  for (const { code, folder } of await languageFolders("screenshots")) {
    const shots = await iPhoneSet(await imagesIn(folder));
    if (shots.length > 0) screenshots[code] = shots;
  }

  const play: FastlaneListing["play"] = { screenshots: {}, changelogs: {} };
  for (const { code, folder } of await languageFolders("metadata/android", "Google Play")) {
    const shots = await imagesIn(path.join(folder, "images/phoneScreenshots"));
    if (shots.length > 0) play.screenshots[code] = shots;
    const changelogs = (await readdir(path.join(folder, "changelogs")).catch(() => [])).filter((name) => /^(\d+|default)\.txt$/.test(name));
    const latest =
      changelogs
        .filter((name) => name !== "default.txt")
        .sort(byName)
        .at(-1) ?? changelogs.find((name) => name === "default.txt");
    const changelog = latest && (await textOf(path.join(folder, "changelogs", latest)));
    if (changelog) play.changelogs[code] = changelog;
  }
  const label = await readPrivacyLabelFile(path.join(dir, privacyLabelFile));
  if (label.problems.length > 0) throw new BuildError("fastlane", label.problems.join("\n"));
  const copyright = await textOf(path.join(dir, "metadata", "copyright.txt"));
  const categoryFile = path.join(dir, "metadata", "primary_category.txt");
  const category = await textOf(categoryFile);
  return {
    screenshots,
    texts,
    defaults,
    play,
    notOnSite: [...notOnSite],
    ...(copyright ? { copyright } : {}),
    ...(category ? { applicationCategory: applicationCategoryOf(category, shownPath(categoryFile)) } : {}),
    ...(label.label ? { privacyLabel: label.label } : {}),
  };
}
