import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fill } from "../../../src/content/copy.ts";
import { sentences } from "../../../src/content/sentences.ts";
import { applicationCategoryOf } from "./app-category.ts";
import { captionOf, parseStrings } from "./strings-file.ts";
import { readFastlane } from "./read-listing.ts";
import { fastlaneFixture, writeFastlaneFixture } from "../../testing/fastlane-fixture.ts";
import { buildFailure, buildInto, renderWith, scratchFolder } from "../../testing/rendered-site.ts";
import { siteContent, siteLanguageCodes } from "../../testing/site-copy.ts";
import { launchFixture } from "../../testing/launch-fixtures.ts";

let fixture: Awaited<ReturnType<typeof writeFastlaneFixture>>;
beforeAll(async () => {
  fixture = await writeFastlaneFixture();
});
afterAll(() => fixture?.dispose());

const read = () => readFastlane(fixture.dir, siteLanguageCodes, siteContent.appStoreLanguages);
const { captions, releaseNotes, promotionalText, defaultNotes, withShots, without, notOnSite } = fastlaneFixture;
const [main, second] = withShots;

describe("frameit's title.strings", () => {
  it("reads one entry a line as frameit does, and captions a screenshot by the first key its path holds", () => {
    const entries = parseStrings(
      '/* captions */\n"01Swipe" = "Swipe \\"away\\"";\n  "ignored" = "indented";\n"a"="b";\n"Swipe" = "later";\n',
    );
    expect(entries).toEqual([
      ["01Swipe", 'Swipe "away"'],
      ["Swipe", "later"],
    ]);
    expect(captionOf("/x/de-DE/iPhone 15-01SWIPE_framed.png", entries)).toBe('Swipe "away"');
    expect(captionOf("/x/de-DE/iPhone 15-02Review.png", entries)).toBeUndefined();
  });
});

describe("the fastlane listing, read", () => {
  it("gives each language the iPhone screenshots deliver would upload: the framed ones where there are, in name order, captioned", async () => {
    const { screenshots } = await read();
    expect(screenshots[second]?.map((shot) => [path.basename(shot.source), shot.caption])).toEqual([
      ["iPhone 15 Pro Max-01Swipe_framed.png", captions[second][0]],
      ["iPhone 15 Pro Max-02Review_framed.png", captions[second][1]],
    ]);
    expect(screenshots[main]?.map((shot) => shot.caption)).toEqual(captions[main]);
    expect(Object.keys(screenshots).sort()).toEqual([main, second].sort());
  });

  it("maps fastlane's codes to the site's and keeps default/ apart, skipping deliver's folders that hold no language", async () => {
    const { texts, defaults } = await read();
    expect(Object.keys(texts).sort()).toEqual([main, second].sort());
    expect(texts[second]?.releaseNotes).toBe(releaseNotes[second]);
    expect(defaults.releaseNotes).toBe(defaultNotes);
  });

  it("names a language of the listing that the site lacks once, with the command that adds it", async () => {
    const named = (await read()).notOnSite;
    expect(named).toEqual([expect.stringContaining(`the App Store listing has ${notOnSite.folder}; the site has no `)]);
    expect(named[0]).toContain(`npm run translations -- add ${notOnSite.code}`);
  });
});

/** The owner's launch.json aside: a maker who keeps the listing with fastlane lists no screenshots there. */
const noListedMedia = { screenshots: [], previewVideo: undefined };

describe("a site built with the fastlane listing", () => {
  // Every language of the site published, as the fixture gives screenshots to some of them and not to another.
  const everyLanguage = siteLanguageCodes.join(",");
  const site = () =>
    renderWith({
      listingRoot: fixture.root,
      launch: noListedMedia,
      env: { SITE_LOCALES: everyLanguage, FASTLANE_LISTING_TEXTS: "promotional_text" },
    });
  const shotsOn = async (locale: string) =>
    [...(await site()).page("index.html", locale).doc.querySelectorAll("img.phone-mockup__shot, img.screens__image")].map((img) => ({
      alt: img.getAttribute("alt"),
      lang: img.getAttribute("lang"),
      src: img.getAttribute("src") ?? "",
    }));

  it("shows each language its own screenshots with its own captions", async () => {
    const own = await shotsOn(second);
    expect(own.map((shot) => shot.alt)).toEqual(captions[second]);
    expect(own.every((shot) => shot.src.includes(`screenshot-${second.toLowerCase()}-`) && shot.lang === null)).toBe(true);
    expect((await shotsOn(main)).map((shot) => shot.alt)).toEqual(captions[main]);
  });

  // The checks of a language the listing leaves out are skipped, not passed, on a site with no third language.
  it.skipIf(!without)("shows a language without screenshots of its own the default language's, marked as in its language", async () => {
    expect((await shotsOn(without as string)).map((shot) => [shot.alt, shot.lang])).toEqual(
      captions[main].map((caption) => [caption, main]),
    );
  });

  const notesOn = async (locale: string) => {
    const notes = (await site()).page("whats-new/index.html", locale).doc.querySelector(".whats-new__notes");
    return [notes?.textContent, notes?.getAttribute("lang") ?? null];
  };

  it("shows What's new in each language from the listing's release notes, offline", async () => {
    expect(await notesOn(second)).toEqual([releaseNotes[second], null]);
    expect(await notesOn(main)).toEqual([releaseNotes[main], null]);
  });

  it.skipIf(!without)("shows a language the listing gives no notes default/'s, marked as in the default language", async () => {
    expect(await notesOn(without as string)).toEqual([defaultNotes, main]);
  });

  it.skipIf(!without)(
    "shows a language the listing gives no notes, with no default/ either, the default language's, marked as in its language",
    async () => {
      const extra = await writeFastlaneFixture();
      await rm(path.join(extra.dir, "metadata", "default", "release_notes.txt"));
      const rendered = await renderWith({ listingRoot: extra.root, launch: noListedMedia, env: { SITE_LOCALES: everyLanguage } });
      const notes = rendered.page("whats-new/index.html", without as string).doc.querySelector(".whats-new__notes");
      expect([notes?.textContent, notes?.getAttribute("lang")]).toEqual([releaseNotes[main], main]);
      await extra.dispose();
    },
  );

  it("takes the promotional text as the home page's description only where the owner opts in", async () => {
    const description = (rendered: Awaited<ReturnType<typeof site>>, locale: string) =>
      rendered.page("index.html", locale).doc.querySelector('meta[name="description"]')?.getAttribute("content");
    expect(description(await site(), second)).toBe(promotionalText[second]);
    const notOptedIn = await renderWith({ listingRoot: fixture.root, launch: noListedMedia, env: { SITE_LOCALES: everyLanguage } });
    expect(description(notOptedIn, second)).not.toBe(promotionalText[second]);
    expect(notOptedIn.page("index.html", second).doc.querySelector(".hero__tagline")?.textContent).toBe(
      (await site()).page("index.html", second).doc.querySelector(".hero__tagline")?.textContent,
    );
  });

  it("lists each language's screenshots in its press facts under a folder of its own", async () => {
    const press = (await site()).page("press/index.html", second).doc;
    expect([...press.querySelectorAll(".press__screens figcaption")].map((caption) => caption.textContent)).toEqual(captions[second]);
  });

  it("stops the build on a screenshot title.strings gives no caption, and on screenshots listed in both places", async () => {
    const extra = await writeFastlaneFixture();
    const folder = path.join(extra.dir, "screenshots", path.basename(path.dirname(fixture.firstShot)));
    await writeFile(path.join(folder, "iPhone 16 Pro Max-03Bin.png"), await readFile(fixture.firstShot));
    expect(await buildFailure({ listingRoot: extra.root, launch: noListedMedia })).toMatch(
      /fastlane\/screenshots\/[^/]+\/iPhone 16 Pro Max-03Bin\.png has no caption: frameit's title\.strings .* "iPhone 16 Pro Max-03Bin" = /,
    );
    await extra.dispose();
    const listed = await launchFixture({ screenshots: 1 });
    expect(await buildFailure({ listingRoot: fixture.root, launch: listed })).toContain(
      "src/content/launch.json lists screenshots and the fastlane listing has them too",
    );
    await listed.dispose();
  });
});

describe("what the listing says of the app beside its languages", () => {
  const { copyright, category, reviewInformation } = fastlaneFixture;
  const site = () => renderWith({ listingRoot: fixture.root, launch: noListedMedia, env: { SITE_LOCALES: siteLanguageCodes.join(",") } });

  it("puts its copyright line in every language's footer, its year as the listing has it, which the page's script never changes", async () => {
    const render = await site();
    for (const { code, copy } of render.languages) {
      const line = render.page("index.html", code).doc.querySelector(".site-footer__copyright");
      expect(line?.textContent).toBe(sentences(fill(copy.chrome.copyright, { holder: copyright }, code), copy.chrome.rights));
      expect(line?.querySelector("[data-year]")).toBeNull();
    }
  });

  it("gives the structured data its primary category, as schema.org's applicationCategory, in every language", async () => {
    const render = await site();
    for (const { code } of render.languages) {
      const data = JSON.parse(render.page("index.html", code).doc.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
      expect(data.applicationCategory).toBe(category.schemaOrg);
    }
    expect(applicationCategoryOf("MZGenre.Photography", "primary_category.txt"), "iTunes Connect's name, as deliver takes it").toBe(
      category.schemaOrg,
    );
  });

  it("stops the build on a primary category App Store Connect has not, naming the file", async () => {
    const extra = await writeFastlaneFixture();
    await writeFile(path.join(extra.dir, "metadata", "primary_category.txt"), "PHOTOS\n");
    expect(await buildFailure({ listingRoot: extra.root, launch: noListedMedia })).toMatch(
      /fastlane\/metadata\/primary_category\.txt says "PHOTOS", which is no App Store category: write App Store Connect's identifier, one of .*PHOTO_AND_VIDEO/,
    );
    await extra.dispose();
  });

  it("never publishes review_information/: no file the build writes, nor the press kit's, holds a word of App Review's contact or demo account", async () => {
    const outDir = await scratchFolder();
    await buildInto(outDir, { listingRoot: fixture.root, launch: noListedMedia, env: { SITE_LOCALES: siteLanguageCodes.join(",") } });
    const texts: [string, string][] = [];
    for (const file of await readdir(outDir, { recursive: true })) {
      const bytes = await readFile(path.join(outDir, file)).catch(() => undefined);
      if (!bytes) continue;
      texts.push([file, bytes.toString("utf8")]);
      if (file.endsWith(".zip"))
        for (const [entry, content] of Object.entries(unzipSync(new Uint8Array(bytes))))
          texts.push([`${file}/${entry}`, strFromU8(content)]);
    }
    // The scan reads what the listing does publish: its copyright line is there.
    expect(texts.some(([, text]) => text.includes(copyright))).toBe(true);
    const secrets = Object.values(reviewInformation).flatMap((text) => [text, ...text.split(/[\s:]+/).filter((word) => word.length > 8)]);
    expect(
      texts.flatMap(([file, text]) => secrets.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret}`)),
    ).toEqual([]);
  });
});
