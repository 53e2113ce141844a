/**
 * Sharp for the launch media (badges, screenshots, the video's poster), and the intrinsic size
 * and format of an image as sharp reads it. Undefined when it is no SVG, PNG or JPEG.
 */
import { BuildError } from "../errors.ts";

export type Sharp = typeof import("sharp")["default"];

export async function loadSharp(): Promise<Sharp> {
  try {
    return (await import("sharp")).default;
  } catch {
    throw new BuildError(
      "launch media",
      "the launch media (the store badges, and the screenshots and preview video src/content/launch.json lists) need sharp to measure and encode, and sharp did not load. It is one of the build's dependencies in package.json: run npm ci.",
    );
  }
}

export interface ImageInfo {
  format: "svg" | "png" | "jpeg";
  width: number;
  height: number;
}

/**
 * An SVG is measured at 100 times its size (72 dpi is its own), so that a fractional width
 * survives to a hundredth of a pixel: Apple's badge is 119.664 px wide, and sharp gives whole pixels.
 */
const SVG_SCALE = 100;

export async function imageSize(bytes: Buffer): Promise<ImageInfo | undefined> {
  const sharp = await loadSharp();
  // Only the header is read, so the pixel limit (there against decompression bombs) need not apply.
  const metadata = await sharp(bytes, { density: 72 * SVG_SCALE, limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const format = metadata?.format;
  if (!metadata || (format !== "svg" && format !== "png" && format !== "jpeg")) return undefined;
  const scale = format === "svg" ? SVG_SCALE : 1;
  return { format, width: metadata.width / scale, height: metadata.height / scale };
}

/** The pixels of a PNG or JPEG, the formats App Store Connect takes; undefined for anything else. */
export async function photoSize(bytes: Buffer): Promise<{ width: number; height: number } | undefined> {
  const info = await imageSize(bytes);
  return info && info.format !== "svg" ? { width: info.width, height: info.height } : undefined;
}
