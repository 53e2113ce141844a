import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { launchChromium } from "../chromium.ts";
import { colorSchemes, screenshotFile, screenshotRoot, screenshotWidths } from "./screenshots.ts";
import { engineNames } from "./engines/index.ts";
import { visitablePages } from "./pages.ts";

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
    colorSchemes.filter((scheme) => scheme === "light" || width < 768).map((scheme) => ({ title: `${page}, ${width} px, ${scheme}`, file: `${page}-${width}-${scheme}`, narrow: width < 768 })),
  ),
  { title: `${page}, ${screenshotWidths[0]} px, text at 200%`, file: `${page}-${screenshotWidths[0]}-text200`, narrow: true },
  { title: `${page}, printed by Chromium (first page of the PDF)`, file: `${page}-print`, narrow: true, only: "chromium" },
];

/** The landing page in each App Store state; live has the launch-day screenshots and video. */
const launchRows: Row[] = screenshotWidths.flatMap((width) => [
  { title: `coming soon, ${width} px`, file: `home-${width}-light`, narrow: width < 768 },
  { title: `pre-order, ${width} px`, file: `launch-pre-order-${width}`, narrow: width < 768 },
  { title: `live, with screenshots and the preview video, ${width} px`, file: `launch-live-${width}`, narrow: width < 768 },
]);

/**
 * One PNG per page that sets the engines' screenshots side by side, a row each:
 * .artifacts/screenshots/<page>-engines.jpg, and launch-engines.jpg for the store states.
 * Laid out and shot by Chromium. Only the engines that ran since `since` (this run) are shown;
 * a run that took no screenshots leaves the sheets as they were.
 */
export async function writeContactSheets(since: number): Promise<string[]> {
  const engines = engineNames.filter((engine) => takenSince(path.join(screenshotRoot, engine, "version.txt"), since));
  if (engines.length === 0) return [];
  const browser = await launchChromium();
  const written: string[] = [];
  const cell = async (engine: string, row: Row) => {
    const name = row.only ? `${row.file}.png` : screenshotFile(engine, row.file);
    const file = path.join(screenshotRoot, engine, name);
    const version = (await readFile(path.join(screenshotRoot, engine, "version.txt"), "utf8").catch(() => "")).trim();
    const type = name.endsWith(".jpg") ? "jpeg" : "png";
    const image = existsSync(file) ? `<img src="data:image/${type};base64,${(await readFile(file)).toString("base64")}">` : `<p>${row.only && row.only !== engine ? `${row.only} only` : "missing"}</p>`;
    return `<figure><figcaption>${engine} ${version}</figcaption>${image}</figure>`;
  };
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    for (const [sheet, rows] of [...visitablePages.map(({ name }) => [name, pageRows(name)] as const), ["launch", launchRows] as const]) {
      const html = await Promise.all(rows.map(async (row) => `<h2>${row.title}</h2><div class="row${row.narrow ? " narrow" : ""}">${(await Promise.all(engines.map((engine) => cell(engine, row)))).join("")}</div>`));
      await page.setContent(`<!doctype html><style>
        body { margin: 16px; font: 14px system-ui; background: #ddd; }
        .row { display: grid; grid-template-columns: repeat(${engines.length}, 1fr); gap: 12px; align-items: start; }
        .narrow { width: ${engines.length * 330}px; } figure { margin: 0; } img { width: 100%; display: block; background: #fff; }
      </style>${html.join("")}`);
      const file = path.join(screenshotRoot, `${sheet}-engines.jpg`);
      await page.screenshot({ path: file, fullPage: true, type: "jpeg", quality: 85 });
      written.push(file);
    }
  } finally {
    await browser.close();
  }
  return written;
}
