/**
 * The root vercel.json and netlify.toml are generated from src/hosting.ts, the page registry
 * and the locales, the same sources as dist/_headers, and committed because the hosts read them
 * before they build. `npm run build` rewrites them whenever a page, a locale or a host rule
 * changes and says so; scripts/host-configs.test.ts fails while one is out of date.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { netlifyToml, vercelJson } from "../src/hosting.ts";
import { siteLocales } from "../src/locales.ts";
import { pages } from "../src/pages/registry.ts";
import { loadSiteConfig } from "../src/site-config.ts";
import { projectRoot } from "./build/paths.ts";

export const vercelJsonPath = path.join(projectRoot, "vercel.json");
export const netlifyTomlPath = path.join(projectRoot, "netlify.toml");

/** The hosts serve the site from the root of their own domain, with the default settings. */
export async function expectedHostFiles(): Promise<Map<string, string>> {
  const site = loadSiteConfig({});
  const languages = siteLocales(site);
  return new Map([
    [vercelJsonPath, vercelJson(site, pages, languages)],
    [netlifyTomlPath, netlifyToml(site, languages)],
  ]);
}

/** Brings the committed host files up to date; the names of those that had to change. */
export async function syncHostFiles(): Promise<string[]> {
  const changed: string[] = [];
  for (const [file, expected] of await expectedHostFiles()) {
    if ((await readFile(file, "utf8").catch(() => "")) === expected) continue;
    await writeFile(file, expected);
    changed.push(path.relative(projectRoot, file));
  }
  return changed;
}
