/**
 * The App Store's record of the app for each published language, from the lookup responses
 * `npm run store -- refresh` saved under src/content/store/<storefront>.json (src/launch/app-store-record.ts).
 * A language whose storefront has none shows the first published language's that has one, in
 * that record's language; with no response saved there is no record, and no what's-new page. A response the site cannot read,
 * or one of another app than APP_STORE_ID, stops the build naming the file.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { readLookup } from "../../../src/launch/app-store-record.ts";
import type { AppStoreRecord } from "../../../src/launch/app-store-record.ts";
import type { SiteConfig } from "../../../src/site.ts";
import { BuildError } from "../errors.ts";
import { shownPath } from "../paths.ts";

/** `storefronts`: each published language's storefront, default language first: its record is the first fallback. */
export async function readStoreRecords(
  dir: string,
  site: SiteConfig,
  storefronts: Readonly<Record<string, string>>,
): Promise<Record<string, AppStoreRecord>> {
  const read = async (code: string, storefront: string) => {
    const file = path.join(dir, `${storefront}.json`);
    const text = await readFile(file, "utf8").catch(() => undefined);
    if (text === undefined) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new BuildError(
        "app store record",
        `${shownPath(file)} is not JSON (${error instanceof Error ? error.message : error}); run npm run store -- refresh`,
      );
    }
    const record = readLookup(json, site.appStoreId, code);
    if (typeof record === "string") throw new BuildError("app store record", `${shownPath(file)}: ${record}; run npm run store -- refresh`);
    return record;
  };
  const entries = Object.entries(storefronts);
  // Read side by side, but a broken record is named in the languages' order, the default's
  // first: whichever read ends first must not decide which file the build names.
  const results = await Promise.allSettled(entries.map(([code, storefront]) => read(code, storefront)));
  const records = results.map((result) => {
    if (result.status === "rejected") throw result.reason;
    return result.value;
  });
  const fallback = records.find((record) => record !== undefined);
  return Object.fromEntries(
    entries.flatMap(([code], index) => {
      const record = records[index] ?? fallback;
      return record ? [[code, record]] : [];
    }),
  );
}
