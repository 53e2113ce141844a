import { mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseHtml } from "../../testing/dom.ts";
import { launchFixture } from "../../testing/launch-fixtures.ts";
import type { LaunchFixture } from "../../testing/launch-fixtures.ts";
import { buildFailure, buildInto, renderWith, scratchFolder } from "../../testing/rendered-site.ts";
import { live } from "../../testing/store-records.ts";
import type { TestSite } from "../../testing/rendered-site.ts";
import { metaPolicy, policyDirectives } from "../../testing/csp.ts";
import { parseHeadersFile } from "../../hosts/host-rules.ts";
import { publishedLocales, siteCopy } from "../../testing/site-copy.ts";
import { localeOutput } from "../../../src/routing/languages.ts";
import { pressIconSizes } from "../../../src/launch/press-facts.ts";

/** The languages the default build publishes. */
const locales = publishedLocales();

const scratch = await scratchFolder();
const failure = (env: Record<string, string>, launch: TestSite["launch"]) => buildFailure({ env, launch });

describe("the screenshots and the preview video", () => {
  let fixture: LaunchFixture;
  beforeAll(async () => {
    fixture = await launchFixture({ screenshots: 2, video: true });
  });
  afterAll(() => fixture?.dispose());

  const broken = async (change: (dir: string) => Promise<void>, germanAlt?: string) => {
    const copy = await launchFixture({ screenshots: 1 });
    await change(copy.assetsDir);
    const message = await failure(live, {
      ...copy,
      screenshots: copy.screenshots.map((entry) => ({ ...entry, alt: { ...entry.alt, de: germanAlt ?? entry.alt.de } })),
    });
    await copy.dispose();
    return message;
  };

  it("stops the build on a screenshot that is missing, landscape, too small or undescribed", async () => {
    expect(await broken((dir) => rm(path.join(dir, "screenshots/screen-1.png")))).toMatch(
      /screenshot 1 in src\/content\/launch\.json \(.*screen-1\.png\) does not exist/,
    );
    const landscape = (dir: string) =>
      sharp({ create: { width: 1300, height: 600, channels: 3, background: "#ffffff" } })
        .png()
        .toFile(path.join(dir, "screenshots/screen-1.png"))
        .then(() => undefined);
    expect(await broken(landscape)).toContain("is 1300 × 600: landscape");
    const small = (dir: string) =>
      sharp({ create: { width: 600, height: 1300, channels: 3, background: "#ffffff" } })
        .png()
        .toFile(path.join(dir, "screenshots/screen-1.png"))
        .then(() => undefined);
    expect(await broken(small)).toContain("is 600 × 1300: neither an App Store size");
    expect(await broken(async () => undefined, " ")).toContain("has no alt text in de");
  });

  it("stops the build on a video that is not an MP4, or has no poster", async () => {
    const video = fixture.previewVideo;
    if (!video) throw new Error("the launch fixture lists no video");
    const notMp4 = { ...fixture, previewVideo: { ...video, file: "poster.png" } };
    expect(await failure(live, notMp4)).toContain("is not an MP4 (H.264 or HEVC)");
    const noPoster = { ...fixture, previewVideo: { ...video, poster: "missing.png" } };
    expect(await failure(live, noPoster)).toContain("missing.png does not exist; the video needs a poster");
  });

  it("encodes each screenshot as AVIF and WebP at 240, 480 and 720 px and one JPEG, and shows the first in the hero's phone, fetched first", async () => {
    const outDir = path.join(scratch, "screens");
    await buildInto(outDir, { env: live, launch: fixture });
    const assets = await readdir(path.join(outDir, "assets"));
    for (const screen of [1, 2]) {
      for (const [extension, widths] of [
        ["avif", 3],
        ["webp", 3],
        ["jpg", 1],
      ] as const) {
        expect(
          assets.filter((file) => file.startsWith(`screenshot-${screen}-`) && file.endsWith(`.${extension}`)).length,
          `${screen} ${extension}`,
        ).toBe(widths);
      }
    }
    const doc = parseHtml(await readFile(path.join(outDir, "index.html"), "utf8"));
    const hero = doc.querySelector(".phone-mockup img");
    expect(hero?.getAttribute("alt")).toBe(fixture.screenshots[0].alt.en);
    // First asked for, yet never ahead of the headline, the largest paint on a phone.
    expect(doc.querySelector('link[rel="preload"][as="image"]')?.getAttribute("imagesrcset")).toBe(
      doc.querySelector(".phone-mockup source")?.getAttribute("srcset"),
    );
    expect(hero?.getAttribute("fetchpriority")).toBe("low");
    expect(hero?.hasAttribute("loading")).toBe(false);
    expect(Array.from(doc.querySelectorAll(".phone-mockup source"), (source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(doc.querySelector(".phone-mockup source")?.getAttribute("srcset")).toMatch(
      /^\/assets\/screenshot-1-240\.\w+\.avif 240w, \/assets\/screenshot-1-480\.\w+\.avif 480w, \/assets\/screenshot-1-720\.\w+\.avif 720w$/,
    );
    expect(doc.querySelectorAll(".floating-label")).toHaveLength(3);
    const strip = Array.from(doc.querySelectorAll(".screens img"));
    expect(strip.map((image) => image.getAttribute("alt"))).toEqual(fixture.screenshots.slice(1).map((entry) => entry.alt.en));
    for (const image of [hero, ...strip]) {
      for (const attribute of ["width", "height", "src"]) expect(image?.getAttribute(attribute), attribute).toBeTruthy();
      expect(image?.getAttribute("decoding")).toBe("async");
      // Each width of each format a browser we serve shows; the JPEG is for one that shows neither.
      for (const source of Array.from(image?.parentElement?.querySelectorAll("source") ?? []))
        for (const attribute of ["sizes", "srcset"]) expect(source.getAttribute(attribute), attribute).toBeTruthy();
      expect(image?.getAttribute("src")).toMatch(/\.jpg$/);
    }
    for (const image of strip) expect(image.getAttribute("loading")).toBe("lazy");
    expect(doc.querySelector(".screens__strip")?.getAttribute("aria-label")).toBe(siteCopy().launch.screensLabel);
    // Below the features, out of the 1,250 px around a phone's first screen where Chromium
    // fetches lazy images anyway (the bench counts what is fetched).
    expect(Array.from(doc.querySelectorAll("main > section"), (section) => section.className.split(" ").at(-1)).slice(0, 3)).toEqual([
      "hero",
      "features",
      "screens",
    ]);
  });

  it("encodes an unchanged screenshot or poster only once: a second build takes every file from the cache, byte for byte", async () => {
    const [first, second] = [path.join(scratch, "cold"), path.join(scratch, "warm")];
    await buildInto(first, { env: live, launch: fixture });
    const again = await buildInto(second, { env: live, launch: fixture });
    // The owner's in-app events' cards are encoded beside the fixture's screenshots.
    const { launch } = await renderWith({ env: live, launch: fixture });
    const encoded = [...launch.screenshots, ...(launch.events ?? []).map((event) => event.image)].flatMap((image) =>
      image.sources.flatMap((source) => source.files),
    );
    expect(encoded.length, "AVIF and WebP at three widths").toBeGreaterThan(launch.screenshots.length * 2 * 3);
    // A card is drawn once however many pages show it (a variant without words of its own shows its base's).
    const socialCards = (await readdir(path.join(first, "assets"))).filter((file) => file.startsWith("social.")).length;
    expect(socialCards).toBeGreaterThanOrEqual(1);
    expect(
      again.cachedImages,
      "each screenshot and event card at each width and format it is shown in, the poster, each social card, the Home Screen icon and the press kit's icons",
    ).toBe(encoded.length + 1 + socialCards + 1 + pressIconSizes.length);
    for (const file of await readdir(path.join(first, "assets"))) {
      expect((await readFile(path.join(second, "assets", file))).equals(await readFile(path.join(first, "assets", file))), file).toBe(true);
    }
  });

  it("lets the landing page, and only it, play media from our origin once a video is configured; assets are cached for a year", async () => {
    const [withVideo, without] = [path.join(scratch, "video"), path.join(scratch, "no-video")];
    await buildInto(withVideo, { env: live, launch: fixture });
    await buildInto(without, { env: live, launch: { ...fixture, previewVideo: undefined } });
    const policy = async (dir: string, file: string) =>
      policyDirectives(metaPolicy(parseHtml(await readFile(path.join(dir, file), "utf8"))));
    expect((await policy(withVideo, "index.html")).get("media-src")).toEqual(["'self'"]);
    expect((await policy(withVideo, "privacy/index.html")).get("media-src")).toBeUndefined();
    expect((await policy(without, "index.html")).get("media-src")).toBeUndefined();
    expect((await policy(withVideo, "index.html")).get("img-src")).toEqual(["'self'", "data:"]);
    const headers = parseHeadersFile(await readFile(path.join(withVideo, "_headers"), "utf8"));
    expect(headers.get("/assets/*")).toEqual(["Cache-Control: public, max-age=31536000, immutable"]);
    const doc = parseHtml(await readFile(path.join(withVideo, "index.html"), "utf8"));
    const video = doc.querySelector(".preview-dialog video");
    expect([
      video?.hasAttribute("controls"),
      video?.hasAttribute("playsinline"),
      video?.getAttribute("preload"),
      video?.hasAttribute("autoplay"),
    ]).toEqual([true, true, "none", false]);
    expect(doc.querySelector(".preview-control")?.textContent).toBe(siteCopy().launch.watch);
  });

  it("leaves the site as it is with nothing listed: no asset but the social cards, no media, the drawn phone", async () => {
    const outDir = path.join(scratch, "default");
    await mkdir(outDir, { recursive: true });
    const nothing = await launchFixture({ badges: false });
    try {
      await buildInto(outDir, { env: {}, launch: nothing, events: [] });
    } finally {
      await nothing.dispose();
    }
    const pagesOf = await Promise.all(
      locales.map((code) => readFile(path.join(outDir, localeOutput(code, "index.html")), "utf8").then(parseHtml)),
    );
    const cards = new Set(
      pagesOf.map((doc) =>
        doc
          .querySelector('meta[property="og:image"]')
          ?.getAttribute("content")
          ?.replace(/^.*\/assets\//, ""),
      ),
    );
    // The cards of the homes, and of any custom product page with words of its own.
    const assets = await readdir(path.join(outDir, "assets"));
    for (const file of assets) expect(file).toMatch(/^social\.[0-9a-f]{10}\.png$/);
    for (const card of cards) expect(assets).toContain(card);
    const doc = pagesOf[0];
    expect(doc.querySelector(".phone-mockup img, .screens, .preview-control, .proof")).toBeNull();
    expect(doc.querySelector(".phone-mockup__stack")).not.toBeNull();
  });
});
