/**
 * The root vercel.json is generated from src/hosting.ts, the same source as dist/_headers, and
 * committed because Vercel reads it before it builds. Run this after changing src/hosting.ts:
 *   node --import tsx/esm scripts/host-configs.ts
 * scripts/host-configs.test.ts fails while the committed file is out of date.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { vercelJson } from "../src/hosting.ts";
import { pages } from "../src/pages/registry.ts";
import { loadSiteConfig } from "../src/site.ts";
import { projectRoot } from "./build-steps.ts";

export const vercelJsonPath = path.join(projectRoot, "vercel.json");

/** Vercel serves the site from the root of its own domain, with the default settings. */
export const expectedVercelJson = () => vercelJson(loadSiteConfig({}), pages);

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await writeFile(vercelJsonPath, expectedVercelJson());
  console.log(`Wrote ${path.relative(projectRoot, vercelJsonPath)}`);
}
