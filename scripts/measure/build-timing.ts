/** `npm run build` from a clean dist/, one warm-up (unless left out) and then `runs` timed runs, with its two parts. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { paths, projectRoot } from "../pipeline/paths.ts";
import { median } from "./median.ts";

export interface BuildFigures {
  wallMs: number[];
  medianMs: number;
  /** The parts the build reports, which run side by side: its type-check, and everything up to the rendered files. */
  medianTypeCheckMs: number;
  medianRenderMs: number;
  peakMemoryMb: number | null;
}

export async function measureBuild(runs = 5, { warmUp = true } = {}): Promise<BuildFigures> {
  const timeCommand = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;
  const wallMs: number[] = [];
  const typeCheckMs: number[] = [];
  const renderMs: number[] = [];
  let peakKb = 0;
  for (let run = warmUp ? 0 : 1; run <= runs; run += 1) {
    await rm(paths.dist, { recursive: true, force: true });
    const started = performance.now();
    const result = timeCommand
      ? spawnSync(timeCommand, ["-f", "%M", "npm", "run", "-s", "build"], { cwd: projectRoot, encoding: "utf8" })
      : spawnSync("npm", ["run", "-s", "build"], { cwd: projectRoot, encoding: "utf8" });
    const elapsed = performance.now() - started;
    if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stderr}`);
    if (run === 0) continue;
    wallMs.push(elapsed);
    const parts = /type-check (\d+) ms, render (\d+) ms/.exec(result.stdout);
    if (parts) {
      typeCheckMs.push(Number(parts[1]));
      renderMs.push(Number(parts[2]));
    }
    const kb = Number(result.stderr.trim().split("\n").pop());
    if (timeCommand && Number.isFinite(kb)) peakKb = Math.max(peakKb, kb);
  }
  return {
    wallMs,
    medianMs: median(wallMs),
    medianTypeCheckMs: median(typeCheckMs),
    medianRenderMs: median(renderMs),
    peakMemoryMb: timeCommand ? Math.round(peakKb / 1024) : null,
  };
}
