/**
 * Launch material for tests and the bench, made when they run: never committed, and never
 * Apple's artwork. The badges are plainly labelled fixtures of a badge's size; the screenshots
 * are 1320 × 2868 drawings with a photo's grain, so they encode to realistic sizes; the
 * "video" is an MP4 header with no frames, enough for the build's checks and a dialog that
 * never plays it.
 */
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { PreviewVideoEntry, ScreenshotEntry } from "../../src/content/launch.ts";
import type { LocalizedText } from "../../src/content/launch.ts";
import type { Copy } from "../../src/content/site-content.ts";
import type { Proof } from "../../src/content/proof.ts";
import { noProof } from "../../src/launch/assets.ts";
import { paths } from "../pipeline/paths.ts";
import { siteCopy, siteLanguageCodes } from "./site-copy.ts";

/** A plainly labelled stand-in of a badge's size, drawn with a path as the stores' artwork is. */
const fixtureBadge = (colour: "black" | "white", words: string) => {
  const [fill, ink] = colour === "black" ? ["#000000", "#ffffff"] : ["#ffffff", "#000000"];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><path d="M6 0.5h108a5.5 5.5 0 0 1 5.5 5.5v28a5.5 5.5 0 0 1-5.5 5.5H6A5.5 5.5 0 0 1 0.5 34V6A5.5 5.5 0 0 1 6 0.5Z" fill="${fill}" stroke="#a6a6a6"/><text x="60" y="17" font-family="sans-serif" font-size="9" text-anchor="middle" fill="${ink}">TEST FIXTURE</text><text x="60" y="30" font-family="sans-serif" font-size="7" text-anchor="middle" fill="${ink}">${words}</text></svg>`;
};

/** A drawn app screen with grain, like a photo's, in it. */
const sampleScreen = (index: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="660" height="1434" viewBox="0 0 1320 2868">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffb47a"/><stop offset="0.55" stop-color="#ff7a8a"/><stop offset="1" stop-color="#7b5cff"/></linearGradient>
    <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${index}"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.35 0"/><feComposite in2="SourceGraphic" operator="in"/></filter>
  </defs>
  <rect width="1320" height="2868" fill="#f4f1ff"/>
  <text x="660" y="330" font-family="sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#4d4866">${128 + index} of 2,431</text>
  <g transform="rotate(${index % 2 ? 6 : -8} 660 1400)"><rect x="140" y="460" width="1040" height="1720" rx="90" fill="url(#sky)"/><rect x="140" y="460" width="1040" height="1720" rx="90" filter="url(#grain)"/>
  <circle cx="860" cy="880" r="150" fill="#fff3d6" opacity="0.9"/><path d="M140 1700 420 1300l260 280 220-190 280 330v460H140Z" fill="#3b2d7a"/></g>
  <circle cx="330" cy="2500" r="130" fill="#ffffff"/><circle cx="990" cy="2500" r="130" fill="#ffffff"/><rect x="520" y="2430" width="280" height="140" rx="70" fill="#ffffff"/>
  <text x="660" y="2520" font-family="sans-serif" font-size="56" text-anchor="middle" fill="#4d4866">Skip</text>
</svg>`;

/** An MP4's first box, and nothing to play. */
const sampleMp4 = () => {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32, 0);
  ftyp.write("ftypisom", 4, "latin1");
  ftyp.writeUInt32BE(512, 12);
  ftyp.write("isomiso2avc1mp41", 16, "latin1");
  const free = Buffer.alloc(8);
  free.writeUInt32BE(8, 0);
  free.write("free", 4, "latin1");
  return Buffer.concat([ftyp, free]);
};

/**
 * Drawn at half size, then its pixels scaled up to an App Store size (1320 × 2868 unless asked
 * for another), once per process: grain is slow to draw. Resizing the SVG itself would draw it
 * again at full size (sharp renders a vector at the size asked for), at four times the cost:
 * 2 CPU-s a screenshot rather than 0.5.
 */
const drawn = new Map<string, Promise<Buffer>>();
async function drawSample(index: number, [width, height]: readonly [number, number]): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(sampleScreen(index)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .resize(width, height, { fit: "fill" })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
const samplePng = (index: number, size: readonly [number, number] = [1320, 2868]) => {
  const key = `${index} ${size.join("x")}`;
  if (!drawn.has(key)) drawn.set(key, drawSample(index, size));
  return drawn.get(key) as Promise<Buffer>;
};

/** Proof as an owner lists it: plainly sample entries, never real reviews. */
export const sampleProof: Proof = {
  rating: { value: 4.7, count: 1289, readOn: "2026-11-02" },
  reviews: [
    {
      quote: "Sample review: cleared two years of screenshots on one train ride.",
      name: "Sample Reviewer",
      source: "App Store (US)",
      lang: "en",
      stars: 5,
    },
    {
      quote: "Sample review: the bin saved me from deleting the wrong photo.",
      name: "Another Sample",
      source: "App Store (UK)",
      lang: "en",
      stars: 4,
    },
  ],
  press: [
    {
      quote: "Sample press quote: the calmest way to tidy a camera roll.",
      outlet: "Sample Weekly",
      url: "https://example.org/sample-review",
      lang: "en",
    },
  ],
};

/**
 * A test's own launch material, standing in whole for the owner's (src/content/launch.json,
 * src/content/proof.json, src/assets/): whatever the owner lists, a build given this one shows
 * only these screenshots, this video or none, and no proof.
 */
export interface LaunchFixture {
  assetsDir: string;
  screenshots: ScreenshotEntry[];
  previewVideo: PreviewVideoEntry | undefined;
  proof: Proof;
  dispose: () => Promise<void>;
}

/** Sample words in every locale of src/site.ts, from that locale's own copy. */
const inEveryLocale = (words: (copy: Copy) => string) =>
  Object.fromEntries(siteLanguageCodes.map((code) => [code, words(siteCopy(code))])) as LocalizedText;

/**
 * A sample screenshot's caption, as an owner writes one: a sentence of what it shows, here the
 * hero's tagline or one of its quotes in the locale's words, so captions wrap and carry each
 * language's long words (and the pseudo-locale's compound) where the pages set them.
 */
const sampleCaption = (index: number) =>
  inEveryLocale((copy) => {
    const sentences = [copy.hero.tagline, ...copy.hero.quotes.map((quote) => quote.text)];
    return sentences[index % sentences.length];
  });

/** An App Preview's frame in Apple's own formats (886 × 1920 on a 6.5" to 6.9" iPhone, portrait or landscape). */
const previewFrame = { portrait: [886, 1920], landscape: [1920, 886] } as const;

/**
 * A src/assets/ of its own, made from the owner's: their files, fixture badges for both states
 * where they saved none (no badge at all with `badges: false`), `count` screenshots (at an App
 * Store `size`, 1320 × 2868 unless given) listed in place of theirs, and a video when asked,
 * portrait unless asked for landscape (its poster in the App Preview's frame), else none.
 */
export async function launchFixture({
  screenshots: count = 0,
  video = false as boolean | "landscape",
  badges = true,
  size = [1320, 2868] as readonly [number, number],
} = {}): Promise<LaunchFixture> {
  // Named so that a build error about one of these files says it is a test's sample.
  const assetsDir = await mkdtemp(path.join(os.tmpdir(), "test-sample-launch-"));
  // The owner's own files first (their screenshots, video, event cards, and badges unless none are wanted): a state is made from their site.
  const badgeFolders = ["app-store", "google-play"];
  await cp(paths.assets, assetsDir, {
    recursive: true,
    filter: (source) =>
      source !== paths.fonts && (badges || !badgeFolders.includes(path.relative(paths.assets, source).split(path.sep)[0])),
  });
  for (const folder of [...badgeFolders, "screenshots", "preview"]) await mkdir(path.join(assetsDir, folder), { recursive: true });
  const saveBadge = async (file: string, svg: string) => {
    if (!existsSync(path.join(assetsDir, file))) await writeFile(path.join(assetsDir, file), svg);
  };
  if (badges) {
    for (const state of ["pre-order", "live"] as const) {
      for (const colour of ["black", "white"] as const)
        await saveBadge(path.join("app-store", `${state}-${colour}.svg`), fixtureBadge(colour, `not Apple's ${state} badge`));
    }
    await saveBadge(path.join("google-play", "badge.svg"), fixtureBadge("black", "not Google's badge"));
  }
  const screenshots = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const file = `screen-${index + 1}.png`;
      await writeFile(path.join(assetsDir, "screenshots", file), await samplePng(index + 1, size));
      return { file, alt: sampleCaption(index) };
    }),
  );
  if (video) {
    await writeFile(path.join(assetsDir, "preview", "preview.mp4"), sampleMp4());
    const [width, height] = previewFrame[video === "landscape" ? "landscape" : "portrait"];
    await sharp(await samplePng(1))
      .resize(width, height, { fit: "cover" })
      .png()
      .toFile(path.join(assetsDir, "preview", "poster.png"));
  }
  return {
    assetsDir,
    screenshots,
    previewVideo: video ? { file: "preview.mp4", poster: "poster.png", title: inEveryLocale((copy) => copy.hero.headline) } : undefined,
    proof: noProof,
    dispose: () => rm(assetsDir, { recursive: true, force: true }),
  };
}
