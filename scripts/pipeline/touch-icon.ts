/**
 * The Home Screen icon (apple-touch-icon.png, 180 × 180, at the root where iOS looks for it),
 * drawn from the logo in the brand's colours with sharp, and cached like every encoded image.
 */
import { cachedEncode } from "./launch/encode-cache.ts";
import { packageVersion } from "./paths.ts";

export const touchIconFile = "apple-touch-icon.png";
const size = 180;

/** The icon's bytes, from the square logo's SVG; opaque, as iOS draws a transparent corner black. */
export async function touchIcon(squareLogoSvg: string): Promise<{ bytes: Buffer; fromCache: boolean }> {
  const recipe = JSON.stringify({ squareLogoSvg, size, sharp: packageVersion("sharp") });
  const draw = async () => {
    const { default: sharp } = await import("sharp");
    return sharp(Buffer.from(squareLogoSvg), { density: 72 * (size / 64) })
      .resize(size, size)
      .removeAlpha()
      .png({ compressionLevel: 9 })
      .toBuffer();
  };
  const encoded = await cachedEncode("apple-touch-icon", "png", recipe, draw);
  return { bytes: encoded.bytes, fromCache: encoded.fromCache };
}
