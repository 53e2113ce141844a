/**
 * Debian's Chromium, driven by playwright-core (which never downloads a browser of its own).
 * These flags keep it from reaching for the internet, which this project never needs.
 */
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import type { Browser } from "playwright-core";
import { browserPackages } from "./browsers.ts";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromiumPath(): string {
  const { binary, install } = browserPackages.chromium;
  if (!existsSync(binary)) throw new Error(`Chromium not found at ${binary}. Install it with: sudo sh -c '${install}' (or set CHROME_PATH)`);
  return binary;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumFlags, timeout: 45_000 });
}
