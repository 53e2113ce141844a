/**
 * The listing's links to the site: for each language the site publishes, fastlane's
 * metadata/<locale>/marketing_url.txt, support_url.txt and privacy_url.txt (deliver uploads them
 * as the App Store page's links) point at that language's page, so a visitor who taps them in the
 * App Store lands in their own language: /de/privacy/ for de-DE. Only a language the listing
 * has a folder for: a new folder would make deliver add that language to the App Store page,
 * which asks for its description and more. Nothing else is touched; a file already right is left
 * as it is, so a second run changes nothing.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { appStoreLanguage } from "../../src/content/app-store-languages.ts";
import type { AppStoreLanguage } from "../../src/content/app-store-languages.ts";
import { absoluteUrl, localePath } from "../../src/routing/urls.ts";
import type { SiteConfig } from "../../src/site.ts";

/** deliver's file for each link, and the page of the site it points at. @internal Exported for the tests. */
export const listingLinks = { "marketing_url.txt": "/", "support_url.txt": "/support/", "privacy_url.txt": "/privacy/" } as const;

interface WrittenLink {
  file: string;
  url: string;
  changed: boolean;
}

interface ListingLinks {
  written: WrittenLink[];
  /** Published languages the listing has no folder for, by their App Store code: left alone. */
  notInListing: string[];
}

/** Writes the links of each of `codes` (the published languages) into the folder the listing under `metadataDir` has for its App Store code. */
export async function writeListingUrls(
  site: SiteConfig,
  codes: readonly string[],
  appStoreLanguages: readonly AppStoreLanguage[],
  metadataDir: string,
): Promise<ListingLinks> {
  const existing = await readdir(metadataDir, { withFileTypes: true }).catch(() => []);
  const folders = existing.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const written: WrittenLink[] = [];
  const notInListing: string[] = [];
  for (const code of codes) {
    const storeCode = appStoreLanguage(appStoreLanguages, code)?.appStore;
    if (!storeCode) continue;
    const folder = folders.find((name) => name.toLowerCase() === storeCode.toLowerCase());
    if (!folder) {
      notInListing.push(storeCode);
      continue;
    }
    for (const [name, route] of Object.entries(listingLinks)) {
      const file = path.join(metadataDir, folder, name);
      const url = absoluteUrl(site, localePath(code, route));
      const before = await readFile(file, "utf8").catch(() => undefined);
      const changed = before?.trim() !== url;
      if (changed) await writeFile(file, `${url}\n`);
      written.push({ file, url, changed });
    }
  }
  return { written, notInListing };
}
