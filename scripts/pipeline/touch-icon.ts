/**
 * The app icon as PNG, drawn from the logo in the brand's colours with sharp and cached like every
 * encoded image: the Home Screen icon (apple-touch-icon.png, 180 × 180, at the root where iOS
 * looks for it), and the press kit's sizes.
 */
import { cachedEncode } from "./launch/encode-cache.ts";
import { packageVersion } from "./paths.ts";

export const touchIconFile = "apple-touch-icon.png";

/** The icon at `size`, from the square logo's SVG; opaque, as a store's icon is and as iOS draws a transparent corner black. */
export async function iconPng(squareLogoSvg: string, size: number, name: string): Promise<{ bytes: Buffer; fromCache: boolean }> {
  const recipe = JSON.stringify({ squareLogoSvg, size, sharp: packageVersion("sharp") });
  const encoded = await cachedEncode(name, "png", recipe, async () => {
    const { default: sharp } = await import("sharp");
    return sharp(Buffer.from(squareLogoSvg), { density: 72 * (size / 64) })
      .resize(size, size)
      .removeAlpha()
      .png({ compressionLevel: 9 })
      .toBuffer();
  });
  return { bytes: encoded.bytes, fromCache: encoded.fromCache };
}

/** The Home Screen icon's bytes. */
export const touchIcon = (squareLogoSvg: string) => iconPng(squareLogoSvg, 180, "apple-touch-icon");
