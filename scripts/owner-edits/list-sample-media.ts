/**
 * For CI's host build only: lists sample launch material as an owner would, so the build a host
 * runs (`npm ci --omit=dev && npm run build`) is proven with screenshots and a video to encode.
 * Writes three sample screenshots and a video under src/assets/ and lists them in
 * src/content/launch.json, in the working copy it runs in. Never run it in your own project.
 */
import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "../pipeline/paths.ts";
import { launchFixture } from "../testing/launch-fixtures.ts";

const fixture = await launchFixture({ screenshots: 3, video: true });
for (const folder of ["screenshots", "preview"]) await cp(path.join(fixture.assetsDir, folder), path.join(projectRoot, "src/assets", folder), { recursive: true });
const listing = path.join(projectRoot, "src/content/launch.json");
const source = (await readFile(listing, "utf8"))
  .replace("export const screenshots: readonly ScreenshotEntry[] = [];", `export const screenshots: readonly ScreenshotEntry[] = ${JSON.stringify(fixture.screenshots)};`)
  .replace("export const previewVideo: PreviewVideoEntry | undefined = undefined;", `export const previewVideo: PreviewVideoEntry | undefined = ${JSON.stringify(fixture.previewVideo)};`);
if (!source.includes("screen-1.png") || !source.includes("preview.mp4")) throw new Error(`${listing} no longer has the empty lists this script fills`);
await writeFile(listing, source);
await fixture.dispose();
console.log(`Listed ${fixture.screenshots.length} sample screenshots and a sample video in src/content/launch.json`);
