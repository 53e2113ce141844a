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
for (const folder of ["screenshots", "preview"])
  await cp(path.join(fixture.assetsDir, folder), path.join(projectRoot, "src/assets", folder), { recursive: true });
const listing = path.join(projectRoot, "src/content/launch.json");
const launch = JSON.parse(await readFile(listing, "utf8")) as Record<string, unknown>;
if (!Array.isArray(launch.screenshots) || launch.screenshots.length > 0 || launch.previewVideo !== null)
  throw new Error(`${listing} no longer has the empty lists this script fills`);
await writeFile(
  listing,
  `${JSON.stringify({ ...launch, screenshots: fixture.screenshots, previewVideo: fixture.previewVideo }, null, 2)}\n`,
);
await fixture.dispose();
console.log(`Listed ${fixture.screenshots.length} sample screenshots and a sample video in src/content/launch.json`);
