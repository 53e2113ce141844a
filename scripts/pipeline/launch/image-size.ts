/**
 * The intrinsic size of an SVG or PNG file, read from its own header: the SVG root's width and
 * height (or its viewBox), or the PNG's IHDR chunk. Undefined when it is neither.
 */
export interface ImageInfo {
  format: "svg" | "png";
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function svgSize(text: string): ImageInfo | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(root)?.[1];
  const length = (value: string | undefined) => (value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? Number.parseFloat(value) : undefined);
  const viewBox = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = length(attribute("width")) ?? viewBox?.[2];
  const height = length(attribute("height")) ?? viewBox?.[3];
  return width && height ? { format: "svg", width, height } : undefined;
}

export function imageSize(bytes: Buffer): ImageInfo | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.length >= 24) {
    return { format: "png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  const head = bytes.subarray(0, 4096).toString("utf8");
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg\b/i.test(head) ? svgSize(head) : undefined;
}
