/**
 * npm run bench, read top to bottom: the build's time (and its two parts), the dev loop, clicks
 * between pages against the floor pair, the launch-day sample build, then for every page in
 * every language the requests and bytes of a first view as the browser made them, the paints a
 * visitor sees in real Chromium (CPU slowed four times, median of 5) with where the slowed main
 * thread spends its time before them (a trace, median of 3), and Lighthouse (mobile, simulated
 * throttling, median of 3 rounds that visit the floor page too). Page timings are judged as
 * ratios to the floor measured in the same run (each page's paints held to its baseline), the
 * build's and the dev loop's milliseconds, bytes and requests against fixed budgets; goals are
 * printed apart. It prints tables, writes .artifacts/bench.json and exits non-zero, naming the
 * page and the measure, when a budget (never a goal) is missed.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { startChromium } from "./browsers/drivers/start-engine.ts";
import { measureBuild } from "./measure/build-timing.ts";
import { budgets, goals } from "./measure/budgets.ts";
import { benchChecks, floorRatios } from "./measure/checks.ts";
import { measureDevLoop } from "./measure/dev-loop.ts";
import { floorSite } from "./measure/floor.ts";
import { measureLaunchSample } from "./measure/launch-sample.ts";
import { measureLighthouse } from "./measure/lighthouse-runs.ts";
import { measureNavigation } from "./measure/click-rounds.ts";
import { mobileNetwork } from "./measure/navigation-timing.ts";
import { measurePaints } from "./measure/paint.ts";
import { readBaseline, recordBaseline, regressionChecks } from "./measure/baseline.ts";
import { printFigures } from "./measure/report.ts";
import { passes, printChecks } from "./measure/verdict.ts";
import { measureBreakdowns } from "./measure/trace.ts";
import { firstViewWeight } from "./measure/weight.ts";
import { paths, projectRoot } from "./pipeline/paths.ts";
import { serveStatic } from "./serve/static-server.ts";
import { visitablePages } from "./testing/pages.ts";
import { readSettings } from "./pipeline/sources.ts";
import { readContent } from "./pipeline/content.ts";
import { defaultLocale } from "../src/site.ts";
import { localePath } from "../src/routing/urls.ts";

const outputFile = path.join(projectRoot, ".artifacts/bench.json");
const round = Math.round;
const started = Date.now();

console.log("Building 6 times (the first is a warm-up)...");
const build = await measureBuild();
/** Every page in every language the build published. */
const benchPages = readSettings(await readContent(), process.env).locales.flatMap((code) =>
  visitablePages(paths.dist).map((page) => ({
    name: code === defaultLocale ? page.name : `${page.name} ${code}`,
    path: localePath(code, page.path),
  })),
);
console.log("Timing the dev loop...");
const devLoop = await measureDevLoop();
const floor = await floorSite();
console.log("Timing clicks from / to /privacy/, and on the floor pair...");
const navigation = await measureNavigation(paths.dist, floor);

const chromium = await startChromium();
const browser = chromium.playwright;
console.log("Building launch day with 10 sample screenshots and a sample video, cold and warm...");
const launch = await measureLaunchSample(browser, (dir) => serveStatic(dir));
const servers = await Promise.all([
  ...[paths.dist, floor.dir, launch.dir].map((dir) => serveStatic(dir)),
  ...[paths.dist, floor.dir].map((dir) => serveStatic(dir, { throttle: mobileNetwork })),
]);
const [site, floorServer, launchServer, slowSite, slowFloor] = servers;
const weights = [];
for (const page of benchPages) weights.push({ ...page, weight: await firstViewWeight(browser, `${site.origin}${page.path}`) });
const slowTargets = [
  { name: "floor", url: `${slowFloor.origin}${floor.page}` },
  ...benchPages.map((page) => ({ name: page.name, url: `${slowSite.origin}${page.path}` })),
];
console.log(
  `Paints in Chromium with its CPU slowed four times, 5 rounds over ${benchPages.length} pages with the floor page before each, then 3 traced visits each...`,
);
const paints = await measurePaints(browser, slowTargets);
const breakdowns = await measureBreakdowns(browser, slowTargets);
console.log("Lighthouse, 3 rounds over the floor page, every page and the launch-day landing page...");
const lighthouse = await measureLighthouse([
  { name: "floor", url: `${floorServer.origin}${floor.page}` },
  ...benchPages.map((page) => ({ name: page.name, url: `${site.origin}${page.path}` })),
  { name: "launch home", url: `${launchServer.origin}/` },
]).finally(async () => {
  await chromium.stop();
  await Promise.all(servers.map((server) => server.close()));
});
const baseline = await readBaseline();
const ratios = floorRatios(paints, lighthouse);
const regressions = regressionChecks(baseline, ratios);
const checks = [...benchChecks({ build, devLoop, navigation, launch, weights, paints, lighthouse, ratios }), ...regressions.checks];

printFigures({ build, devLoop, navigation, launch, weights, paints, breakdowns, lighthouse });
const [budgetChecks, goalChecks] = [checks.filter((check) => !check.goal), checks.filter((check) => check.goal)];
console.log("\nBudgets");
printChecks(budgetChecks);
console.log("\nGoals (ambitions, printed apart: missing one does not fail the bench)");
printChecks(goalChecks, "goal");

await launch.dispose();
await floor.dispose();
await mkdir(path.dirname(outputFile), { recursive: true });
const { dispose: _dispose, ...launchFigures } = launch;
const figures = {
  node: process.version,
  budgets,
  goals,
  build,
  devLoop,
  navigation,
  launch: launchFigures,
  pages: weights,
  paints: Object.fromEntries(paints),
  breakdowns: Object.fromEntries(breakdowns),
  lighthouse: Object.fromEntries(lighthouse),
};
await writeFile(
  outputFile,
  `${JSON.stringify({ ...figures, checks: checks.map((check) => ({ ...check, pass: passes(check) })) }, null, 2)}\n`,
);
if (process.argv.includes("--record")) {
  await recordBaseline(baseline, ratios);
  console.log(
    "\nRecorded today's slowed first and largest paints and Lighthouse FCP and LCP, as ratios to the floor's, as the baseline (scripts/measure/baseline.json).",
  );
} else if (regressions.unknown.length) {
  console.log(`\nNo baseline yet for ${regressions.unknown.join(", ")}: npm run bench -- --record writes one.`);
}
const missed = budgetChecks.filter((check) => !passes(check));
console.log(
  `\n${missed.length ? `${missed.length} budget(s) missed` : "Every budget met"}; ${goalChecks.filter(passes).length} of ${goalChecks.length} goals met; wrote ${path.relative(projectRoot, outputFile)} in ${round((Date.now() - started) / 1000)} s`,
);
if (missed.length) process.exitCode = 1;
