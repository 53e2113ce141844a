import { readFile } from "node:fs/promises";
import path from "node:path";
import { inject } from "vitest";

/** The build made once for this test run by global-setup.ts: the owner's site as it is. */
export const distDir = () => inject("distDir");
/** Open for pre-order (browser tests only). */
export const preOrderDistDir = () => inject("preOrderDistDir");
/**
 * The owner's variety (browser tests only): a copy of the site changed by the README's recipes
 * (scripts/testing/owner-variety.ts), live, with the pseudo-locales beside its languages.
 */
export const varietyDistDir = () => inject("varietyDistDir");
/** The languages of the owner's variety, the default first, the pseudo-locales not among them. */
export const varietyLanguages = () => inject("varietyLanguages");

export const readDist = (file: string, dir = distDir()) => readFile(path.join(dir, file), "utf8");
