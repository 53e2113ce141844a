import { readFile } from "node:fs/promises";
import path from "node:path";
import { inject } from "vitest";

/** The build made once for this test run by global-setup.ts. */
export const distDir = () => inject("distDir");

export const readDist = (file: string, dir = distDir()) => readFile(path.join(dir, file), "utf8");

/** The client script's path inside dist/, as the built HTML references it. */
export function scriptPathOf(html: string): string {
  const match = html.match(/<script src="\/([^"]*assets\/app\.[0-9a-f]+\.js)"/);
  if (!match) throw new Error("no client script in page");
  return match[1].replace(/^.*?assets\//, "assets/");
}
