import { generate } from "lean-qr";
import type { Bitmap2D } from "lean-qr";
import type { ReactNode } from "react";

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
 * A link as a QR code, drawn at build time (lean-qr encodes it: no script, no request) in one
 * path inside its quiet zone, with the words that say what scanning does beside it. Its colours
 * come from the stylesheet, dark on light in either scheme, as a camera reads best; where it
 * shows is the stylesheet's too (_qr-code.scss: only on a wide screen with a mouse).
 */
export function QrCode({ href, label, caption, className }: QrCodeProps) {
  const code = generate(href);
  const side = code.size + 2 * quietZone;
  // Row y's line is centred on y (from y - 0.5 to y + 0.5): the view starts half a module higher, its quiet zone whole.
  return (
    <figure className={["qr-code", className].filter(Boolean).join(" ")}>
      <svg className="qr-code__image" viewBox={`-${quietZone} -${quietZone + 0.5} ${side} ${side}`} role="img" aria-label={label}>
        <path d={modulePath(code)} />
      </svg>
      <figcaption className="qr-code__caption">{caption}</figcaption>
    </figure>
  );
}
