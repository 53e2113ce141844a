/**
 * The Chromium that browser discovery found, driven by playwright-core (which never downloads
 * a browser of its own). These flags keep it from reaching for the internet, which this
 * project never needs.
 */
import { chromium } from "playwright-core";
import type { Browser } from "playwright-core";
import { discoveredEngine } from "./discovered.ts";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The Chromium binary; throws, saying how to install one, when there is none. */
export function chromiumPath(): string {
  const found = discoveredEngine("chromium");
  if (!("executable" in found)) throw new Error(`chromium: ${found.source} gave no executable`);
  return found.executable;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumFlags, timeout: 45_000 });
}
