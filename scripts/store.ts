/**
 * npm run store -- fastlane-urls: points the fastlane listing's marketing, support and privacy
 * links of each published language at that language's pages (./store/listing-urls.ts).
 *
 * npm run store -- refresh: saves the App Store's record of the app (APP_STORE_ID), as Apple's
 * public lookup answers for each published language's storefront, under src/content/store/ for
 * the what's-new page (README: "What's new"). Commit what it saves; the build never asks Apple.
 * A storefront that fails keeps its saved file, and the command ends non-zero saying why.
 */
import path from "node:path";
import { appleLookup, refreshStoreRecords } from "./store/refresh.ts";
import type { RefreshOutcome } from "./store/refresh.ts";
import { paths, projectRoot } from "./pipeline/paths.ts";
import { writeListingUrls } from "./store/listing-urls.ts";
import { storefrontOf } from "../src/launch/app-store-record.ts";
import { readLanguages, readSettings } from "./pipeline/sources.ts";
import { readContent } from "./pipeline/content.ts";

const usage = `Usage: npm run store -- refresh         (needs APP_STORE_ID; APP_STORE_LOOKUP_URL stands in for Apple's lookup)
       npm run store -- fastlane-urls   (writes the listing's links under FASTLANE_PATH/metadata/)`;
const shown = (file: string) => path.relative(process.cwd(), file) || file;

function said(outcome: RefreshOutcome): string {
  const where = `${outcome.storefront}: ${shown(outcome.file)}`;
  if (outcome.result === "saved") return `${where} ${outcome.changed ? "saved" : "unchanged"}, version ${outcome.version}`;
  const kept = outcome.kept ? "kept as it was" : "none saved";
  if (outcome.result === "not found")
    return `${where} ${kept}: the app is not in this storefront; its language shows another storefront's record`;
  return `${where} ${kept}: ${outcome.reason}`;
}

async function fastlaneUrls(): Promise<number> {
  const content = await readContent();
  const site = readSettings(content, process.env);
  const metadata = path.join(projectRoot, site.fastlanePath, "metadata");
  const { written, notInListing } = await writeListingUrls(site, site.locales, content.appStoreLanguages, metadata);
  for (const link of written) console.log(`  ${shown(link.file)} ${link.changed ? "written" : "unchanged"}: ${link.url}`);
  if (notInListing.length > 0)
    console.log(
      `The listing has no folder for ${notInListing.join(", ")}, which the site publishes: left alone (a folder would add that language to the App Store page; make it with its description first).`,
    );
  console.log(
    written.some((link) => link.changed)
      ? "Commit them; fastlane deliver uploads them with the listing."
      : "Every link already pointed at its page: nothing changed.",
  );
  return 0;
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (command === "fastlane-urls" && rest.length === 0) return fastlaneUrls();
  if (command !== "refresh" || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  const content = await readContent();
  const site = readSettings(content, process.env);
  const storefronts = readLanguages(site, content).map((language) => storefrontOf(language.copy));
  const lookupUrl = process.env.APP_STORE_LOOKUP_URL || appleLookup;
  console.log(`Asking ${lookupUrl} for app ${site.appStoreId || "(APP_STORE_ID unset)"} in ${storefronts.join(", ")}`);
  const outcomes = await refreshStoreRecords({ appId: site.appStoreId, storefronts, dir: paths.store, lookupUrl });
  for (const outcome of outcomes) console.log(`  ${said(outcome)}`);
  const failed = outcomes.filter((outcome) => outcome.result === "failed");
  if (failed.length > 0) {
    console.error(`${failed.length} of ${outcomes.length} storefronts not refreshed; their saved files are unchanged.`);
    return 1;
  }
  if (!outcomes.some((outcome) => outcome.result === "saved")) {
    console.error("The lookup found the app in none of these storefronts: is APP_STORE_ID right, and is the app out yet?");
    return 1;
  }
  console.log("Commit src/content/store/ and deploy: the what's-new page shows what was saved.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`store: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
