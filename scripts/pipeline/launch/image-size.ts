/**
 * The intrinsic size of an SVG or PNG file, as sharp reads it. Undefined when it is neither.
 */
export interface ImageInfo {
  format: "svg" | "png";
  width: number;
  height: number;
}

/**
 * An SVG is measured at 100 times its size (72 dpi is its own), so that a fractional width
 * survives to a hundredth of a pixel: Apple's badge is 119.664 px wide, and sharp gives whole pixels.
 */
const SVG_SCALE = 100;

export async function imageSize(bytes: Buffer): Promise<ImageInfo | undefined> {
  const { default: sharp } = await import("sharp");
  // Only the header is read, so the pixel limit (there against decompression bombs) need not apply.
  const metadata = await sharp(bytes, { density: 72 * SVG_SCALE, limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (metadata?.format === "png") return { format: "png", width: metadata.width, height: metadata.height };
  if (metadata?.format === "svg") return { format: "svg", width: metadata.width / SVG_SCALE, height: metadata.height / SVG_SCALE };
  return undefined;
}
