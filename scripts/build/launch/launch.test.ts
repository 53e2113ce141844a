import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildSite } from "../../build.ts";
import { badgeDisplayHeight } from "./badge.ts";
import type { BuildOptions } from "../../build.ts";
import { parseHtml } from "../../testing/dom.ts";
import { launchFixture } from "../../testing/launch-fixtures.ts";
import type { LaunchFixture } from "../../testing/launch-fixtures.ts";
import { metaPolicy, policyDirectives } from "../../testing/csp.ts";
import { parseHeadersFile } from "../../host-rules.ts";
import { en } from "../../../src/content/locales/en.ts";
import { siteCopy } from "../../testing/copy.ts";
import { playStoreUrl } from "../../testing/store-settings.ts";
import { localeOutput } from "../../../src/locales.ts";
import { defaultLocale, locales } from "../../../src/site.ts";

const live = { APP_STORE_STATE: "live", APP_STORE_URL: "https://apps.apple.com/app/id1234567890" };
const scratch = await mkdtemp(path.join(os.tmpdir(), "site-launch-build-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The build's failure for this launch material, or an error saying it did not fail. */
async function failureOf(env: Record<string, string>, launch: BuildOptions["launch"]): Promise<string> {
  const outDir = path.join(scratch, `failed-${Math.random().toString(36).slice(2)}`);
  return buildSite({ outDir, env, typeCheck: false, launch }).then(
    () => "the build succeeded",
    (error: Error) => error.message,
  );
}

const smallPng = await sharp({ create: { width: 360, height: 120, channels: 3, background: "#000000" } }).png().toBuffer();

describe("Apple's badge, for the pre-order and live states", () => {
  it("stops the build when the file is missing, saying where to get it and where to put it", async () => {
    const bare = await launchFixture({ badges: false });
    try {
      for (const state of ["live", "pre-order"] as const) {
        const words = en.store[state].badgeWords;
        const message = await failureOf({ ...live, APP_STORE_STATE: state }, bare);
        expect(message).toContain(`APP_STORE_STATE is "${state}", which shows Apple's "${words}" badge`);
        expect(message).toContain(`app-store/${state}-black.svg is missing`);
        expect(message).toContain("https://developer.apple.com/app-store/marketing/guidelines/");
      }
    } finally {
      await bare.dispose();
    }
  });

  it.each([
    ["an empty file", "live-black.svg", Buffer.alloc(0), "is empty"],
    ["a file that is neither SVG nor PNG", "live-black.svg", Buffer.from("GIF89a not a badge"), "is neither an SVG nor a PNG"],
    ["a square image", "live-black.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"/>'), "is 40 × 40, not a badge's proportions"],
    ["an SVG that draws no paths", "live-black.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40"/></svg>'), "is an SVG with no paths in it"],
    ["a PNG too small for a 3x screen", "live-black.png", smallPng, `is 120 px high, too small to stay sharp on a 3x iPhone screen, where it is shown ${badgeDisplayHeight} px high`],
  ])("stops the build on %s, saying where to get Apple's badge", async (_name, file, bytes, says) => {
    const fixture = await launchFixture({ badges: file.endsWith(".svg") });
    try {
      await writeFile(path.join(fixture.assetsDir, "app-store", file), bytes);
      const message = await failureOf(live, fixture);
      expect(message).toContain(says);
      expect(message).toContain("https://developer.apple.com/app-store/marketing/guidelines/");
    } finally {
      await fixture.dispose();
    }
  });

  it("takes a PNG badge as well, with its own size", async () => {
    const fixture = await launchFixture({ badges: false });
    try {
      await sharp({ create: { width: 432, height: 144, channels: 3, background: "#000000" } }).png().toFile(path.join(fixture.assetsDir, "app-store/live-black.png"));
      const outDir = path.join(scratch, "png-badge");
      await buildSite({ outDir, env: live, typeCheck: false, launch: fixture });
      const image = parseHtml(await readFile(path.join(outDir, "index.html"), "utf8")).querySelector(".hero .download-button img");
      expect([image?.getAttribute("src"), image?.getAttribute("width"), image?.getAttribute("height")]).toEqual([expect.stringMatching(/\.png$/), "432", "144"]);
    } finally {
      await fixture.dispose();
    }
  });
});

describe("Apple's badge in each language", () => {
  it("shows a locale's own badge where the owner saved one, named by its words, and the English one elsewhere, saying so once", async () => {
    const fixture = await launchFixture();
    const warnings: string[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation((message: string) => void warnings.push(message));
    try {
      await mkdir(path.join(fixture.assetsDir, "app-store/de"));
      await writeFile(path.join(fixture.assetsDir, "app-store/de/live-black.svg"), await readFile(path.join(fixture.assetsDir, "app-store/live-black.svg")));
      const outDir = path.join(scratch, "localized-badge");
      await buildSite({ outDir, env: live, typeCheck: false, launch: fixture });
      const shown = (code: string) => readFile(path.join(outDir, localeOutput(code, "index.html")), "utf8").then((html) => parseHtml(html).querySelector(".site-header .download-button img"));
      const badges = await Promise.all(locales.map(async (code) => ({ code, badge: await shown(code) })));
      const english = badges.find(({ code }) => code === defaultLocale)?.badge;
      for (const { code, badge } of badges.filter(({ code }) => code !== defaultLocale)) {
        if (code === "de") {
          expect(badge?.getAttribute("src")).toMatch(/^\/assets\/app-store-de-live-black\./);
          expect(badge?.getAttribute("alt")).toBe(siteCopy("de").store.live.badgeWords);
        } else {
          expect(badge?.getAttribute("src"), code).toBe(english?.getAttribute("src"));
          expect(badge?.getAttribute("alt"), code).toBe(en.store.live.badgeWords);
        }
      }
      const withoutTheirs = locales.filter((code) => code !== defaultLocale && code !== "de");
      expect(warnings).toEqual(withoutTheirs.length ? [expect.stringMatching(new RegExp(`^App Store badge: ${withoutTheirs.join(", ")} show the English badge; save the badge in that language as .*app-store/<locale>/live-black\\.svg`))] : []);
    } finally {
      warn.mockRestore();
      await fixture.dispose();
    }
  });
});

describe("the screenshots and the preview video", () => {
  let fixture: LaunchFixture;
  beforeAll(async () => {
    fixture = await launchFixture({ screenshots: 2, video: true });
  });
  afterAll(() => fixture?.dispose());

  const broken = async (change: (dir: string) => Promise<void>, germanAlt?: string) => {
    const copy = await launchFixture({ screenshots: 1 });
    await change(copy.assetsDir);
    const message = await failureOf(live, { ...copy, screenshots: copy.screenshots.map((entry) => ({ ...entry, alt: { ...entry.alt, de: germanAlt ?? entry.alt.de } })) });
    await copy.dispose();
    return message;
  };

  it("stops the build on a screenshot that is missing, landscape, too small or undescribed", async () => {
    expect(await broken((dir) => rm(path.join(dir, "screenshots/screen-1.png")))).toMatch(/screenshot 1 in src\/content\/launch\.ts \(.*screen-1\.png\) does not exist/);
    const landscape = (dir: string) => sharp({ create: { width: 1300, height: 600, channels: 3, background: "#ffffff" } }).png().toFile(path.join(dir, "screenshots/screen-1.png")).then(() => undefined);
    expect(await broken(landscape)).toContain("is 1300 × 600: landscape");
    const small = (dir: string) => sharp({ create: { width: 600, height: 1300, channels: 3, background: "#ffffff" } }).png().toFile(path.join(dir, "screenshots/screen-1.png")).then(() => undefined);
    expect(await broken(small)).toContain("is 600 × 1300: neither an App Store size");
    expect(await broken(async () => undefined, " ")).toContain("has no alt text in de");
  });

  it("stops the build on a video that is not an MP4, or has no poster", async () => {
    const notMp4 = { ...fixture, previewVideo: { ...fixture.previewVideo!, file: "poster.png" } };
    expect(await failureOf(live, notMp4)).toContain("is not an MP4 (H.264 or HEVC)");
    const noPoster = { ...fixture, previewVideo: { ...fixture.previewVideo!, poster: "missing.png" } };
    expect(await failureOf(live, noPoster)).toContain("missing.png does not exist; the video needs a poster");
  });

  it("encodes each screenshot as AVIF, WebP and JPEG at 240, 480 and 720 px, and shows the first in the hero's phone, fetched first", async () => {
    const outDir = path.join(scratch, "screens");
    await buildSite({ outDir, env: live, typeCheck: false, launch: fixture });
    const assets = await readdir(path.join(outDir, "assets"));
    for (const screen of [1, 2]) {
      for (const extension of ["avif", "webp", "jpg"]) {
        expect(assets.filter((file) => file.startsWith(`screenshot-${screen}-`) && file.endsWith(`.${extension}`)).length, `${screen} ${extension}`).toBe(3);
      }
    }
    const doc = parseHtml(await readFile(path.join(outDir, "index.html"), "utf8"));
    const hero = doc.querySelector(".phone-mockup img");
    expect(hero?.getAttribute("alt")).toBe(fixture.screenshots[0].alt.en);
    expect(hero?.getAttribute("fetchpriority")).toBe("high");
    expect(hero?.hasAttribute("loading")).toBe(false);
    expect(Array.from(doc.querySelectorAll(".phone-mockup source"), (source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(doc.querySelector(".phone-mockup source")?.getAttribute("srcset")).toMatch(/^\/assets\/screenshot-1-240\.\w+\.avif 240w, \/assets\/screenshot-1-480\.\w+\.avif 480w, \/assets\/screenshot-1-720\.\w+\.avif 720w$/);
    expect(doc.querySelectorAll(".floating-label")).toHaveLength(3);
    const strip = Array.from(doc.querySelectorAll(".screens img"));
    expect(strip.map((image) => image.getAttribute("alt"))).toEqual(fixture.screenshots.slice(1).map((entry) => entry.alt.en));
    for (const image of [hero, ...strip]) {
      for (const attribute of ["width", "height", "sizes", "srcset"]) expect(image?.getAttribute(attribute), attribute).toBeTruthy();
      expect(image?.getAttribute("decoding")).toBe("async");
    }
    for (const image of strip) expect(image.getAttribute("loading")).toBe("lazy");
    expect(doc.querySelector(".screens__strip")?.getAttribute("aria-label")).toBe(siteCopy().launch.screensLabel);
    // Below the features, out of the 1,250 px around a phone's first screen where Chromium
    // fetches lazy images anyway (the bench counts what is fetched).
    expect(Array.from(doc.querySelectorAll("main > section"), (section) => section.className.split(" ").at(-1)).slice(0, 3)).toEqual(["hero", "features", "screens"]);
  });

  it("encodes an unchanged screenshot or poster only once: a second build takes every file from the cache, byte for byte", async () => {
    const [first, second] = [path.join(scratch, "cold"), path.join(scratch, "warm")];
    await buildSite({ outDir: first, env: live, typeCheck: false, launch: fixture });
    const again = await buildSite({ outDir: second, env: live, typeCheck: false, launch: fixture });
    expect(again.cachedImages, "2 screenshots × 3 widths × 3 formats, the poster, each locale's social card and the Home Screen icon").toBe(2 * 3 * 3 + 1 + locales.length + 1);
    for (const file of await readdir(path.join(first, "assets"))) {
      expect((await readFile(path.join(second, "assets", file))).equals(await readFile(path.join(first, "assets", file))), file).toBe(true);
    }
  });

  it("lets the landing page, and only it, play media from our origin once a video is configured; assets are cached for a year", async () => {
    const [withVideo, without] = [path.join(scratch, "video"), path.join(scratch, "no-video")];
    await buildSite({ outDir: withVideo, env: live, typeCheck: false, launch: fixture });
    await buildSite({ outDir: without, env: live, typeCheck: false, launch: { ...fixture, previewVideo: undefined } });
    const policy = async (dir: string, file: string) => policyDirectives(metaPolicy(parseHtml(await readFile(path.join(dir, file), "utf8"))));
    expect((await policy(withVideo, "index.html")).get("media-src")).toEqual(["'self'"]);
    expect((await policy(withVideo, "privacy/index.html")).get("media-src")).toBeUndefined();
    expect((await policy(without, "index.html")).get("media-src")).toBeUndefined();
    expect((await policy(withVideo, "index.html")).get("img-src")).toEqual(["'self'", "data:"]);
    const headers = parseHeadersFile(await readFile(path.join(withVideo, "_headers"), "utf8"));
    expect(headers.get("/assets/*")).toEqual(["Cache-Control: public, max-age=31536000, immutable"]);
    const doc = parseHtml(await readFile(path.join(withVideo, "index.html"), "utf8"));
    const video = doc.querySelector(".preview-dialog video");
    expect([video?.hasAttribute("controls"), video?.hasAttribute("playsinline"), video?.getAttribute("preload"), video?.hasAttribute("autoplay")]).toEqual([true, true, "none", false]);
    expect(doc.querySelector(".preview-control")?.textContent).toBe(siteCopy().launch.watch);
  });

  it("leaves the site as it is with nothing configured: no asset but the social cards, no media, the drawn phone", async () => {
    const outDir = path.join(scratch, "default");
    await mkdir(outDir, { recursive: true });
    const nothing = await launchFixture({ badges: false });
    try {
      await buildSite({ outDir, env: {}, typeCheck: false, launch: nothing });
    } finally {
      await nothing.dispose();
    }
    const pagesOf = await Promise.all(locales.map((code) => readFile(path.join(outDir, localeOutput(code, "index.html")), "utf8").then(parseHtml)));
    const cards = new Set(pagesOf.map((doc) => doc.querySelector('meta[property="og:image"]')?.getAttribute("content")?.replace(/^.*\/assets\//, "")));
    expect(await readdir(path.join(outDir, "assets"))).toEqual([...cards].sort());
    for (const card of cards) expect(card).toMatch(/^social\.[0-9a-f]{10}\.png$/);
    const doc = pagesOf[0];
    expect(doc.querySelector(".phone-mockup img, .screens, .preview-control, .proof")).toBeNull();
    expect(doc.querySelector(".phone-mockup__stack")).not.toBeNull();
  });
});

describe("Google's badge and the proof", () => {
  it("stop the build for Google's badge missing once PLAY_STORE_URL is set, saying where to get it", async () => {
    const bare = await launchFixture({ badges: false });
    try {
      const message = await failureOf({ PLAY_STORE_URL: playStoreUrl }, bare);
      expect(message).toContain(`PLAY_STORE_URL is set, which shows Google's "${en.store.googlePlay.badgeWords}" badge`);
      expect(message).toContain("google-play/badge.svg is missing");
      expect(message).toContain("https://play.google.com/intl/en_us/badges/");
    } finally {
      await bare.dispose();
    }
  });

  it("stop the build for a rating off the App Store's scale or read on a day to come, naming the file", async () => {
    const message = await failureOf({}, { proof: { rating: { value: 6, count: 10, readOn: "2999-01-01" }, reviews: [], press: [] } });
    expect(message).toContain("src/content/proof.ts");
    expect(message).toContain("rating.value is 6; the App Store rates from 1 to 5");
    expect(message).toContain("rating.readOn is 2999-01-01, a day still to come");
  });
});
