/**
 * The Chromium that browser discovery found, and the flags it always runs with, for the driver
 * layer (drivers/playwright.ts) and for Lighthouse, which starts its own. The flags keep it from
 * reaching for the internet, which this project never needs.
 */
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
