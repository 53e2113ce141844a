import path from "node:path";
import { inject } from "vitest";
import { projectRoot } from "../pipeline/paths.ts";
import type { ColorScheme } from "../browsers/drivers/start-engine.ts";

/** Written by `npm run screenshots` for people to look at (and each engine's version.txt by every run); git-ignored. */
export const screenshotRoot = path.join(projectRoot, ".artifacts/screenshots");
/** Whether this run saves screenshots: `npm run screenshots` does, `npm test` proves the same behaviours without them. */
export const screenshotsWanted = () => inject("screenshots");
export const screenshotWidths = [390, 1280] as const;
export const colorSchemes: readonly ColorScheme[] = ["light", "dark"];

/** The file of a screenshot in an engine's folder: JPEG where the engine writes one (not WebKit). */
export const screenshotFile = (engine: string, name: string) => `${name}.${engine === "webkit" ? "png" : "jpg"}`;

/** Launch day's screenshot counts and widths, taken in Chromium for the launch-day contact sheet. */
export const launchDayCounts = [1, 2, 3, 5, 10] as const;
export const launchDayWidths = [390, 1440] as const;
