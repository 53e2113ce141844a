/** A language's iPhone screenshots in the listing, as deliver chooses them (app_screenshot.rb), each captioned by frameit's title.strings. */
import { readFile } from "node:fs/promises";
import { photoSize } from "../launch/image-size.ts";
import { captionOf, nearestStrings } from "./strings-file.ts";

/** A screenshot of the listing: its file, and its caption where title.strings gives one. */
export interface ListingShot {
  source: string;
  caption?: string;
}

/** The iPhone displays App Store Connect takes, largest first, by the portrait sizes deliver tells them by (app_screenshot.rb). */
const iPhoneDisplays = [
  ["6.9-inch", ["1320x2868", "1290x2796", "1260x2736"]],
  ["6.5-inch", ["1284x2778", "1242x2688"]],
  ["6.3-inch", ["1206x2622", "1179x2556"]],
  ["6.1-inch", ["1170x2532", "1125x2436", "1080x2340"]],
  ["5.5-inch", ["1242x2208"]],
  ["4.7-inch", ["750x1334"]],
  ["4-inch", ["640x1136", "640x1096"]],
] as const;

/** The iPhone set of a language's screenshots: the largest display's, framed ones only where there are any, each with its caption. */
export async function iPhoneSet(files: readonly string[]): Promise<ListingShot[]> {
  const isFramed = (file: string) => /_framed\.(png|jpe?g)$/i.test(file);
  const kept = files.some(isFramed) ? files.filter(isFramed) : files;
  const sized = await Promise.all(
    kept.map(async (file) => {
      const size = await photoSize(await readFile(file));
      return { file, size: size ? `${size.width}x${size.height}` : "" };
    }),
  );
  const display = iPhoneDisplays.find(([, sizes]) => sized.some((shot) => (sizes as readonly string[]).includes(shot.size)));
  if (!display) return [];
  const chosen = sized.filter((shot) => (display[1] as readonly string[]).includes(shot.size)).map((shot) => shot.file);
  return Promise.all(
    chosen.map(async (source) => {
      const strings = await nearestStrings(source);
      const caption = strings && captionOf(source, strings.entries);
      return caption ? { source, caption } : { source };
    }),
  );
}
