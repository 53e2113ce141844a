/**
 * The App Store screenshots the owner lists in src/content/launch.json, checked and encoded with
 * sharp: AVIF, WebP and a JPEG fallback, at the widths the layout shows a screenshot at on 1x to
 * 3x screens. Encoded files are cached by the bytes of their source, so an unchanged screenshot
 * is never encoded again; screenshots are encoded side by side, one per core.
 */
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ownOrBaseText } from "../../../src/content/variants.ts";
import type { Screenshot } from "../../../src/launch/assets.ts";
import type { ScreenshotEntry } from "../../../src/content/launch.ts";
import { BuildError } from "../errors.ts";
import { contentHash } from "./asset-name.ts";
import { cachedEncode } from "./encode-cache.ts";
import { loadSharp, photoSize } from "./image-size.ts";
import type { Sharp } from "./image-size.ts";

/**
 * The widths an image is encoded at: AVIF and WebP at each, JPEG at `jpeg`'s. Every browser we
 * serve shows WebP (Safari since 14), so a picture's JPEG is for one that shows neither and takes
 * the image's src alone, unless something else names the JPEG at more widths (an event's
 * structured data).
 */
export interface EncodedWidths {
  each: readonly number[];
  jpeg: readonly number[];
}

/** A screenshot is shown about 240 CSS px wide, in the hero's phone and in the strip. */
const screenshotWidths: EncodedWidths = { each: [240, 480, 720], jpeg: [480] };

/** Portrait sizes App Store Connect takes for iPhone; any portrait image 1080 px or wider also does. */
const appStoreSizes = [
  "1320x2868",
  "1290x2796",
  "1284x2778",
  "1242x2688",
  "1206x2622",
  "1179x2556",
  "1170x2532",
  "1125x2436",
  "1080x2340",
  "1242x2208",
  "750x1334",
  "640x1136",
];

const formats = [
  { type: "image/avif", extension: "avif", options: { quality: 55, effort: 2 } },
  { type: "image/webp", extension: "webp", options: { quality: 80 } },
  { type: "image/jpeg", extension: "jpg", options: { quality: 82, mozjpeg: true } },
] as const;

interface ScreenshotOutput {
  screenshots: Screenshot[];
  files: Map<string, Buffer>;
  /** Each screenshot as the owner saved it, at full size, for the press kit, by the file's name as listed. */
  originals: Map<string, Buffer>;
  /** How many encoded files came from the cache rather than from sharp. */
  cached: number;
}

/** A screenshot to encode: its name in the press kit, its file, where the owner listed it (for messages), its captions. */
export interface ScreenshotSource {
  file: string;
  source: string;
  where: string;
  alt: Readonly<Record<string, string>>;
}

/** The screenshots src/content/launch.json lists, each listed once and described in every language of `described`. */
export function listedScreenshots(
  entries: readonly ScreenshotEntry[],
  dir: string,
  shown: (file: string) => string,
  described: readonly string[],
): ScreenshotSource[] {
  const twice = entries.findIndex((entry, index) => entries.findIndex((other) => other.file === entry.file) !== index);
  if (twice >= 0)
    throw new BuildError(
      "screenshots",
      `screenshot ${twice + 1} in src/content/launch.json lists ${entries[twice].file} again: list each screenshot once`,
    );
  return entries.map((entry, index) => {
    const source = path.join(dir, entry.file);
    const where = `screenshot ${index + 1} in src/content/launch.json (${shown(source)})`;
    const alt: Readonly<Record<string, string | undefined>> = entry.alt;
    const missing = described.filter((code) => !ownOrBaseText(alt, code));
    if (missing.length > 0)
      throw new BuildError("screenshots", `${where} has no alt text in ${missing.join(", ")}: say what the screenshot shows`);
    return { file: entry.file, source, where, alt: entry.alt };
  });
}

/** Checks one screenshot: there, portrait, an App Store size or 1080 px wide. */
async function readScreenshot({ source, where }: ScreenshotSource): Promise<{ bytes: Buffer; width: number; height: number }> {
  const bytes = await readFile(source).catch(() => undefined);
  if (!bytes) throw new BuildError("screenshots", `${where} does not exist; save the App Store screenshot there or fix its name`);
  const size = await photoSize(bytes);
  if (!size) throw new BuildError("screenshots", `${where} is not a PNG or JPEG, as App Store Connect takes them`);
  const { width, height } = size;
  if (height <= width)
    throw new BuildError("screenshots", `${where} is ${width} × ${height}: landscape; the site shows portrait iPhone screenshots`);
  if (!appStoreSizes.includes(`${width}x${height}`) && width < 1080) {
    throw new BuildError(
      "screenshots",
      `${where} is ${width} × ${height}: neither an App Store size (such as 1320 × 2868 or 1290 × 2796) nor 1080 px wide`,
    );
  }
  return { bytes, width, height };
}

/** Every encoding of one image at `widths` (a screenshot's unless told), from the cache where its source is unchanged. */
export async function encodeAtWidths(
  sharp: Sharp,
  source: Buffer,
  name: string,
  widths: EncodedWidths = screenshotWidths,
): Promise<{ files: Map<string, Buffer>; cached: number }> {
  const hash = contentHash(source);
  const files = new Map<string, Buffer>();
  let cached = 0;
  // Decoded once, at the largest width, and only when something is not in the cache.
  let largest: Promise<Buffer> | undefined;
  const largestWidth = Math.max(...widths.each, ...widths.jpeg);
  for (const width of widths.each) {
    for (const format of formats.filter((format) => format.extension !== "jpg" || widths.jpeg.includes(width))) {
      const encoded = await cachedEncode(`${name}-${width}`, format.extension, JSON.stringify([hash, sharp.versions, format]), async () => {
        largest ??= sharp(source).resize(largestWidth).toBuffer();
        return sharp(await largest)
          .resize(width)
          .toFormat(format.extension === "jpg" ? "jpeg" : format.extension, format.options)
          .toBuffer();
      });
      files.set(encoded.path, encoded.bytes);
      if (encoded.fromCache) cached += 1;
    }
  }
  return { files, cached };
}

/** Encoded files as a picture's sources: each format's files with their widths (a screenshot's unless told), smallest format first. */
export function pictureSources(files: Map<string, Buffer>, widths: EncodedWidths = screenshotWidths): Screenshot["sources"] {
  return formats.map((format) => ({
    type: format.type,
    files: [...files.keys()]
      .filter((file) => file.endsWith(`.${format.extension}`))
      .map((file, position) => ({ path: `/${file}`, width: (format.extension === "jpg" ? widths.jpeg : widths.each)[position] })),
  }));
}

/** `entries` checked and encoded, named `<name>-1`, `<name>-2`… under assets/. */
export async function prepareScreenshots(entries: readonly ScreenshotSource[], name = "screenshot"): Promise<ScreenshotOutput> {
  const output: ScreenshotOutput = { screenshots: [], files: new Map(), originals: new Map(), cached: 0 };
  if (entries.length === 0) return output;
  const sharp = await loadSharp();
  const sources = await Promise.all(entries.map(readScreenshot));
  // One screenshot per core: sharp encodes each on one thread here.
  const encoded: { files: Map<string, Buffer>; cached: number }[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < sources.length; index = next++)
      encoded[index] = await encodeAtWidths(sharp, sources[index].bytes, `${name}-${index + 1}`);
  };
  await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), sources.length) }, worker));
  entries.forEach((entry, index) => {
    const { files, cached } = encoded[index];
    output.cached += cached;
    for (const [file, bytes] of files) output.files.set(file, bytes);
    const { width, height } = sources[index];
    output.originals.set(entry.file, sources[index].bytes);
    output.screenshots.push({
      file: entry.file,
      alt: Object.fromEntries(Object.entries(entry.alt).map(([code, text]) => [code, text.trim()])),
      width: screenshotWidths.jpeg[0],
      height: Math.round((height / width) * screenshotWidths.jpeg[0]),
      sources: pictureSources(files),
    });
  });
  return output;
}
