/**
 * The logo, a check mark on the brand's gradient, as SVG source in the colours of
 * src/styles/_palette.scss: the favicon (inlined into every page as a data: URL, so written as
 * tersely as SVG allows), the social card's logo and the Home Screen icon's drawing.
 */
import type { SiteColors } from "./colors.ts";

/** #rrggbb as #rgb where that is the same colour: the favicon is in every page's bytes. */
const short = (hex: string) => (/^#(.)\1(.)\2(.)\3$/i.test(hex) ? `#${hex[1]}${hex[3]}${hex[5]}` : hex);

/** Rounded for the favicon; square for the Home Screen icon, whose corners iOS rounds itself. */
export function appIconSvg(brand: SiteColors["brand"], shape: "rounded" | "square" = "rounded"): string {
  const corner = shape === "rounded" ? ' rx="15"' : "";
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${short(brand.start)}"/><stop offset="1" stop-color="${short(brand.end)}"/></linearGradient></defs>` +
    `<rect width="64" height="64"${corner} fill="url(#g)"/>` +
    `<path d="M21 34l8 8 15-17" fill="none" stroke="${short(brand.mark)}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></svg>`
  );
}

/**
 * An SVG as a data: URL, so the favicon and the press page's icon cost no request of their own.
 * Only what a URL cannot hold is escaped (spaces included: the URL standard allows none, and
 * HTML validators flag them), with the SVG's double quotes made single: a third the size of
 * encodeURIComponent's output, and it compresses better.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, " ").replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>?[\\\]^`{|} ]/g, encodeURIComponent)}`;
}
