import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { launchChromium } from "../chromium.ts";
import { colorSchemes, screenshotRoot, screenshotWidths } from "./screenshots.ts";
import { engineNames } from "./engines/index.ts";
import { visitablePages } from "./pages.ts";

const takenSince = (file: string, since: number) => (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= since;

/**
 * One PNG per page that sets the engines' screenshots side by side, a row per width and
 * colour scheme: .artifacts/screenshots/<page>-engines.png. Laid out and shot by Chromium.
 * Only the engines that took their screenshots since `since` (this run) are shown; a run that
 * took none leaves the sheets as they were.
 */
export async function writeContactSheets(since: number): Promise<string[]> {
  const engines = engineNames.filter((engine) => takenSince(path.join(screenshotRoot, engine, "version.txt"), since));
  if (engines.length === 0) return [];
  const browser = await launchChromium();
  const written: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    for (const { name } of visitablePages) {
      const rows: string[] = [];
      for (const width of screenshotWidths) {
        for (const scheme of colorSchemes) {
          const cells = await Promise.all(
            engines.map(async (engine) => {
              const file = path.join(screenshotRoot, engine, `${name}-${width}-${scheme}.png`);
              const image = existsSync(file) ? `<img src="data:image/png;base64,${(await readFile(file)).toString("base64")}">` : "<p>missing</p>";
              const version = await readFile(path.join(screenshotRoot, engine, "version.txt"), "utf8").catch(() => "");
              return `<figure><figcaption>${engine} ${version.trim()}</figcaption>${image}</figure>`;
            }),
          );
          rows.push(`<h2>${name}, ${width} px, ${scheme}</h2><div class="row w${width}">${cells.join("")}</div>`);
        }
      }
      await page.setContent(`<!doctype html><style>
        body { margin: 16px; font: 14px system-ui; background: #ddd; }
        .row { display: grid; grid-template-columns: repeat(${engines.length}, 1fr); gap: 12px; align-items: start; }
        .w390 { width: ${engines.length * 330}px; } figure { margin: 0; } img { width: 100%; display: block; background: #fff; }
      </style>${rows.join("")}`);
      const file = path.join(screenshotRoot, `${name}-engines.png`);
      await page.screenshot({ path: file, fullPage: true });
      written.push(file);
    }
  } finally {
    await browser.close();
  }
  return written;
}
