/**
 * press-kit.zip, made from the same sources as the press page (src/pages/Press.tsx): the app
 * icon as PNG at each of its sizes, drawn from the logo in the brand's colours; each screenshot
 * as the owner saved it, under its own name, in the order listed; and the facts of each language
 * as plain text, with each screenshot's caption. Every entry carries the
 * build's time (SOURCE_DATE_EPOCH when set) and the entries stand in one order, so two builds
 * of the same sources with the same SOURCE_DATE_EPOCH write the same bytes.
 */
import { zipSync } from "fflate";
import type { Zippable } from "fflate";
import type { LaunchAssets } from "../../src/launch/assets.ts";
import type { SiteLocale } from "../../src/routing/languages.ts";
import { pressFactsFile, pressFactsText, pressIconSizes, pressScreenshotEntry } from "../../src/launch/press-facts.ts";
import type { SiteConfig } from "../../src/site.ts";
import { iconPng } from "./touch-icon.ts";

/**
 * A zip's entries carry a local date and time, from 1980 on: the build's time written as if it
 * were local, so the bytes do not depend on the time zone of the machine that builds (and
 * SOURCE_DATE_EPOCH=0, which some tools set, reads as the first day a zip can say).
 */
const zipTime = (seconds: number) => {
  const date = new Date(Math.max(seconds, Date.UTC(1980, 0, 2) / 1000) * 1000);
  return new Date(date.getTime() + date.getTimezoneOffset() * 60_000);
};

interface PressKit {
  bytes: Buffer;
  /** The names of its entries, in order. */
  entries: string[];
  cachedImages: number;
}

export async function pressKit(
  site: SiteConfig,
  languages: readonly SiteLocale[],
  launch: LaunchAssets,
  squareLogoSvg: string,
  originals: ReadonlyMap<string, Buffer>,
): Promise<PressKit> {
  const icons = await Promise.all(pressIconSizes.map((size) => iconPng(squareLogoSvg, size, `app-icon-${size}`)));
  const files: [string, Uint8Array][] = [
    ...pressIconSizes.map((size, index): [string, Uint8Array] => [`icon-${size}.png`, icons[index].bytes]),
    ...[...originals].map(([name, bytes]): [string, Uint8Array] => [pressScreenshotEntry(name), bytes]),
    ...languages.map(({ code, copy }): [string, Uint8Array] => [
      pressFactsFile(code),
      Buffer.from(pressFactsText(site, copy, code, launch)),
    ]),
  ];
  const mtime = zipTime(site.builtAt);
  // PNGs are compressed already; text is deflated.
  const zippable: Zippable = Object.fromEntries(
    files.map(([name, bytes]) => [name, [bytes, { level: name.endsWith(".txt") ? 9 : 0, mtime }]]),
  );
  return {
    bytes: Buffer.from(zipSync(zippable)),
    entries: files.map(([name]) => name),
    cachedImages: icons.filter((icon) => icon.fromCache).length,
  };
}
