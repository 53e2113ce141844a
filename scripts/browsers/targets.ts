/**
 * The browsers the site supports, read once from the `browserslist` field of package.json and
 * translated for each tool that needs them: esbuild (script and styles) and the compatibility gate.
 * Nothing else names a browser version.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import browserslist from "browserslist";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** e.g. ["ios_saf 15.0-15.1", "safari 15", "chrome 157", ...] */
export const targetBrowsers = (): string[] => browserslist(undefined, { path: projectRoot });

/** The oldest version of each browser in the list, by browserslist's name for it. */
export function oldestVersions(list = targetBrowsers()): Map<string, string> {
  const oldest = new Map<string, string>();
  for (const entry of list) {
    const [name, range] = entry.split(" ");
    const version = range.split("-")[0];
    const current = oldest.get(name);
    if (current === undefined || compareVersions(version, current) < 0) oldest.set(name, version);
  }
  return oldest;
}

/** Compares "15.4" with "15.10" as versions, not as decimals. */
export function compareVersions(a: string, b: string): number {
  const [left, right] = [a, b].map((version) => version.split(".").map(Number));
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const esbuildEngines: Record<string, string> = { ios_saf: "ios", safari: "safari", chrome: "chrome", edge: "edge", firefox: "firefox" };

/**
 * esbuild's `target`, e.g. ["ios15.0", "safari15", "chrome156", ...]. esbuild has no name for
 * Samsung Internet; its last two versions run a Chromium newer than what Safari 15 supports.
 */
export function esbuildTargets(list = targetBrowsers()): string[] {
  return [...oldestVersions(list)].flatMap(([name, version]) => (esbuildEngines[name] ? [`${esbuildEngines[name]}${version}`] : []));
}
