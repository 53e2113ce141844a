/**
 * The root vercel.json is generated from src/hosting.ts and the page registry, the same sources
 * as dist/_headers, and committed because Vercel reads it before it builds. `npm run build`
 * rewrites it whenever a page or a host rule changes and says so; scripts/host-configs.test.ts
 * fails while the committed file is out of date.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { vercelJson } from "../src/hosting.ts";
import { pages } from "../src/pages/registry.ts";
import { loadSiteConfig } from "../src/site.ts";
import { projectRoot } from "./build-steps.ts";

export const vercelJsonPath = path.join(projectRoot, "vercel.json");

/** Vercel serves the site from the root of its own domain, with the default settings. */
export const expectedVercelJson = () => vercelJson(loadSiteConfig({}), pages);

/** Brings the committed vercel.json up to date; true when it had to change. */
export async function syncVercelJson(): Promise<boolean> {
  const expected = expectedVercelJson();
  if ((await readFile(vercelJsonPath, "utf8").catch(() => "")) === expected) return false;
  await writeFile(vercelJsonPath, expected);
  return true;
}
