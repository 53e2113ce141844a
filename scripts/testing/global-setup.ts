import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildSite } from "../build.ts";
import { writeContactSheets } from "./contact-sheets.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A production build of the current sources, made once for the whole run. */
    distDir: string;
  }
}

/**
 * Builds the site once, with the default config, for every test that reads dist/; at the end,
 * sets the engines' screenshots side by side.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(os.tmpdir(), "site-test-"));
  const { outDir } = await buildSite({ outDir: path.join(root, "dist"), env: {} });
  project.provide("distDir", outDir);
  return async () => {
    await rm(root, { recursive: true, force: true });
    await writeContactSheets();
  };
}
