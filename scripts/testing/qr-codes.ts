/**
 * What a camera reads from each QR code of a page: its image, the SVG file the build drew
 * (src/components/QrCode.tsx), rendered by sharp as it is drawn and decoded by jsQR, a reader
 * that knows nothing of how the code was made.
 */
import path from "node:path";
import jsQR from "jsqr";
import sharp from "sharp";

/**
 * The address each QR code on the page opens, in the page's order; null where a reader finds
 * none. `files` are the build's, by their path in dist/ (a render's or a built folder's).
 */
export async function scannedQrCodes(doc: Document, files: ReadonlyMap<string, string | Buffer>): Promise<(string | null)[]> {
  return Promise.all(
    Array.from(doc.querySelectorAll(".qr-code__image"), async (image) => {
      const name = path.posix.basename(image.getAttribute("src") ?? "");
      const file = [...files].find(([file]) => path.posix.basename(file) === name)?.[1];
      if (file === undefined) throw new Error(`the QR code's image ${image.getAttribute("src")} is no file of the build`);
      const { data, info } = await sharp(Buffer.from(file), { density: 480 })
        .resize(480, 480, { kernel: "nearest" })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
    }),
  );
}
