/**
 * npm run bench, read top to bottom: the build's time (and its two parts), the dev loop, clicks
 * between pages against the floor pair, the launch-day sample build, then per page the
 * requests and bytes of a first view as the browser made them, the paints a visitor sees in
 * real Chromium (CPU slowed four times, median of 5) and Lighthouse (mobile, simulated
 * throttling, median of 3 rounds that visit the floor page too). Timings are judged against
 * the floor measured in the same run, bytes and requests against fixed budgets; goals are
 * printed apart. It prints tables, writes .artifacts/bench.json and exits non-zero when a
 * budget (never a goal) is missed.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { measureBuild } from "./measure/build-timing.ts";
import { measureDevLoop } from "./measure/dev-loop.ts";
import { floorSite } from "./measure/floor.ts";
import { measureLaunchSample } from "./measure/launch-sample.ts";
import { measureLighthouse } from "./measure/lighthouse-runs.ts";
import { measureNavigation } from "./measure/navigation.ts";
import { measurePaints } from "./measure/paint.ts";
import { passes, printChecks, printTable } from "./measure/report.ts";
import type { Check } from "./measure/report.ts";
import { budgets, goals } from "./measure/budgets.ts";
import { paths, projectRoot } from "./pipeline/paths.ts";
import { launchChromium } from "./browsers/chromium.ts";
import { serveStatic } from "./serve/static-server.ts";
import { visitablePages } from "./testing/pages.ts";
import { defaultLocale, locales } from "../src/site.ts";
import { localePath } from "../src/urls.ts";
import { firstViewWeight } from "./measure/weight.ts";
import { mobileNetwork } from "./measure/navigation-timing.ts";

const outputFile = path.join(projectRoot, ".artifacts/bench.json");
/** Every page of the default locale, and each other locale's home. */
const benchPages = [
  ...visitablePages,
  ...locales.filter((code) => code !== defaultLocale).map((code) => ({ name: `home ${code}`, path: localePath(code, "/"), chrome: "site" as const })),
];
const round = Math.round;

async function main(): Promise<void> {
  const started = Date.now();
  console.log("Building 6 times (the first is a warm-up)...");
  const build = await measureBuild();
  console.log("Timing the dev loop...");
  const devLoop = await measureDevLoop();
  const floor = await floorSite();
  console.log("Timing clicks from / to /privacy/, and on the floor pair...");
  const navigation = await measureNavigation(paths.dist, floor);

  const browser = await launchChromium();
  console.log("Building launch day with 10 sample screenshots and a sample video, cold and warm...");
  const launch = await measureLaunchSample(browser, (dir) => serveStatic(dir));
  const servers = await Promise.all([
    ...[paths.dist, floor.dir, launch.dir].map((dir) => serveStatic(dir)),
    ...[paths.dist, floor.dir].map((dir) => serveStatic(dir, { throttle: mobileNetwork })),
  ]);
  const [site, floorServer, launchServer, slowSite, slowFloor] = servers;
  const weights = [];
  for (const page of benchPages) weights.push({ ...page, weight: await firstViewWeight(browser, `${site.origin}${page.path}`) });
  console.log("Paints in Chromium with its CPU slowed four times, 5 rounds over the floor page and every page...");
  const paints = await measurePaints(browser, [
    { name: "floor", url: `${slowFloor.origin}${floor.page}` },
    ...benchPages.map((page) => ({ name: page.name, url: `${slowSite.origin}${page.path}` })),
  ]);
  const floorPaint = paints.get("floor");
  if (!floorPaint) throw new Error("measured no paint of the floor page");
  console.log("Lighthouse, 3 rounds over the floor page, every page and the launch-day landing page...");
  const lighthouse = await measureLighthouse([
    { name: "floor", url: `${floorServer.origin}${floor.page}` },
    ...benchPages.map((page) => ({ name: page.name, url: `${site.origin}${page.path}` })),
    { name: "launch home", url: `${launchServer.origin}/` },
  ]).finally(async () => {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  });
  const floorLh = lighthouse.get("floor");
  if (!floorLh) throw new Error("Lighthouse measured no floor page");

  const checks: Check[] = [
    { what: "build: render, median ms", value: round(build.medianRenderMs), budget: budgets.renderMs, kind: "max" },
    { what: "build: npm run build with its type-check, median wall ms", value: round(build.medianMs), budget: budgets.buildWallMs, kind: "max" },
    ...Object.entries(devLoop).map(([edit, ms]): Check => ({ what: `dev: ${edit} edit to visible ms`, value: ms, budget: budgets.devEditToVisibleMs, kind: "max" })),
    { what: "navigation: click to shown, prerendered, / the floor pair's", value: round((navigation.prerenderedMs / navigation.floorMs) * 100) / 100, budget: budgets.navigationToFloorRatio, kind: "max" },
    { what: "navigation: click to shown, prerendered, ms over the floor pair's", value: navigation.prerenderedMs - navigation.floorMs, budget: goals.navigationOverFloorMs, kind: "max", goal: true },
    { what: "navigation: every hovered link was prerendered", value: Number(navigation.allPrerendered), budget: 1, kind: "min" },
    { what: "navigation: cross-faded only where the client script was left out", value: Number(navigation.crossFadeOnlyWithoutScript), budget: 1, kind: "min" },
    { what: "launch: build with 10 screenshots, cold ms", value: launch.coldBuildMs, budget: budgets.launch.coldBuildMs, kind: "max" },
    { what: "launch: build with 10 screenshots, warm ms", value: launch.warmBuildMs, budget: budgets.launch.warmBuildMs, kind: "max" },
    { what: `launch: HTML and hero image (${launch.heroImage}) bytes`, value: launch.heroAndHtmlBytes, budget: budgets.launch.heroAndHtmlBytes, kind: "max" },
    { what: "launch: below-the-fold images requested on load", value: launch.belowTheFoldImages.length, budget: budgets.launch.belowTheFoldImageRequests, kind: "max" },
  ];
  const launchLh = lighthouse.get("launch home");
  if (launchLh) {
    checks.push(
      { what: "launch: LCP / the floor's", value: round((launchLh.lcpMs / floorLh.lcpMs) * 1000) / 1000, budget: budgets.launch.lcpToFloorRatio, kind: "max" },
      { what: "launch: largest contentful paint ms", value: round(launchLh.lcpMs), budget: goals.launchLargestContentfulPaintMs, kind: "below", goal: true },
      { what: "launch: cumulative layout shift", value: launchLh.cls, budget: budgets.launch.cumulativeLayoutShift, kind: "max" },
    );
  }
  for (const { name, weight } of weights) {
    const scores = lighthouse.get(name);
    const paint = paints.get(name);
    if (!scores || !paint) continue;
    checks.push(
      { what: `${name}: requests during the load`, value: weight.requests.length, budget: budgets.requestsPerFirstView, kind: "max" },
      { what: `${name}: first view, gzip bytes`, value: weight.gzip, budget: budgets.firstViewGzipBytes, kind: "max" },
      { what: `${name}: inline client script, gzip bytes`, value: weight.scriptGzip, budget: budgets.clientScriptGzipBytes, kind: "max" },
      { what: `${name}: render-blocking requests`, value: weight.renderBlocking.length, budget: budgets.renderBlockingRequests, kind: "max" },
      { what: `${name}: third-party requests`, value: weight.thirdParty.length, budget: budgets.thirdPartyRequests, kind: "max" },
      { what: `${name}: Lighthouse performance`, value: scores.performance, budget: budgets.lighthousePerformance, kind: "min" },
      { what: `${name}: Lighthouse performance`, value: scores.performance, budget: goals.lighthousePerformance, kind: "min", goal: true },
      { what: `${name}: FCP / the floor's`, value: round((scores.fcpMs / floorLh.fcpMs) * 1000) / 1000, budget: budgets.fcpToFloorRatio, kind: "max" },
      { what: `${name}: FCP / the floor's`, value: round((scores.fcpMs / floorLh.fcpMs) * 1000) / 1000, budget: goals.fcpToFloorRatio, kind: "max", goal: true },
      { what: `${name}: LCP / the floor's`, value: round((scores.lcpMs / floorLh.lcpMs) * 1000) / 1000, budget: budgets.lcpToFloorRatio, kind: "max" },
      { what: `${name}: LCP / the floor's`, value: round((scores.lcpMs / floorLh.lcpMs) * 1000) / 1000, budget: goals.lcpToFloorRatio, kind: "max", goal: true },
      { what: `${name}: LCP - FCP in Chromium, ms over the floor's`, value: paint.lcpAfterFcpMs - floorPaint.lcpAfterFcpMs, budget: goals.observedLcpAfterFcpOverFloorMs, kind: "max", goal: true },
    );
  }

  console.log("\nPer page (first view on a phone, cold cache; Lighthouse mobile, median of 3 rounds)");
  printTable([
    ["page", "requests", "gzip B", "brotli B", "JS gzip B", "perf", "FCP ms", "LCP ms", "FCP/floor", "LCP/floor", "TBT ms", "CLS", "a11y", "BP", "SEO"],
    ...[{ name: "floor", weight: undefined }, ...weights, { name: "launch home", weight: undefined }].map(({ name, weight }) => {
      const lh = lighthouse.get(name);
      const cell = (value: number | undefined) => (value === undefined ? "-" : String(value));
      return [
        name,
        cell(weight?.requests.length),
        cell(weight?.gzip),
        cell(weight?.brotli),
        cell(weight?.scriptGzip),
        cell(lh?.performance),
        cell(lh && round(lh.fcpMs)),
        cell(lh && round(lh.lcpMs)),
        lh ? (lh.fcpMs / floorLh.fcpMs).toFixed(3) : "-",
        lh ? (lh.lcpMs / floorLh.lcpMs).toFixed(3) : "-",
        cell(lh && round(lh.tbtMs)),
        lh ? lh.cls.toFixed(3) : "-",
        cell(lh?.accessibility),
        cell(lh?.bestPractices),
        cell(lh?.seo),
      ];
    }),
  ]);
  const samples = (name: keyof typeof navigation.samples) => navigation.samples[name].join(", ");
  console.log(
    `\nClick on a header link to the next page's first paint (median of 5): prerendered, shown at once ${navigation.prerenderedMs} ms (${samples("prerendered")}); the floor pair ${navigation.floorMs} ms (${samples("floor")}); prerendered with the cross-fade that JavaScript-off Chromium keeps ${navigation.prerenderedCrossFadeMs} ms (${samples("prerenderedCrossFade")}); without prerendering ${navigation.withoutPrerenderMs} ms (${samples("withoutPrerender")})`,
  );
  console.log(
    `\nBuild: median ${round(build.medianMs)} ms over ${build.wallMs.length} runs (${build.wallMs.map(round).join(", ")}), of which type-check ${round(build.medianTypeCheckMs)} ms and render ${round(build.medianRenderMs)} ms side by side; peak memory ${build.peakMemoryMb ?? "n/a"} MB`,
  );
  console.log(`Launch day: ${launch.screenshots} screenshots built cold in ${launch.coldBuildMs} ms, warm in ${launch.warmBuildMs} ms; HTML and hero image ${launch.heroAndHtmlBytes} B`);
  console.log(`\nPaints in Chromium, CPU slowed 4x, mobile network (median of 5): ${[...paints].map(([name, paint]) => `${name} FCP ${paint.fcpMs} / LCP ${paint.lcpMs} ms`).join("; ")}`);
  const [budgetChecks, goalChecks] = [checks.filter((check) => !check.goal), checks.filter((check) => check.goal)];
  console.log("\nBudgets");
  printChecks(budgetChecks);
  console.log("\nGoals (ambitions, printed apart: missing one does not fail the bench)");
  printChecks(goalChecks, "goal");

  await launch.dispose();
  await floor.dispose();
  await mkdir(path.dirname(outputFile), { recursive: true });
  const { dispose: _dispose, ...launchFigures } = launch;
  await writeFile(
    outputFile,
    `${JSON.stringify({ node: process.version, budgets, goals, build, devLoop, navigation, launch: launchFigures, pages: weights, paints: Object.fromEntries(paints), lighthouse: Object.fromEntries(lighthouse), checks: checks.map((check) => ({ ...check, pass: passes(check) })) }, null, 2)}\n`,
  );
  const missed = budgetChecks.filter((check) => !passes(check));
  const goalsMet = goalChecks.filter(passes).length;
  console.log(`\n${missed.length ? `${missed.length} budget(s) missed` : "Every budget met"}; ${goalsMet} of ${goalChecks.length} goals met; wrote ${path.relative(projectRoot, outputFile)} in ${round((Date.now() - started) / 1000)} s`);
  if (missed.length) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
