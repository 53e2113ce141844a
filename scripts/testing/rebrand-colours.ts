/**
 * Colours as a rebrand sees them: the palette's, nudged to new ones, and every colour a built
 * page names, to prove that none of the old palette's is left (scripts/pipeline/palette-reader.test.ts and
 * the owner edits' rebrand).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import colorNames from "color-name";
import { listFiles } from "../pipeline/paths.ts";

const paletteEntry = /^(\s+[\w-]+: )(#[0-9a-f]{6}),/gim;

/** The palette's colours, from the text of src/styles/_palette.scss. */
const paletteColours = (source: string) => [...source.matchAll(paletteEntry)].map((match) => match[2].toLowerCase());

/** The palette with each channel of each colour nudged a few steps: the same lightness, no colour of the old. */
export function nudgedPalette(source: string): string {
  const nudged = (hex: string) =>
    `#${hex.slice(1).replace(/../g, (pair) => (Number.parseInt(pair, 16) ^ 0x06).toString(16).padStart(2, "0"))}`;
  return source.replace(paletteEntry, (_, key: string, hex: string) => `${key}${nudged(hex.toLowerCase())},`);
}

/** The palette with every colour the same grey: no text can be read on any background, whatever the brand. */
export const unreadablePalette = (source: string) => source.replace(paletteEntry, (_, key: string) => `${key}#777777,`);

/** Every colour a built page names: hex of any length, rgb()/rgba(), and named colours in its CSS and SVG. */
function renderedColours(html: string): string[] {
  const named = new RegExp(`(?<=[:\\s,("'=])(?:${Object.keys(colorNames).join("|")})(?=[;}\\s,)"'!])`, "gi");
  return [...html.matchAll(/#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b|rgba?\([^)]*\)/gi), ...html.matchAll(named)].map(
    (match) => match[0],
  );
}

/** A colour's red, green and blue, whatever its alpha, as "r,g,b". */
function rgbOf(colour: string): string {
  const lower = colour.toLowerCase();
  const known = (colorNames as Record<string, [number, number, number]>)[lower];
  if (known) return known.join(",");
  if (lower.startsWith("rgb")) return (lower.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number).join(",");
  const digits = lower.slice(1);
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)).join(",");
}

/** Each colour of the old palette (`oldPalette`, the text of _palette.scss) that a page of `dist` still names, as "page: colour". */
export async function colorsLeft(dist: string, oldPalette: string): Promise<string[]> {
  const old = new Set(paletteColours(oldPalette).map(rgbOf));
  const left: string[] = [];
  for (const file of (await listFiles(dist)).filter((name) => name.endsWith(".html"))) {
    // The favicon is an SVG in a data: URL, its colours percent-encoded.
    const html = decodeURIComponent((await readFile(path.join(dist, file), "utf8")).replace(/%(?![0-9a-f]{2})/gi, "%25"));
    for (const colour of renderedColours(html)) if (old.has(rgbOf(colour))) left.push(`${file}: ${colour}`);
  }
  return left;
}
