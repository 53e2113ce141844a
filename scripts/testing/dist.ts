import { readFile } from "node:fs/promises";
import path from "node:path";
import { inject } from "vitest";

/** The build made once for this test run by global-setup.ts. */
export const distDir = () => inject("distDir");
/** The launch-day builds of global-setup.ts (browser tests only). */
export const launchDistDir = () => inject("launchDistDir");
export const preOrderDistDir = () => inject("preOrderDistDir");
/** The build with the pseudo-locales (browser tests only). */
export const pseudoDistDir = () => inject("pseudoDistDir");

export const readDist = (file: string, dir = distDir()) => readFile(path.join(dir, file), "utf8");
