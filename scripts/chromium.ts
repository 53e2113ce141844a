/**
 * Debian's Chromium, driven by playwright-core (which never downloads a browser of its own).
 * These flags keep it from reaching for the internet, which this project never needs.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import type { Browser } from "playwright-core";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const candidates = () => [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function findChromium(): string | undefined {
  return candidates().find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

export const installCommand = "apt-get update && apt-get install -y chromium";

export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(`Chromium not found. Install it with: sudo sh -c '${installCommand}' (or set CHROME_PATH)`);
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumFlags });
}

/** Installs Debian's Chromium when it is missing and we are root; otherwise says exactly what to run. */
function ensureChromium(): void {
  const found = findChromium();
  if (found) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    console.error(`The browser tests need Chromium. Run:\n  sudo sh -c '${installCommand}'\nor set CHROME_PATH to a Chromium binary.`);
    process.exit(1);
  }
  console.log(`Chromium not found; installing Debian's package: ${installCommand}`);
  execFileSync("sh", ["-c", `DEBIAN_FRONTEND=noninteractive ${installCommand}`], { stdio: "inherit" });
  if (!findChromium()) {
    console.error("apt-get finished but /usr/bin/chromium is still missing.");
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) ensureChromium();
