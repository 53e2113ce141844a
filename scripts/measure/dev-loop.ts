/**
 * The dev loop: saves edits in a copy of the project under `npm run dev` and times each until
 * the reloaded page first paints with the change.
 */
import { paths } from "../pipeline/paths.ts";
import { startChromium } from "../browsers/drivers/start-engine.ts";
import { startDevCommand } from "../testing/dev-command.ts";
import { fixtureProject } from "../testing/fixture-project.ts";
import { readContent } from "../pipeline/content.ts";

/** Each kind of edit's samples, ms from the save to the reloaded page's paint. */
export type DevLoopFigures = Record<string, number[]>;

/**
 * Saves edits in a copy of the project under `npm run dev` and times until the reloaded page
 * first paints with the change: the paint's own timestamp, not when a poll noticed it.
 */
export async function measureDevLoop(samplesPerEdit = 3): Promise<DevLoopFigures> {
  const project = await fixtureProject(paths.dist);
  const dev = await startDevCommand(project.root);
  const chromium = await startChromium();
  const browser = chromium.playwright;
  try {
    const page = await browser.newPage();
    await page.goto(`${dev.origin}/`);
    // Each edit is saved, then undone, and so on: samplesPerEdit timings per kind.
    const edits = [
      {
        name: "copy",
        file: "src/content/locales/en/copy.json",
        states: [(await readContent()).languages[0].copy.hero.tagline, "A tagline edited in the dev loop."],
        shown: (saved: string) => document.body.innerText.includes(saved),
      },
      {
        name: "component",
        file: "src/components/landing/Hero.tsx",
        states: ['<p className="hero__tagline">', '<p className="hero__tagline" data-edited="">'],
        shown: (saved: string) => Boolean(document.querySelector("[data-edited]")) === saved.includes("data-edited"),
      },
      {
        name: "sass partial",
        file: "src/styles/_hero.scss",
        states: ["text-transform: uppercase;", "text-transform: lowercase;"],
        shown: (saved: string) =>
          getComputedStyle(document.querySelector("h1") as Element).textTransform === (saved.includes("lower") ? "lowercase" : "uppercase"),
      },
    ];
    const figures: DevLoopFigures = {};
    for (const edit of edits) {
      const samples: number[] = [];
      for (let sample = 0; sample < samplesPerEdit; sample += 1) {
        const [from, to] = sample % 2 === 0 ? edit.states : [...edit.states].reverse();
        await page.waitForTimeout(400);
        const reloaded = page.waitForEvent("load", { timeout: 10_000 });
        const saved = Date.now();
        await project.edit(edit.file, from, to);
        await reloaded;
        await page.waitForFunction(edit.shown, to, { timeout: 5_000 });
        await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, { timeout: 5_000 });
        const paintedAt = await page.evaluate(
          () => performance.timeOrigin + performance.getEntriesByName("first-contentful-paint")[0].startTime,
        );
        samples.push(paintedAt - saved);
      }
      figures[edit.name] = samples.map(Math.round);
    }
    return figures;
  } finally {
    await chromium.stop();
    await dev.stop();
    await project.dispose();
  }
}
