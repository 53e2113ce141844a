/**
 * What browser discovery may ask of the machine, behind one interface so that tests can hand
 * it a fake one for every platform: the OS and architecture, the environment, which files
 * exist, what a folder holds, and where Playwright keeps the browsers it has installed.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { chromium, firefox, webkit } from "playwright-core";
import type { EngineName } from "./engines.ts";

export interface System {
  platform: NodeJS.Platform;
  arch: string;
  env: Readonly<Record<string, string | undefined>>;
  exists: (file: string) => boolean;
  /** The names in a folder; empty when it is missing. */
  list: (dir: string) => string[];
  /** The text of a file, or undefined. */
  read: (file: string) => string | undefined;
  /** Where Playwright would keep its build of an engine; it may not be there. */
  playwrightExecutable: (engine: EngineName) => string | undefined;
  /** A pkg-config variable of a package, or undefined where there is no pkg-config or no such package. */
  pkgConfig: (pkg: string, variable: string) => string | undefined;
}

const playwrightTypes = { chromium, firefox, webkit };

export const realSystem: System = {
  platform: process.platform,
  arch: process.arch,
  env: process.env,
  exists: existsSync,
  list: (dir) => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  },
  read: (file) => {
    try {
      return readFileSync(file, "utf8");
    } catch {
      return undefined;
    }
  },
  playwrightExecutable: (engine) => {
    try {
      return playwrightTypes[engine].executablePath();
    } catch {
      return undefined;
    }
  },
  pkgConfig: (pkg, variable) => {
    try {
      return (
        execFileSync("pkg-config", [`--variable=${variable}`, pkg], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() ||
        undefined
      );
    } catch {
      return undefined;
    }
  },
};

/** The home folder, for per-user app folders on macOS and Windows. */
export const homeDir = (system: System) => system.env.HOME ?? system.env.USERPROFILE ?? os.homedir();
