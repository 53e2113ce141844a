/**
 * Where each platform keeps the browsers a user may already have, and the one command that
 * installs a missing one there. This is the only file that names an OS, a distribution, a
 * package manager or an install path.
 */
import path from "node:path";
import type { EngineName } from "./engines.ts";
import { homeDir } from "./system.ts";
import type { System } from "./system.ts";

type LinuxFamily = "debian" | "fedora" | "arch" | "other";

/** The distribution family from /etc/os-release (ID and ID_LIKE). */
function linuxFamily(system: System): LinuxFamily {
  const release = system.read("/etc/os-release") ?? "";
  const ids = [...release.matchAll(/^(?:ID|ID_LIKE)="?([^"\n]*)"?$/gm)].flatMap((match) => match[1].split(" "));
  if (ids.some((id) => ["debian", "ubuntu"].includes(id))) return "debian";
  if (ids.some((id) => ["fedora", "rhel", "centos"].includes(id))) return "fedora";
  if (ids.some((id) => ["arch", "manjaro"].includes(id))) return "arch";
  return "other";
}

/** Debian's multiarch triplet for this CPU, e.g. x86_64-linux-gnu or aarch64-linux-gnu. */
const multiarchTriplets: Record<string, string> = {
  x64: "x86_64-linux-gnu",
  arm64: "aarch64-linux-gnu",
  arm: "arm-linux-gnueabihf",
  ia32: "i386-linux-gnu",
  ppc64: "powerpc64le-linux-gnu",
  s390x: "s390x-linux-gnu",
  riscv64: "riscv64-linux-gnu",
};

const webkitGtkApis = ["webkit2gtk-4.1", "webkitgtk-6.0", "webkit2gtk-4.0"];

/** WebKitGTK's MiniBrowser: from pkg-config, the multiarch triplet, then a search of the lib folders. */
function miniBrowserCandidates(system: System): string[] {
  const fromPkgConfig = webkitGtkApis.flatMap((api) => {
    const libdir = system.pkgConfig(api, "libdir");
    const libexecdir = system.pkgConfig(api, "libexecdir");
    return [libexecdir && path.posix.join(libexecdir, api, "MiniBrowser"), libdir && path.posix.join(libdir, api, "MiniBrowser")].filter(
      (file): file is string => Boolean(file),
    );
  });
  const triplet = multiarchTriplets[system.arch];
  const libDirs = [
    ...(triplet ? [`/usr/lib/${triplet}`] : []),
    // Any other triplet's folder, for a machine whose CPU name we do not map.
    ...system
      .list("/usr/lib")
      .filter((name) => /-linux-gnu/.test(name))
      .map((name) => `/usr/lib/${name}`),
    "/usr/lib64",
    "/usr/libexec",
    "/usr/lib",
  ];
  const searched = [...new Set(libDirs)].flatMap((dir) => webkitGtkApis.map((api) => `${dir}/${api}/MiniBrowser`));
  return [...new Set([...fromPkgConfig, ...searched])];
}

function windowsCandidates(system: System, relative: string[]): string[] {
  const roots = [
    system.env.PROGRAMFILES ?? "C:\\Program Files",
    system.env["PROGRAMFILES(X86)"] ?? "C:\\Program Files (x86)",
    system.env.LOCALAPPDATA,
  ].filter(Boolean) as string[];
  return roots.flatMap((root) => relative.map((file) => path.win32.join(root, file)));
}

function macApps(system: System, apps: string[]): string[] {
  return ["/Applications", path.posix.join(homeDir(system), "Applications")].flatMap((root) =>
    apps.map((app) => path.posix.join(root, app)),
  );
}

/** Where a browser for `engine` may already be installed on this platform, in order of preference. */
export function systemCandidates(
  system: System,
  engine: EngineName,
): { browsers: string[]; headlessShells: string[]; webDrivers: string[]; xvfb: string[] } {
  const none = { browsers: [], headlessShells: [], webDrivers: [], xvfb: [] };
  if (system.platform === "darwin") {
    if (engine === "chromium") {
      return {
        ...none,
        browsers: macApps(system, [
          "Google Chrome.app/Contents/MacOS/Google Chrome",
          "Chromium.app/Contents/MacOS/Chromium",
          "Microsoft Edge.app/Contents/MacOS/Microsoft Edge",
        ]),
      };
    }
    if (engine === "firefox")
      return {
        ...none,
        browsers: macApps(system, [
          "Firefox.app/Contents/MacOS/firefox",
          "Firefox Developer Edition.app/Contents/MacOS/firefox",
          "Firefox Nightly.app/Contents/MacOS/firefox",
        ]),
      };
    return { ...none, webDrivers: ["/usr/bin/safaridriver"] };
  }
  if (system.platform === "win32") {
    if (engine === "chromium")
      return {
        ...none,
        browsers: windowsCandidates(system, [
          "Google\\Chrome\\Application\\chrome.exe",
          "Chromium\\Application\\chrome.exe",
          "Microsoft\\Edge\\Application\\msedge.exe",
        ]),
      };
    if (engine === "firefox") return { ...none, browsers: windowsCandidates(system, ["Mozilla Firefox\\firefox.exe"]) };
    return none;
  }
  if (engine === "chromium") {
    return {
      ...none,
      browsers: [
        "/usr/bin/chromium",
        "/usr/bin/chromium-browser",
        "/usr/lib64/chromium-browser/chromium-browser",
        "/usr/bin/google-chrome-stable",
        "/usr/bin/google-chrome",
        "/snap/bin/chromium",
      ],
      // Debian's and Ubuntu's chromium-headless-shell package.
      headlessShells: ["/usr/lib/chromium/chromium-headless-shell"],
    };
  }
  if (engine === "firefox")
    return { ...none, browsers: ["/usr/bin/firefox-esr", "/usr/bin/firefox", "/usr/lib64/firefox/firefox", "/usr/lib/firefox/firefox"] };
  return {
    ...none,
    browsers: miniBrowserCandidates(system),
    webDrivers: ["/usr/bin/WebKitWebDriver", "/usr/libexec/webkit2gtk-4.1/WebKitWebDriver"],
    xvfb: ["/usr/bin/Xvfb"],
  };
}

const playwrightInstall = (engine: EngineName) => `npx playwright install ${engine}`;

/** The one command that installs `engine` on this platform, then the other ways. */
export function installHint(system: System, engine: EngineName): { install: string; alternatives: string[] } {
  const alternatives = [playwrightInstall(engine)];
  if (system.platform === "darwin") {
    if (engine === "webkit") return { install: "sudo safaridriver --enable   (once; Safari is already installed)", alternatives };
    return {
      install: `brew install --cask ${engine === "chromium" ? "chromium" : "firefox"}`,
      alternatives: [engine === "chromium" ? "brew install --cask google-chrome" : "", ...alternatives].filter(Boolean),
    };
  }
  if (system.platform === "win32") {
    if (engine === "webkit")
      return { install: playwrightInstall("webkit"), alternatives: ["(Safari's engine has no Windows build but Playwright's)"] };
    return { install: `winget install ${engine === "chromium" ? "Google.Chrome" : "Mozilla.Firefox"}`, alternatives };
  }
  const packages: Record<LinuxFamily, Record<EngineName, string>> = {
    debian: {
      chromium: "sudo apt-get install chromium",
      firefox: "sudo apt-get install firefox-esr",
      webkit: "sudo apt-get install webkit2gtk-driver xvfb",
    },
    fedora: {
      chromium: "sudo dnf install chromium",
      firefox: "sudo dnf install firefox",
      webkit: "sudo dnf install webkit2gtk4.1 xorg-x11-server-Xvfb",
    },
    arch: {
      chromium: "sudo pacman -S chromium",
      firefox: "sudo pacman -S firefox",
      webkit: "sudo pacman -S webkit2gtk-4.1 xorg-server-xvfb",
    },
    other: { chromium: playwrightInstall("chromium"), firefox: playwrightInstall("firefox"), webkit: playwrightInstall("webkit") },
  };
  const family = linuxFamily(system);
  return { install: packages[family][engine], alternatives: family === "other" ? [] : alternatives };
}

/** Whether WebKitGTK needs Xvfb: on Linux with no X or Wayland display. */
export const needsVirtualDisplay = (system: System) => system.platform === "linux" && !system.env.DISPLAY && !system.env.WAYLAND_DISPLAY;
