/**
 * The browsers the tests drive, all from Debian's packages (no test tool downloads a browser of
 * its own). Run before the tests, this installs whichever is missing when we are root and apt-get
 * is there; otherwise it stops and prints the exact command to run.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

interface BrowserPackage {
  /** Debian's package, and the file it installs that we need. */
  debian: string;
  binary: string;
  driver?: string;
  install: string;
}

const apt = (...names: string[]) => `apt-get update && apt-get install -y ${names.join(" ")}`;

export const browserPackages = {
  chromium: { debian: "chromium", binary: process.env.CHROME_PATH ?? "/usr/bin/chromium", install: apt("chromium") },
  firefox: { debian: "firefox-esr", binary: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr", install: apt("firefox-esr") },
  webkit: {
    debian: "webkit2gtk-driver",
    binary: "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    driver: "/usr/bin/WebKitWebDriver",
    install: apt("webkit2gtk-driver", "xvfb"),
  },
  xvfb: { debian: "xvfb", binary: "/usr/bin/Xvfb", install: apt("xvfb") },
} satisfies Record<string, BrowserPackage>;

const isInstalled = (entry: BrowserPackage) => existsSync(entry.binary) && (!entry.driver || existsSync(entry.driver));

export function ensureBrowsers(): void {
  const missing = Object.values(browserPackages).filter((entry) => !isInstalled(entry));
  if (missing.length === 0) return;
  const command = apt(...new Set(missing.map((entry) => entry.debian)));
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    console.error(`The browser tests need ${missing.map((entry) => entry.debian).join(", ")}. Run:\n  sudo sh -c '${command}'`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.map((entry) => entry.debian).join(", ")}: ${command}`);
  execFileSync("sh", ["-c", `DEBIAN_FRONTEND=noninteractive ${command}`], { stdio: "inherit" });
  const still = missing.filter((entry) => !isInstalled(entry));
  if (still.length) {
    console.error(`apt-get finished but ${still.map((entry) => entry.binary).join(", ")} is still missing.`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) ensureBrowsers();
