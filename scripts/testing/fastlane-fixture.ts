/**
 * A maker's fastlane folder, laid out as deliver's and snapshot's documentation and source say
 * (see scripts/pipeline/fastlane/read-listing.ts), for the site's languages: the default and the
 * next with screenshots of their own at two App Store sizes (1320 × 2868 and 1290 × 2796), the
 * second's framed by frameit beside the originals, captions in each language's title.strings (one
 * saved by Xcode as UTF-16), release notes, a default/, a listing in a language the site has not,
 * its copyright line and primary category, and deliver's review folder with App Review's contact
 * and demo account, which the site must never publish. The third language has none of its own. Plain colours stand in for
 * the screenshots, each language its own.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { appStoreLanguage } from "../../src/content/app-store-languages.ts";
import { variantBase } from "../../src/content/variants.ts";
import { privacyLabelFile } from "../pipeline/declarations/privacy-label-file.ts";
import { loadSharp } from "../pipeline/launch/image-size.ts";
import { projectRoot } from "../pipeline/paths.ts";
import { settingsFor, siteContent, siteLanguageCodes } from "./site-copy.ts";

// The default; a translation (no variant of the default's language, en-GB, whose pages would show English's shots as their own); another.
const [main, second, without] = [
  siteLanguageCodes[0],
  ...siteLanguageCodes.filter((code) => !variantBase(code, [siteLanguageCodes[0]])).slice(1),
];
const fastlaneCode = (code: string) => appStoreLanguage(siteContent.appStoreLanguages, code)?.appStore ?? code;
/** The App Store language the site lacks, which the listing has. */
const missing = siteContent.appStoreLanguages.find(
  (language) => !siteLanguageCodes.includes(language.code) && !language.code.includes("-"),
);

/** The site's languages the fixture gives screenshots of their own (the default and the next), one that has none, and what it says. */
export const fastlaneFixture = {
  withShots: [main, second] as const,
  without,
  captions: Object.fromEntries(
    [main, second].map((code) => [code, [`Swipe to keep or delete (${code})`, `Review before anything goes (${code})`]]),
  ) as Record<string, [string, string]>,
  releaseNotes: Object.fromEntries([main, second].map((code) => [code, `Faster review of the bin (${code}).\nFixes a crash on iOS 15.`])),
  defaultNotes: "Bug fixes and improvements.",
  promotionalText: Object.fromEntries([main, second].map((code) => [code, `Tidy your camera roll in minutes a day (${code}).`])),
  /** The listing's language the site has not, by fastlane's code and the site's. */
  notOnSite: { folder: fastlaneCode(missing?.code ?? "fr"), code: missing?.code ?? "fr" },
  /** metadata/copyright.txt, as App Store Connect asks for it: the year the rights were obtained, and who holds them. */
  copyright: "2024 Sample Apps Ltd",
  /** metadata/primary_category.txt, as deliver download_metadata writes it, and schema.org's category for it. */
  category: { appStore: "PHOTO_AND_VIDEO", schemaOrg: "MultimediaApplication" },
  /** metadata/review_information/, by file: App Review's contact and demo account, for App Review's eyes only. */
  reviewInformation: {
    "first_name.txt": "Reviewcontactfirst",
    "last_name.txt": "Reviewcontactlast",
    "phone_number.txt": "+1 555 0199 4242",
    "email_address.txt": "app-review-contact@example.org",
    "demo_user.txt": "demo-user-7c1f",
    "demo_password.txt": "demo-password-9b2e-never-publish",
    "notes.txt": "Review notes: sign in is not needed.",
  },
};

const png = async (width: number, height: number, colour: string) =>
  (await loadSharp())({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** title.strings as frameit reads it: a blank first line, then `"key" = "value";` a line. */
const titleStrings = (entries: [string, string][]) => `\n${entries.map(([key, value]) => `"${key}" = "${value}";`).join("\n")}\n`;
const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);

/** Writes the fixture into `root`/fastlane; returns the folder and a way to remove what it made. */
export async function writeFastlaneFixture(
  root?: string,
): Promise<{ root: string; dir: string; firstShot: string; dispose: () => Promise<void> }> {
  const base = root ?? (await mkdtemp(path.join(os.tmpdir(), "site-fastlane-")));
  const dir = path.join(base, "fastlane");
  const write = async (file: string, bytes: string | Buffer) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), bytes);
  };
  const { captions, releaseNotes, promotionalText, notOnSite, defaultNotes } = fastlaneFixture;
  // snapshot's names: the simulator, a dash, the name the UI test gave the screenshot.
  const shots = ["01Swipe", "02Review"];
  const [first, next] = [fastlaneCode(main), fastlaneCode(second)];
  for (const [index, name] of shots.entries()) {
    await write(`screenshots/${first}/iPhone 16 Pro Max-${name}.png`, await png(1320, 2868, index ? "#3050a0" : "#2040c0"));
    await write(`screenshots/${next}/iPhone 15 Pro Max-${name}.png`, await png(1290, 2796, index ? "#a03030" : "#c02020"));
    // frameit's output beside its source: deliver then uploads only these.
    await write(`screenshots/${next}/iPhone 15 Pro Max-${name}_framed.png`, await png(1290, 2796, index ? "#a05050" : "#c04040"));
  }
  await write(`screenshots/${notOnSite.folder}/iPhone 16 Pro Max-01Swipe.png`, await png(1320, 2868, "#20a040"));
  await write(`screenshots/${first}/title.strings`, titleStrings(shots.map((key, index) => [key, captions[main][index]])));
  await write(`screenshots/${next}/title.strings`, utf16(titleStrings(shots.map((key, index) => [key, captions[second][index]]))));
  await write("metadata/default/release_notes.txt", `${defaultNotes}\n`);
  for (const [code, folder] of [
    [main, first],
    [second, next],
  ]) {
    await write(`metadata/${folder}/release_notes.txt`, `${releaseNotes[code]}\n`);
    await write(`metadata/${folder}/promotional_text.txt`, `${promotionalText[code]}\n`);
  }
  await write(`metadata/${first}/name.txt`, "SwipeClean: Photo Cleaner\n");
  await write(`metadata/${notOnSite.folder}/name.txt`, "SwipeClean\n");
  for (const [file, text] of Object.entries(fastlaneFixture.reviewInformation))
    await write(`metadata/review_information/${file}`, `${text}\n`);
  // The owner's privacy label, where they keep it beside their listing: it is no part of what this one stands in for.
  const ownLabel = path.join(projectRoot, settingsFor().fastlanePath, privacyLabelFile);
  if (existsSync(ownLabel)) await write(privacyLabelFile, await readFile(ownLabel));
  await write("metadata/copyright.txt", `${fastlaneFixture.copyright}\n`);
  await write("metadata/primary_category.txt", `${fastlaneFixture.category.appStore}\n`);
  return {
    root: base,
    dir,
    firstShot: path.join(dir, `screenshots/${first}/iPhone 16 Pro Max-01Swipe.png`),
    dispose: () => rm(root ? dir : base, { recursive: true, force: true }),
  };
}
