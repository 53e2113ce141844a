/**
 * npm run bench: builds the site, then measures every budget in scripts/budgets.ts — per page,
 * the requests and bytes of a first view as the browser made them and Lighthouse (mobile,
 * simulated throttling, median of 3); then build time, the dev loop and click-to-shown
 * navigation with and without prerendering — prints a table, writes .artifacts/bench.json
 * and exits non-zero when a budget is missed.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { budgets } from "./budgets.ts";
import { paths, projectRoot } from "./build.ts";
import { chromiumFlags, chromiumPath, launchChromium } from "./chromium.ts";
import { serveStatic } from "./static-server.ts";
import { startDevServer } from "./testing/dev-server.ts";
import { fixtureProject } from "./testing/fixture-project.ts";
import { visitablePages } from "./testing/pages.ts";
import { median } from "./median.ts";
import { measureNavigation, mobileNetwork } from "./navigation-timing.ts";
import { firstViewWeight } from "./weight.ts";
import { loadLighthouse } from "./lighthouse/load.ts";
import type { RunLighthouse } from "./lighthouse/load.ts";

const LIGHTHOUSE_RUNS = 3;
const BUILD_RUNS = 5;
const DEV_SAMPLES = 5;
const outputFile = path.join(projectRoot, ".artifacts/bench.json");

interface BuildFigures {
  wallMs: number[];
  medianMs: number;
  peakMemoryMb: number | null;
}

/** `npm run build` from a clean dist/, one warm-up and then BUILD_RUNS timed runs. */
async function measureBuild(): Promise<BuildFigures> {
  const timeCommand = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;
  const wallMs: number[] = [];
  let peakKb = 0;
  for (let run = 0; run <= BUILD_RUNS; run += 1) {
    await rm(paths.dist, { recursive: true, force: true });
    const started = performance.now();
    const result = timeCommand
      ? spawnSync(timeCommand, ["-f", "%M", "npm", "run", "-s", "build"], { cwd: projectRoot, encoding: "utf8" })
      : spawnSync("npm", ["run", "-s", "build"], { cwd: projectRoot, encoding: "utf8" });
    const elapsed = performance.now() - started;
    if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stderr}`);
    if (run === 0) continue;
    wallMs.push(elapsed);
    const kb = Number(result.stderr.trim().split("\n").pop());
    if (timeCommand && Number.isFinite(kb)) peakKb = Math.max(peakKb, kb);
  }
  return { wallMs, medianMs: median(wallMs), peakMemoryMb: timeCommand ? Math.round(peakKb / 1024) : null };
}

/**
 * Saves edits in a copy of the project under `npm run dev` and times until the reloaded page
 * first paints with the change: the paint's own timestamp, not when a poll noticed it.
 */
async function measureDevLoop(): Promise<Record<string, number>> {
  const project = await fixtureProject(paths.dist);
  const dev = await startDevServer(project.root);
  const browser = await launchChromium();
  try {
    // The pages' CSP forbids the string evaluation the checks below use.
    const page = await browser.newPage({ bypassCSP: true });
    await page.goto(`${dev.origin}/`);
    // Each edit is saved, then undone, and so on: DEV_SAMPLES timings per kind, median reported.
    const edits = [
      { name: "copy", file: "src/content/landing.ts", states: ["Turn cleaning", "Turn tidying"], shown: (text: string) => `document.body.innerText.includes(${JSON.stringify(text)})` },
      { name: "component", file: "src/components/landing/Hero.tsx", states: ['<p className="hero__subline">', '<p className="hero__subline" data-edited="">'], shown: (text: string) => `Boolean(document.querySelector('[data-edited]')) === ${text.includes("data-edited")}` },
      { name: "sass partial", file: "src/styles/_hero.scss", states: ["text-transform: uppercase;", "text-transform: lowercase;"], shown: (text: string) => `getComputedStyle(document.querySelector('h1')).textTransform === ${JSON.stringify(text.includes("lower") ? "lowercase" : "uppercase")}` },
    ];
    const figures: Record<string, number> = {};
    for (const edit of edits) {
      const samples: number[] = [];
      for (let sample = 0; sample < DEV_SAMPLES; sample += 1) {
        const [from, to] = sample % 2 === 0 ? edit.states : [...edit.states].reverse();
        await page.waitForTimeout(400);
        const reloaded = page.waitForEvent("load", { timeout: 10_000 });
        const saved = Date.now();
        await project.edit(edit.file, from, to);
        await reloaded;
        await page.waitForFunction(edit.shown(to), undefined, { timeout: 5_000 });
        await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, { timeout: 5_000 });
        const paintedAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName("first-contentful-paint")[0].startTime);
        samples.push(paintedAt - saved);
      }
      figures[edit.name] = Math.round(median(samples));
    }
    return figures;
  } finally {
    await browser.close();
    await dev.stop();
    await project.dispose();
  }
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

async function measureLighthouse(lighthouse: RunLighthouse, url: string, port: number): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      ignoreStatusCode: url.includes("/no/such/"),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: value("first-contentful-paint"),
      lcpMs: value("largest-contentful-paint"),
      tbtMs: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      speedIndexMs: value("speed-index"),
    });
  }
  const keys = Object.keys(runs[0]) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as LighthouseFigures;
}

interface Check {
  what: string;
  value: number;
  budget: number;
  /** "max": the value must not exceed the budget; "below": it must stay under it; "min": it must reach it. */
  kind: "max" | "below" | "min";
}

const passes = ({ kind, value, budget }: Check) => (kind === "max" ? value <= budget : kind === "below" ? value < budget : value >= budget);
const relation = { max: "<=", below: "<", min: ">=" } as const;

function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Building ${BUILD_RUNS + 1} times (first is a warm-up)...`);
  const build = await measureBuild();

  console.log("Timing the dev loop...");
  const devLoop = await measureDevLoop();

  console.log("Timing clicks from / to /privacy/, with and without prerendering...");
  const navigation = await measureNavigation(paths.dist);

  const { lighthouse, launchChrome } = await loadLighthouse();
  const server = await serveStatic(paths.dist);
  const browser = await launchChromium();
  const chrome = await launchChrome({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });

  const checks: Check[] = [
    { what: "build: npm run build, median wall ms", value: Math.round(build.medianMs), budget: budgets.buildWallMs, kind: "max" },
    ...Object.entries(devLoop).map(([edit, ms]): Check => ({ what: `dev: ${edit} edit to visible ms`, value: ms, budget: budgets.devEditToVisibleMs, kind: "max" })),
    { what: "navigation: click to shown, prerendered, ms", value: navigation.prerenderedMs, budget: budgets.prerenderedNavigationMs, kind: "max" },
    { what: "navigation: every hovered link was prerendered", value: Number(navigation.allPrerendered), budget: 1, kind: "min" },
    { what: "navigation: cross-faded only where the client script was left out", value: Number(navigation.crossFadeOnlyWithoutScript), budget: 1, kind: "min" },
  ];
  const pages = [];
  const chromium = browser.version();
  try {
    for (const page of visitablePages) {
      console.log(`Measuring ${page.name}...`);
      const url = `${server.origin}${page.path}`;
      const weight = await firstViewWeight(browser, url);
      const scores = await measureLighthouse(lighthouse, url, chrome.port);
      pages.push({ ...page, weight, lighthouse: scores });
      checks.push(
        { what: `${page.name}: requests during the load`, value: weight.requests.length, budget: budgets.requestsPerFirstView, kind: "max" },
        { what: `${page.name}: first view, gzip bytes`, value: weight.gzip, budget: budgets.firstViewGzipBytes, kind: "max" },
        { what: `${page.name}: inline client script, gzip bytes`, value: weight.scriptGzip, budget: budgets.clientScriptGzipBytes, kind: "max" },
        { what: `${page.name}: render-blocking requests`, value: weight.renderBlocking.length, budget: budgets.renderBlockingRequests, kind: "max" },
        { what: `${page.name}: third-party requests`, value: weight.thirdParty.length, budget: budgets.thirdPartyRequests, kind: "max" },
        { what: `${page.name}: Lighthouse performance`, value: scores.performance, budget: budgets.lighthousePerformance, kind: "min" },
        { what: `${page.name}: first contentful paint ms`, value: Math.round(scores.fcpMs), budget: budgets.firstContentfulPaintMs, kind: "below" },
        { what: `${page.name}: largest contentful paint ms`, value: Math.round(scores.lcpMs), budget: budgets.largestContentfulPaintMs, kind: "below" },
        { what: `${page.name}: LCP - FCP ms`, value: Math.round(scores.lcpMs - scores.fcpMs), budget: budgets.lcpAfterFcpMs, kind: "max" },
      );
    }
  } finally {
    await Promise.all([browser.close(), server.close()]);
    chrome.kill();
  }

  console.log("\nPer page (first view on a phone, cold cache; Lighthouse mobile, median of 3)");
  printTable([
    ["page", "requests", "gzip B", "brotli B", "JS gzip B", "perf", "FCP ms", "LCP ms", `FCP/LCP vs ${budgets.paintTargetMs}`, "TBT ms", "CLS", "SI ms", "a11y", "BP", "SEO"],
    ...pages.map(({ name, weight, lighthouse: lh }) => [
      name,
      String(weight.requests.length),
      String(weight.gzip),
      String(weight.brotli),
      String(weight.scriptGzip),
      String(lh.performance),
      String(Math.round(lh.fcpMs)),
      String(Math.round(lh.lcpMs)),
      [lh.fcpMs, lh.lcpMs].map((ms) => `${ms <= budgets.paintTargetMs ? "-" : "+"}${Math.abs(Math.round(ms - budgets.paintTargetMs))}`).join(" / "),
      String(Math.round(lh.tbtMs)),
      lh.cls.toFixed(3),
      String(Math.round(lh.speedIndexMs)),
      String(lh.accessibility),
      String(lh.bestPractices),
      String(lh.seo),
    ]),
  ]);
  console.log(
    `\nClick on a header link to the next page's first paint (median of 5, ${mobileNetwork.roundTripMs} ms round trips): prerendered, shown at once ${navigation.prerenderedMs} ms (${navigation.samples.prerendered.join(", ")}); prerendered with the cross-fade that JavaScript-off Chromium keeps ${navigation.prerenderedCrossFadeMs} ms (${navigation.samples.prerenderedCrossFade.join(", ")}); without prerendering ${navigation.withoutPrerenderMs} ms (${navigation.samples.withoutPrerender.join(", ")})`,
  );
  console.log(`\nBuild: median ${Math.round(build.medianMs)} ms over ${BUILD_RUNS} runs (${build.wallMs.map(Math.round).join(", ")}), peak memory ${build.peakMemoryMb ?? "n/a"} MB`);

  console.log("\nBudgets");
  printTable([
    ["", "measure", "value", "budget"],
    ...checks.map((check) => [passes(check) ? "ok" : "MISSED", check.what, String(check.value), `${relation[check.kind]} ${check.budget}`]),
  ]);

  const node = process.version;
  await mkdir(path.dirname(outputFile), { recursive: true });
  await writeFile(outputFile, `${JSON.stringify({ node, chromium, budgets, build, devLoop, navigation, pages, checks: checks.map((check) => ({ ...check, pass: passes(check) })) }, null, 2)}\n`);
  const missed = checks.filter((check) => !passes(check));
  console.log(`\n${missed.length ? `${missed.length} budget(s) missed` : "Every budget met"}; wrote ${path.relative(projectRoot, outputFile)} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (missed.length) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
