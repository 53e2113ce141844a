/**
 * The 1200x630 social card, drawn at build time from the page's own copy with no browser:
 * satori lays out src/components/SocialCard.tsx with fonts from the registry (./fonts.ts) and
 * draws its text as paths, and sharp rasterises that SVG. No system font is read. It
 * is cached like the screenshots, by everything that decides its bytes, and named for them.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createElement } from "react";
import type { SocialCardProps } from "../../../src/components/SocialCard.tsx";
import type { ImageFile } from "../../../src/launch/assets.ts";
import { packageVersion, projectRoot } from "../paths.ts";
import { cachedEncode } from "../launch/encode-cache.ts";
import { fontsFor } from "./fonts.ts";
import type { FontFile } from "./fonts.ts";
import { assetPath, contentHash } from "../launch/asset-name.ts";

const cardSource = path.join(projectRoot, "src/components/SocialCard.tsx");

interface SocialCardFile {
  /** Under assets/, named for what decides its bytes. */
  image: ImageFile;
  bytes: Buffer;
  fromCache: boolean;
}

type CardComponent = (props: SocialCardProps) => ReturnType<typeof createElement>;

type Size = { width: number; height: number };

// Loaded only when the card is drawn: a build whose card is cached never loads either.
async function drawSocialCard(Card: CardComponent, size: Size, props: SocialCardProps, files: readonly FontFile[]): Promise<Buffer> {
  const [{ default: satori }, { default: sharp }] = await Promise.all([import("satori"), import("sharp")]);
  const fonts = await Promise.all(
    files.map(async ({ name, weight, file }) => ({ name, weight, style: "normal" as const, data: await readFile(file) })),
  );
  const svg = await satori(createElement(Card, props), { ...size, fonts });
  return sharp(Buffer.from(svg)).resize(size.width, size.height).png({ compressionLevel: 9, palette: false }).toBuffer();
}

// Font files are installed packages: hashed once per process, which keeps the dev loop quick.
const fontHashes = new Map<string, Promise<string>>();
const fontHash = (file: string) =>
  fontHashes.get(file) ?? (fontHashes.set(file, readFile(file).then(contentHash)).get(file) as Promise<string>);

/** Everything that decides a card's bytes, and how to draw it. */
async function cardRecipe(Card: CardComponent, size: Size, props: SocialCardProps) {
  const files = fontsFor(`${props.name}${props.headline}${props.tagline}`);
  // The card's source, not the function: the build bundles it and the tests import it as is.
  const [card, ...fonts] = await Promise.all([readFile(cardSource).then(contentHash), ...files.map((font) => fontHash(font.file))]);
  const tools = ["satori", "sharp", "react"].map((name) => `${name}@${packageVersion(name)}`);
  const recipe = JSON.stringify({ props, size, fonts: files.map(({ name, weight }, index) => [name, weight, fonts[index]]), tools, card });
  return { recipe, draw: () => drawSocialCard(Card, size, props, files) };
}

/**
 * The social card: its name at once, and `encode` for its file, from the cache when nothing
 * that decides its bytes has changed, else drawn. The build encodes at once; the dev server
 * only after the reloaded page is written (a crawler fetches the image, a visitor never does).
 */
export async function socialCard(
  Card: CardComponent,
  size: Size,
  props: SocialCardProps,
): Promise<{ image: ImageFile; encode: () => Promise<SocialCardFile> }> {
  const { recipe, draw } = await cardRecipe(Card, size, props);
  const image = { path: assetPath("social", recipe, "png"), ...size };
  return {
    image,
    encode: () =>
      cachedEncode("social", "png", recipe, draw).then((encoded) => ({ image, bytes: encoded.bytes, fromCache: encoded.fromCache })),
  };
}
