/**
 * npm run bench, read top to bottom: the build's time (and its two parts), the dev loop, clicks
 * between pages against the floor pair, the launch-day sample build (10 screenshots, a video, an
 * in-app event), then for every page in every language the requests and bytes of a first view
 * as the browser made them, the paints a visitor sees in real Chromium (CPU slowed four times,
 * the floor page visited before every two; the quick run traces where the slowed main thread
 * spends its time before them), and Lighthouse (mobile, simulated throttling, rounds that visit the
 * floor page too) over each language's home page, the privacy policy and the launch-day landing
 * page. Page timings are judged as ratios to the floor measured in the
 * same run (each page's paints held to its baseline), the build's and the dev loop's
 * milliseconds, bytes and requests against fixed budgets; goals are printed apart. Each figure
 * is printed with its spread beside its median. It writes .artifacts/bench.json and exits
 * non-zero, naming the page and the measure, when a budget (never a goal) is missed.
 *
 * `npm run bench -- --page home` measures one page (./measure/bench-plan.ts) in about a minute.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { startChromium } from "./browsers/drivers/start-engine.ts";
import { benchPlan, launchPage } from "./measure/bench-plan.ts";
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
const plan = benchPlan(process.argv.slice(2));
const quick = plan.page !== undefined;
const { rounds } = plan;
const launchOnly = plan.page === launchPage;
/** Says what the bench does next, after the seconds it has run: where its time goes. */
const step = (what: string) => console.log(`[${round((Date.now() - started) / 1000)} s] ${what}`);

step(quick ? "Building once..." : `Building ${rounds.builds + 1} times (the first is a warm-up)...`);
const build = quick ? await measureBuild(1, { warmUp: false }) : await measureBuild(rounds.builds);
/** Every page in every language the build published, or the quick run's page in every language. */
const published = readSettings(await readContent(), process.env).locales.flatMap((code) =>
  visitablePages(paths.dist).map((page) => ({
    page: page.name,
    code,
    name: code === defaultLocale ? page.name : `${page.name} ${code}`,
    path: localePath(code, page.path),
  })),
);
const benchPages = quick ? published.filter((page) => page.page === plan.page) : published;
if (quick && !launchOnly && benchPages.length === 0) {
  throw new Error(
    `--page ${plan.page}: no such page; the pages are ${[...new Set(published.map((page) => page.page)), launchPage].join(", ")}`,
  );
}
/**
 * Lighthouse's pages, 6 to 8 s a run: the quick run's page in the default language; else each
 * language's home page and the privacy policy for the pages of prose (support and press are the
 * quick run's). The slowed paints cover every page in every language.
 */
const lighthousePages = published.filter((page) =>
  quick
    ? page.page === plan.page && page.code === defaultLocale
    : page.page === "home" || (page.page === "privacy" && page.code === defaultLocale),
);

if (!quick) step("Timing the dev loop...");
const devLoop = quick ? undefined : await measureDevLoop(rounds.devSamples);
const floor = await floorSite();
if (!quick) step("Timing clicks from / to /privacy/, and on the floor pair...");
const navigation = quick ? undefined : await measureNavigation(paths.dist, floor, rounds.clicks);

const chromium = await startChromium();
const browser = chromium.playwright;
const withLaunch = !quick || launchOnly;
if (withLaunch)
  step(`Building launch day with 10 sample screenshots, a sample video and an in-app event${quick ? ", warm" : ", cold and warm"}...`);
const launch = withLaunch ? await measureLaunchSample(browser, (dir) => serveStatic(dir), { cold: !quick }) : undefined;
const servers = await Promise.all([
  ...[paths.dist, floor.dir, launch?.dir ?? floor.dir].map((dir) => serveStatic(dir)),
  ...[paths.dist, floor.dir, launch?.dir ?? floor.dir].map((dir) => serveStatic(dir, { throttle: mobileNetwork })),
]);
const [site, floorServer, launchServer, slowSite, slowFloor, slowLaunch] = servers;
const weights = [];
for (const page of benchPages) weights.push({ ...page, weight: await firstViewWeight(browser, `${site.origin}${page.path}`) });
const slowTargets = [
  { name: "floor", url: `${slowFloor.origin}${floor.page}` },
  ...benchPages.map((page) => ({ name: page.name, url: `${slowSite.origin}${page.path}` })),
  // Launch day's home in the quick run of it; the whole run's slowed paints are the default build's pages.
  ...(launchOnly ? [{ name: launchPage, url: `${slowLaunch.origin}/` }] : []),
];
step(
  `Paints in Chromium with its CPU slowed four times, ${rounds.paints} rounds over ${slowTargets.length - 1} pages with the floor page before every two${rounds.traces ? `, then ${rounds.traces} traced visit(s) each` : ""}...`,
);
const paints = await measurePaints(browser, slowTargets, rounds.paints);
const breakdowns = rounds.traces ? await measureBreakdowns(browser, slowTargets, rounds.traces) : new Map();
const lighthouseTargets = [
  { name: "floor", url: `${floorServer.origin}${floor.page}` },
  ...(launchOnly ? [] : lighthousePages.map((page) => ({ name: page.name, url: `${site.origin}${page.path}` }))),
  ...(withLaunch ? [{ name: launchPage, url: `${launchServer.origin}/` }] : []),
];
step(`Lighthouse, ${rounds.lighthouse} rounds over the floor page and ${lighthouseTargets.length - 1} page(s)...`);
const lighthouse = await measureLighthouse(lighthouseTargets, rounds.lighthouse).finally(async () => {
  await chromium.stop();
  await Promise.all(servers.map((server) => server.close()));
});
const baseline = await readBaseline();
const ratios = floorRatios(paints, lighthouse);
const regressions = regressionChecks(baseline, ratios);
const checks = [
  ...benchChecks({ build, devLoop, navigation, launch, weights, paints, lighthouse, ratios }).filter(
    // One cold build is no median: the quick run prints it and leaves its budget to the whole run.
    (check) => !quick || !check.what.startsWith("build:"),
  ),
  ...regressions.checks,
];

printFigures({ build, devLoop, navigation, launch, weights, paints, breakdowns, lighthouse });
const [budgetChecks, goalChecks] = [checks.filter((check) => !check.goal), checks.filter((check) => check.goal)];
console.log("\nBudgets");
printChecks(budgetChecks);
console.log("\nGoals (ambitions, printed apart: missing one does not fail the bench)");
printChecks(goalChecks, "goal");

await launch?.dispose();
await floor.dispose();
await mkdir(path.dirname(outputFile), { recursive: true });
const { dispose: _dispose, ...launchFigures } = launch ?? { dispose: undefined };
const figures = {
  node: process.version,
  plan,
  budgets,
  goals,
  build,
  devLoop,
  navigation,
  launch: launch ? launchFigures : undefined,
  pages: weights,
  paints: Object.fromEntries(paints),
  breakdowns: Object.fromEntries(breakdowns),
  lighthouse: Object.fromEntries(lighthouse),
};
await writeFile(
  outputFile,
  `${JSON.stringify({ ...figures, checks: checks.map((check) => ({ ...check, pass: passes(check) })) }, null, 2)}\n`,
);
if (plan.record) {
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
