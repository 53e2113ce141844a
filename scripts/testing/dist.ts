import { readFile } from "node:fs/promises";
import path from "node:path";
import { inject } from "vitest";
import type { ManyLanguagesHost } from "./many-languages.ts";

/** The build made once for this test run by global-setup.ts: the owner's site as it is. */
export const distDir = () => inject("distDir");
/**
 * The site in every App Store language (scripts/testing/many-languages.ts), with the store
 * files, rendered once for this test run: as a build with no host's variable writes it.
 */
export const manyLanguagesDistDir = () => inject("manyLanguagesDistDir");
/** The same render as `host` builds it (its own host files): a folder holding the host's config file beside dist/. */
export const manyLanguagesHostDir = (host: ManyLanguagesHost) => inject("manyLanguagesHostDirs")[host];
/** Open for pre-order (browser tests only). */
export const preOrderDistDir = () => inject("preOrderDistDir");
/**
 * The owner's variety (browser tests only): a copy of the site changed by the README's recipes
 * (scripts/testing/owner-variety.ts), live, with the pseudo-locales beside its languages.
 */
export const varietyDistDir = () => inject("varietyDistDir");
/** The site with a landscape App Preview (browser tests only). */
export const landscapePreviewDistDir = () => inject("landscapePreviewDistDir");
/** The languages of the owner's variety, the default first, the pseudo-locales not among them. */
export const varietyLanguages = () => inject("varietyLanguages");

export const readDist = (file: string, dir = distDir()) => readFile(path.join(dir, file), "utf8");
