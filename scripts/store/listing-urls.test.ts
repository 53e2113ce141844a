import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appStoreLanguage } from "../../src/content/app-store-languages.ts";
import { distDir } from "../testing/dist.ts";
import { fastlaneFixture, writeFastlaneFixture } from "../testing/fastlane-fixture.ts";
import { settingsFor, siteContent } from "../testing/site-copy.ts";
import { listingLinks, writeListingUrls } from "./listing-urls.ts";

let fixture: Awaited<ReturnType<typeof writeFastlaneFixture>>;
beforeAll(async () => {
  fixture = await writeFastlaneFixture();
});
afterAll(() => fixture?.dispose());

const site = settingsFor();
const write = () => writeListingUrls(site, site.locales, siteContent.appStoreLanguages, path.join(fixture.dir, "metadata"));

describe("npm run store -- fastlane-urls", () => {
  it("writes the marketing, support and privacy links of each published language the listing has, each to a page of that language the build made", async () => {
    const folderOf = (code: string) => appStoreLanguage(siteContent.appStoreLanguages, code)?.appStore ?? code;
    // The listing's languages as the maker left it, before the command runs.
    const listed = site.locales.filter((code) => existsSync(path.join(fixture.dir, "metadata", folderOf(code))));
    const { written, notInListing } = await write();
    expect(listed.length).toBeGreaterThan(1);
    expect(written).toHaveLength(listed.length * Object.keys(listingLinks).length);
    // A language the listing lacks is named, and no folder is made for it: deliver would add it to the App Store page.
    expect(notInListing).toEqual(site.locales.filter((code) => !listed.includes(code)).map(folderOf));
    if (fastlaneFixture.without && site.locales.includes(fastlaneFixture.without))
      expect(notInListing, "the fixture leaves a published language out of the listing").toContain(folderOf(fastlaneFixture.without));
    for (const code of notInListing) expect(existsSync(path.join(fixture.dir, "metadata", code))).toBe(false);
    for (const code of listed) {
      const folder = folderOf(code);
      for (const name of Object.keys(listingLinks)) {
        const url = (await readFile(path.join(fixture.dir, "metadata", folder, name), "utf8")).trim();
        const page = new URL(url).pathname.slice(new URL(site.url).pathname.length);
        expect(existsSync(path.join(distDir(), page, "index.html")), `${folder}/${name}: ${url}`).toBe(true);
        if (code !== site.locales[0]) expect(page.startsWith(`${code}/`), url).toBe(true);
      }
    }
  });

  it("changes nothing on a second run, and nothing else of the listing", async () => {
    const notes = path.join(fixture.dir, "metadata/default/release_notes.txt");
    const before = await readFile(notes, "utf8");
    await write();
    expect((await write()).written.filter((link) => link.changed)).toEqual([]);
    expect(await readFile(notes, "utf8")).toBe(before);
  });
});
