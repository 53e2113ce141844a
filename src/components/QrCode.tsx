import { createHash } from "node:crypto";
import { generate } from "lean-qr";
import type { Bitmap2D } from "lean-qr";
import type { ReactNode } from "react";
import { paletteColor } from "../brand/colors.ts";
import { useSite } from "./SiteContext.tsx";

/** The light margin a reader needs around the modules, in modules: ISO/IEC 18004 asks for four. */
const quietZone = 4;

/**
 * The dark modules as one path: each row's runs as lines one module thick (the stylesheet's
 * stroke), each moved to from where the last ended. lean-qr's own outline (toSvgPath) writes every
 * corner in absolute numbers, which gzips to five times the bytes (2,063 against 372 for an App
 * Store link with its campaign), and every page that shows the code carries them.
 */
function modulePath(code: Pick<Bitmap2D, "size" | "get">): string {
  let path = "";
  let [fromX, fromY] = [0, 0];
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) {
      if (!code.get(x, y)) continue;
      const start = x;
      while (x + 1 < code.size && code.get(x + 1, y)) x += 1;
      path += `${path ? "m" : "M"}${start - fromX} ${y - fromY}h${x + 1 - start}`;
      [fromX, fromY] = [x + 1, y];
    }
  }
  return path;
}

interface QrCodeProps {
  /** The address the code opens. */
  href: string;
  /** Its name for screen readers: what it opens. */
  label: string;
  /** The words beside it: what scanning it does, as short UI text (a caption breaks between phrases in Japanese). */
  caption: ReactNode;
  className?: string;
}

/**
 * The code as an SVG file of its own: its modules dark on a light ground in either scheme, as a
 * camera reads best, in the palette's own white and ink (no token stays the same in the dark
 * scheme), its quiet zone light. Named by its content, as every file under assets/ is.
 */
function codeFile(href: string, colors: Parameters<typeof paletteColor>[0]): { file: string; svg: string; side: number } {
  const code = generate(href);
  const side = code.size + 2 * quietZone;
  // Row y's line is centred on y (from y - 0.5 to y + 0.5): the view starts half a module higher, its quiet zone whole.
  const [x, y] = [-quietZone, -quietZone - 0.5];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${side} ${side}" shape-rendering="crispEdges"><rect x="${x}" y="${y}" width="${side}" height="${side}" fill="${paletteColor(colors, "white")}"/><path d="${modulePath(code)}" fill="none" stroke="${paletteColor(colors, "ink-950")}" stroke-width="1"/></svg>`;
  return { file: `assets/qr-code.${createHash("sha256").update(svg).digest("hex").slice(0, 10)}.svg`, svg, side };
}

/**
 * A link as a QR code, drawn at build time (lean-qr encodes it: no script) beside the words
 * that say what scanning does. Where it shows is the stylesheet's (_qr-code.scss: only on a wide
 * screen with a mouse), so the image is a file of its own, fetched lazily: a phone or a tablet,
 * which never shows it, fetches nothing and carries none of its bytes in its first view (411 B
 * gzip of path on launch day's home), and a computer fetches it as it lays the hero out.
 */
export function QrCode({ href, label, caption, className }: QrCodeProps) {
  const { asset, colors, report } = useSite();
  const { file, svg, side } = codeFile(href, colors);
  report.files.set(file, svg);
  return (
    <figure className={["qr-code", className].filter(Boolean).join(" ")}>
      <img className="qr-code__image" src={asset(`/${file}`)} alt={label} width={side} height={side} loading="lazy" decoding="async" />
      <figcaption className="qr-code__caption">{caption}</figcaption>
    </figure>
  );
}
