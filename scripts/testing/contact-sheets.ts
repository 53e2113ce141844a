import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { OverlayOptions } from "sharp";
import { colorSchemes, launchDayCounts, launchDayWidths, screenshotFile, screenshotRoot, screenshotWidths } from "./screenshot-files.ts";
import { engineNames } from "../browsers/drivers/start-engine.ts";
import { pageName } from "../../src/routing/page-entry.ts";
import { pages } from "../../src/pages/registry.ts";

const takenSince = (file: string, since: number) => (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= since;

interface Row {
  title: string;
  /** The screenshot's name in each engine's folder, without its extension (screenshotFile). */
  file: string;
  /** Set narrower: the phone widths. */
  narrow: boolean;
  /** Only this engine can show it (Chromium's printed PDF). */
  only?: string;
}

/** Per page: each width in each colour scheme, 200% text on a phone, and the printed first page. */
const pageRows = (page: string): Row[] => [
  ...screenshotWidths.flatMap((width) =>
    colorSchemes
      .filter((scheme) => scheme === "light" || width < 768)
      .map((scheme) => ({ title: `${page}, ${width} px, ${scheme}`, file: `${page}-${width}-${scheme}`, narrow: width < 768 })),
  ),
  { title: `${page}, ${screenshotWidths[0]} px, text at 200%`, file: `${page}-${screenshotWidths[0]}-text200`, narrow: true },
  { title: `${page}, printed by Chromium (first page of the PDF)`, file: `${page}-print`, narrow: true, only: "chromium" },
];

/** The landing page in each App Store state; live has the launch-day screenshots and video. */
const launchRows: Row[] = screenshotWidths.flatMap((width) => [
  { title: `coming soon, ${width} px`, file: `home-${width}-light`, narrow: width < 768 },
  { title: `pre-order, ${width} px`, file: `launch-pre-order-${width}`, narrow: width < 768 },
  {
    title: `live, with screenshots, the preview video, Google Play and the proof section, ${width} px`,
    file: `launch-live-${width}`,
    narrow: width < 768,
  },
]);

/** The owner's screenshots at each count and the hero's labels beside a real one, from Chromium (scripts/testing/suites/launch-day.browser.test.ts). */
const launchDayRows: Row[] = [
  ...launchDayWidths.map((width) => ({
    title: `the hero with a real screenshot, ${width} px: labels beside the phone`,
    file: `hero-shot-${width}`,
    narrow: width < 768,
    only: "chromium",
  })),
  ...launchDayCounts.flatMap((count) =>
    launchDayWidths.map((width) => ({
      title:
        count === 1
          ? `1 screenshot, ${width} px: in the hero's phone, no strip`
          : `${count} screenshots, ${width} px: the hero's, and ${count - 1} in the strip`,
      file: `strip-${count}-${width}`,
      narrow: width < 768,
      only: "chromium",
    })),
  ),
];

const SHEET_WIDTH = 1200;
const MARGIN = 16;
const GAP = 12;
const TITLE_HEIGHT = 36;
const CAPTION_HEIGHT = 22;
/** The column width of a row of phone screenshots. */
const NARROW_COLUMN = 320;
const BACKGROUND = "#dddddd";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** A line of text as an SVG image, which sharp renders with the system's fonts. */
const label = (text: string, width: number, height: number, size: number, weight = "normal"): OverlayOptions => ({
  input: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="0" y="${height - 6}" font-family="sans-serif" font-size="${size}" font-weight="${weight}">${escapeXml(text)}</text></svg>`,
  ),
});

/** A screenshot scaled to the column, or a white box that says why there is none. */
async function cellImage(file: string, width: number, absence: string): Promise<{ overlay: OverlayOptions; height: number }> {
  if (!existsSync(file)) {
    const box = await sharp({ create: { width, height: 80, channels: 3, background: "#ffffff" } })
      .composite([{ ...label(absence, width - 16, 40, 14), top: 20, left: 8 }])
      .png()
      .toBuffer();
    return { overlay: { input: box }, height: 80 };
  }
  const { data, info } = await sharp(file).resize({ width }).flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true });
  return { overlay: { input: data, raw: { width: info.width, height: info.height, channels: info.channels } }, height: info.height };
}

/**
 * One JPEG per page that sets the engines' screenshots side by side, a row each:
 * .artifacts/screenshots/<page>-engines.jpg, and launch-engines.jpg for the store states.
 * Only the engines that ran since `since` (this run) are shown; a run that took no
 * screenshots leaves the sheets as they were.
 */
export async function writeContactSheets(since: number): Promise<string[]> {
  const engines = engineNames.filter((engine) => takenSince(path.join(screenshotRoot, engine, "version.txt"), since));
  if (engines.length === 0) return [];
  const versions = await Promise.all(
    engines.map(async (engine) => (await readFile(path.join(screenshotRoot, engine, "version.txt"), "utf8").catch(() => "")).trim()),
  );
  const wideColumn = Math.floor((SHEET_WIDTH - 2 * MARGIN - GAP * (engines.length - 1)) / engines.length);
  const sheets = [
    ...pages.map(({ route }) => [pageName(route), pageRows(pageName(route))] as const),
    ["launch", launchRows] as const,
    ["launch-day", launchDayRows] as const,
  ];
  return Promise.all(
    sheets.map(async ([sheet, rows]) => {
      const overlays: OverlayOptions[] = [];
      let top = MARGIN;
      for (const row of rows) {
        overlays.push({ ...label(row.title, SHEET_WIDTH - 2 * MARGIN, TITLE_HEIGHT, 18, "bold"), top, left: MARGIN });
        top += TITLE_HEIGHT;
        const column = row.narrow ? Math.min(NARROW_COLUMN, wideColumn) : wideColumn;
        const cells = await Promise.all(
          engines.map((engine) => {
            const file = path.join(screenshotRoot, engine, row.only ? `${row.file}.png` : screenshotFile(engine, row.file));
            return cellImage(file, column, row.only && row.only !== engine ? `${row.only} only` : "missing");
          }),
        );
        cells.forEach(({ overlay }, index) => {
          const left = MARGIN + index * (column + GAP);
          overlays.push({ ...label(`${engines[index]} ${versions[index]}`, column, CAPTION_HEIGHT, 13), top, left });
          overlays.push({ ...overlay, top: top + CAPTION_HEIGHT, left });
        });
        top += CAPTION_HEIGHT + Math.max(...cells.map(({ height }) => height)) + GAP;
      }
      const file = path.join(screenshotRoot, `${sheet}-engines.jpg`);
      await sharp({ create: { width: SHEET_WIDTH, height: top + MARGIN, channels: 3, background: BACKGROUND }, limitInputPixels: false })
        .composite(overlays)
        .jpeg({ quality: 85 })
        .toFile(file);
      return file;
    }),
  );
}
