/**
 * The stores' own badges, as their owners' artwork: Apple's App Store badge for the pre-order
 * and live states (src/assets/app-store/<state>-black.svg, and <state>-white.svg for dark
 * backgrounds), and Google's Play badge once PLAY_STORE_URL is set
 * (src/assets/google-play/badge.svg). A badge in another language goes in a folder named for
 * the locale, e.g. src/assets/app-store/de/live-black.svg; a locale without one shows the
 * English badge. The build checks that each file is plausibly the store's artwork and copies it
 * under assets/ unchanged; it never draws one.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ImageFile, StoreBadge } from "../../../src/launch/assets.ts";
import { BuildError } from "../errors.ts";
import { assetPath } from "./asset-name.ts";
import { imageSize } from "./image-size.ts";
import type { ImageInfo } from "./image-size.ts";

/** The height every badge is shown at (.download-button__badge in _download-button.scss). */
export const badgeDisplayHeight = 48;
/** Both stores' badges are about three times as wide as they are high (119.66 × 40 for Apple's "Download"). */
const PROPORTIONS = { least: 2.4, most: 4.4 };

export interface BadgeKind {
  /** How the build's messages name it, e.g. "App Store badge". */
  name: string;
  /** Where the owner downloads the official artwork. */
  source: string;
  /** The file name without extension, e.g. "live-black" or "badge". */
  file: string;
  /** What an error says about the setting that asks for the badge with these words. */
  askedBy: (words: string) => string;
}

export const appStoreBadge = (state: string, colour: "black" | "white"): BadgeKind => ({
  name: "App Store badge",
  source:
    "Apple's App Store marketing resources (https://developer.apple.com/app-store/marketing/guidelines/, Download on the App Store badges)",
  file: `${state}-${colour}`,
  askedBy: (words) => `APP_STORE_STATE is "${state}", which shows Apple's "${words}" badge`,
});

export const googlePlayBadge: BadgeKind = {
  name: "Google Play badge",
  source: "Google's badge page (https://play.google.com/intl/en_us/badges/, Get it on Google Play)",
  file: "badge",
  askedBy: (words) => `PLAY_STORE_URL is set, which shows Google's "${words}" badge`,
};

/** Why `info` cannot be the store's artwork, if it cannot. */
function notArtwork(bytes: Buffer, info: ImageInfo): string | undefined {
  const ratio = info.width / info.height;
  if (ratio < PROPORTIONS.least || ratio > PROPORTIONS.most)
    return `is ${info.width} × ${info.height}, not a badge's proportions (about 3:1)`;
  // The stores draw their lettering and logos as outlines: an SVG without a path draws neither.
  if (info.format === "svg" && !/<path\b[^>]*\sd\s*=\s*["'][^"'\s]/i.test(bytes.toString("utf8")))
    return "is an SVG with no paths in it, so it draws neither the store's logo nor its lettering";
  if (info.format === "png" && info.height < badgeDisplayHeight * 3) {
    return `is ${info.height} px high, too small to stay sharp on a 3x iPhone screen, where it is shown ${badgeDisplayHeight} px high (${badgeDisplayHeight * 3} px needed); the SVG is better`;
  }
  return undefined;
}

/** The badge file in `dir`, checked and named under assets/; undefined where there is none. */
async function loadBadgeImage(
  kind: BadgeKind,
  dir: string,
  outputName: string,
  shown: (file: string) => string,
): Promise<{ image: ImageFile; bytes: Buffer; output: string } | undefined> {
  for (const extension of ["svg", "png"]) {
    const file = path.join(dir, `${kind.file}.${extension}`);
    const bytes = await readFile(file).catch(() => undefined);
    if (!bytes) continue;
    const refuse = (problem: string) =>
      new BuildError(
        kind.name,
        `${shown(file)} ${problem}. Is it the right file? Download the official badge from ${kind.source} and save it there.`,
      );
    if (bytes.length === 0) throw refuse("is empty");
    const info = await imageSize(bytes);
    if (!info || info.format === "jpeg") throw refuse("is neither an SVG nor a PNG");
    const problem = notArtwork(bytes, info);
    if (problem) throw refuse(problem);
    const output = assetPath(outputName, bytes, info.format);
    return {
      image: { path: `/${output}`, width: Math.round(info.width * 1000) / 1000, height: Math.round(info.height * 1000) / 1000 },
      bytes,
      output,
    };
  }
  return undefined;
}

interface BadgeOutput {
  badge: StoreBadge;
  files: Map<string, Buffer>;
}

/**
 * A store's badge with its words, in the language `lang` of its artwork: black (or the only one)
 * and, for Apple's, white where saved. The default language's is required once asked for; a
 * `localized` one (in a folder named for its language) is optional.
 */
export async function loadBadge(
  kinds: readonly BadgeKind[],
  { words, lang }: { words: string; lang: string },
  dir: string,
  name: string,
  shown: (file: string) => string,
  localized = false,
): Promise<BadgeOutput | undefined> {
  const files = new Map<string, Buffer>();
  const [black, white] = await Promise.all(
    kinds.map(async (kind) => {
      const loaded = await loadBadgeImage(kind, dir, [name, localized ? lang : undefined, kind.file].filter(Boolean).join("-"), shown);
      if (loaded) files.set(loaded.output, loaded.bytes);
      return loaded?.image;
    }),
  );
  if (!black && localized) return undefined;
  if (!black) {
    const [kind] = kinds;
    throw new BuildError(
      kind.name,
      `${kind.askedBy(words)}, and ${shown(path.join(dir, `${kind.file}.svg`))} is missing. Download it from ${kind.source} and save it there (a .png works too).`,
    );
  }
  return { badge: { words, lang, black, ...(white ? { white } : {}) }, files };
}
