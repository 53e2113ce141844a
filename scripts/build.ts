/**
 * npm run build, read top to bottom: check static/; type-check src/ and the pipeline beside
 * its stages (content -> settings -> languages -> launch material -> pages -> files,
 * scripts/pipeline/); write dist/ atomically, dated from the last commit (SOURCE_DATE_EPOCH when
 * set); say which offer codes wait and how far each language is translated. A failure anywhere
 * stops the build with where and why, and leaves the last good dist/ as it was. It writes
 * nothing but dist/.
 */
import "./pipeline/production-react.ts";
import path from "node:path";
import { buildSite } from "./pipeline/build-site.ts";
import { projectRoot } from "./pipeline/paths.ts";
import { buildEnvironment } from "./pipeline/source-date.ts";
import { translationSummary } from "./pipeline/translation-summary.ts";

const outDir = path.resolve(process.argv[2] ?? path.join(projectRoot, "dist"));
const shown = path.relative(projectRoot, outDir) || outDir;
try {
  // Reproducible by default: dated from the last commit, unless SOURCE_DATE_EPOCH says otherwise.
  const result = await buildSite(outDir, await buildEnvironment(process.env, projectRoot));
  const { content, site, campaigns, englishInAttributes, offersLeftOut } = result.site;
  const pagesWritten = result.files.filter((file) => file.endsWith(".html")).length;
  if (campaigns.length > 0) {
    console.log(
      `Campaign tokens of the store links (App Store Connect: App Analytics > Campaigns; Google Play: utm_campaign):\n  ${campaigns.join(", ")}`,
    );
  }
  if (offersLeftOut.length > 0) console.log(`Offer codes left out of this build:\n${offersLeftOut.map((line) => `  ${line}`).join("\n")}`);
  console.log(
    `Translations:\n${translationSummary(content, site.locales, englishInAttributes)
      .map(({ line }) => `  ${line}`)
      .join("\n")}`,
  );
  console.log(
    `Built ${pagesWritten} pages and ${result.files.length - pagesWritten} other files into ${shown}/ in ${Math.round(result.milliseconds)} ms (type-check ${Math.round(result.typeCheckMilliseconds)} ms, render ${Math.round(result.renderMilliseconds)} ms, side by side)`,
  );
} catch (error) {
  console.error(`Build failed. ${shown}/ was left as it was.\n${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
