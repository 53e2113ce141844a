/**
 * What a camera reads from each QR code of a page: its SVG drawn as the stylesheet colours it
 * (dark lines one module thick on a light ground, ../../src/styles/_qr-code.scss) by sharp, and
 * decoded by jsQR, a reader that knows nothing of how the code was made.
 */
import jsQR from "jsqr";
import sharp from "sharp";

/** The address each QR code on the page opens, in the page's order; null where a reader finds none. */
export async function scannedQrCodes(doc: Document): Promise<(string | null)[]> {
  return Promise.all(
    Array.from(doc.querySelectorAll(".qr-code__image"), async (svg) => {
      const viewBox = svg.getAttribute("viewBox") ?? "";
      const [x, y, side] = viewBox.split(" ").map(Number);
      const drawn = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="480" height="480" shape-rendering="crispEdges"><rect x="${x}" y="${y}" width="${side}" height="${side}" fill="#ffffff"/><g fill="none" stroke="#0f0d1a" stroke-width="1">${svg.innerHTML}</g></svg>`;
      const { data, info } = await sharp(Buffer.from(drawn)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
    }),
  );
}
