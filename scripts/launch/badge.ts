/**
 * Apple's App Store badge, for the pre-order and live states: the owner downloads the official
 * artwork and saves it as src/assets/app-store/<state>-black.svg (or .png), and optionally the
 * white badge for dark backgrounds as <state>-white.svg. Apple's badge in another language goes
 * in a folder named for the locale, e.g. src/assets/app-store/de/live-black.svg; a locale
 * without one shows the English badge. The build checks each file is an SVG or a PNG of a
 * badge's proportions and copies it under assets/ unchanged; it never draws one.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { StoreBadge } from "../../src/launch.ts";
import type { StoreState } from "../../src/site.ts";
import { BuildError } from "../build-steps.ts";
import { assetPath } from "./asset-name.ts";
import { imageSize } from "./image-size.ts";

/** Apple's badges are about three times as wide as they are high (119.66 × 40 for "Download"). */
const PROPORTIONS = { least: 2.4, most: 4.4 };
export const badgeSource = "Apple's App Store marketing resources (https://developer.apple.com/app-store/marketing/guidelines/, Download on the App Store badges)";

export interface BadgeOutput {
  badge: StoreBadge;
  files: Map<string, Buffer>;
}

async function readBadge(dir: string, state: StoreState, colour: "black" | "white"): Promise<{ file: string; bytes: Buffer } | undefined> {
  for (const extension of ["svg", "png"]) {
    const file = path.join(dir, `${state}-${colour}.${extension}`);
    const bytes = await readFile(file).catch(() => undefined);
    if (bytes) return { file, bytes };
  }
  return undefined;
}

/**
 * The badge for `state`, checked and named; undefined for coming-soon, which shows none. A
 * localized badge (`locale` given) is optional: undefined when its folder has none.
 */
export async function loadStoreBadge(state: StoreState, words: string | undefined, dir: string, shown: (file: string) => string, locale?: string): Promise<BadgeOutput | undefined> {
  if (state === "coming-soon" || !words) return undefined;
  const files = new Map<string, Buffer>();
  const load = async (colour: "black" | "white") => {
    const found = await readBadge(dir, state, colour);
    if (!found) return undefined;
    const where = shown(found.file);
    if (found.bytes.length === 0) throw new BuildError("App Store badge", `${where} is empty; save the badge from ${badgeSource} again`);
    const info = imageSize(found.bytes);
    if (!info) throw new BuildError("App Store badge", `${where} is neither an SVG nor a PNG; save Apple's SVG (or PNG) badge there`);
    const ratio = info.width / info.height;
    if (ratio < PROPORTIONS.least || ratio > PROPORTIONS.most) {
      throw new BuildError("App Store badge", `${where} is ${info.width} × ${info.height}, not a badge's proportions (about 3:1); is it the right file?`);
    }
    const output = assetPath(["app-store", locale, state, colour].filter(Boolean).join("-"), found.bytes, info.format);
    files.set(output, found.bytes);
    return { path: `/${output}`, width: Math.round(info.width * 1000) / 1000, height: Math.round(info.height * 1000) / 1000 };
  };
  const black = await load("black");
  if (!black && locale) return undefined;
  if (!black) {
    throw new BuildError(
      "App Store badge",
      `APP_STORE_STATE is "${state}", which shows Apple's "${words}" badge, and ${shown(path.join(dir, `${state}-black.svg`))} is missing. Download the black badge from ${badgeSource} and save it there (a .png works too); the white one for dark backgrounds may go beside it as ${state}-white.svg.`,
    );
  }
  const white = await load("white");
  return { badge: { words, black, ...(white ? { white } : {}) }, files };
}
