import { describe, expect, it } from "vitest";
import { discoverBrowsers } from "./discover.ts";
import type { Discovery } from "./engines.ts";
import { ciFailure, engineReport } from "./discovery-report.ts";
import type { System } from "./system.ts";

interface FakeMachine {
  platform: NodeJS.Platform;
  arch?: string;
  files: string[];
  env?: Record<string, string>;
  osRelease?: string;
  playwright?: Partial<Record<"chromium" | "firefox" | "webkit", string>>;
  pkgConfig?: Record<string, string>;
}

/** A machine that has exactly `files`, for discovery to look around in. */
function fakeSystem({ platform, arch = "x64", files, env = {}, osRelease, playwright = {}, pkgConfig = {} }: FakeMachine): System {
  const present = new Set(files);
  return {
    platform,
    arch,
    env: { HOME: platform === "win32" ? "C:\\Users\\owner" : platform === "darwin" ? "/Users/owner" : "/home/owner", ...env },
    exists: (file) => present.has(file),
    list: (dir) => [...new Set(files.filter((file) => file.startsWith(`${dir}/`)).map((file) => file.slice(dir.length + 1).split("/")[0]))],
    read: (file) => (file === "/etc/os-release" ? osRelease : undefined),
    playwrightExecutable: (engine) => playwright[engine] ?? `/home/owner/.cache/ms-playwright/${engine}-1200/${engine}`,
    pkgConfig: (pkg, variable) => pkgConfig[`${pkg} ${variable}`],
  };
}

const debianRelease = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';
const fedoraRelease = 'NAME="Fedora Linux"\nID=fedora\n';
const archRelease = 'NAME="Arch Linux"\nID=arch\n';
const ubuntuRelease = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';

/** What discovery finds on a machine with exactly these files. */
const discover = (machine: FakeMachine) => discoverBrowsers(fakeSystem(machine));
const debianFiles = [
  "/usr/bin/chromium",
  "/usr/bin/firefox-esr",
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/bin/WebKitWebDriver",
  "/usr/bin/Xvfb",
];

const summary = (discovery: Discovery) =>
  Object.fromEntries(
    Object.entries(discovery).map(([engine, entry]) => [
      engine,
      "driver" in entry ? `${entry.driver} ${"executable" in entry ? entry.executable : entry.webDriver}` : `missing: ${entry.install}`,
    ]),
  );

describe("browser discovery on Linux", () => {
  it("finds Debian's packages on amd64, with Xvfb for WebKitGTK when there is no display", () => {
    const discovery = discover({ platform: "linux", osRelease: debianRelease, files: debianFiles });
    expect(summary(discovery)).toEqual({
      chromium: "playwright /usr/bin/chromium",
      firefox: "bidi /usr/bin/firefox-esr",
      webkit: "webkitgtk /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    });
    expect(discovery.webkit).toMatchObject({ webDriver: "/usr/bin/WebKitWebDriver", xvfb: "/usr/bin/Xvfb" });
  });

  it("finds Chromium's headless shell beside Chromium where its package is installed, and goes on without it", () => {
    const shell = "/usr/lib/chromium/chromium-headless-shell";
    const withShell = discover({ platform: "linux", osRelease: debianRelease, files: [...debianFiles, shell] });
    expect(withShell.chromium).toMatchObject({ driver: "playwright", executable: "/usr/bin/chromium", headlessShell: shell });
    expect(engineReport(withShell)).toContain(`the tests drive its headless shell, ${shell}`);
    expect(discover({ platform: "linux", osRelease: debianRelease, files: debianFiles }).chromium).not.toHaveProperty("headlessShell");
  });

  it("finds WebKitGTK under the arm64 triplet on Debian arm64, and needs no Xvfb with a display", () => {
    const files = [
      "/usr/bin/chromium",
      "/usr/bin/firefox-esr",
      "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
      "/usr/bin/WebKitWebDriver",
    ];
    const discovery = discover({ platform: "linux", arch: "arm64", osRelease: debianRelease, env: { DISPLAY: ":0" }, files });
    expect(discovery.webkit).toMatchObject({ driver: "webkitgtk", executable: "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser" });
    expect(discovery.webkit).not.toHaveProperty("xvfb");
  });

  it("finds a triplet it has no name for by searching the lib folders, and trusts pkg-config first", () => {
    const searched = discover({
      platform: "linux",
      arch: "loong64",
      osRelease: debianRelease,
      env: { DISPLAY: ":0" },
      files: ["/usr/lib/loongarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/bin/WebKitWebDriver"],
    });
    expect(searched.webkit).toMatchObject({ executable: "/usr/lib/loongarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser" });
    const pkgConfig = { "webkit2gtk-4.1 libexecdir": "/opt/webkit/libexec" };
    const files = [
      "/opt/webkit/libexec/webkit2gtk-4.1/MiniBrowser",
      "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
      "/usr/bin/WebKitWebDriver",
    ];
    const fromPkgConfig = discover({ platform: "linux", osRelease: debianRelease, env: { DISPLAY: ":0" }, pkgConfig, files });
    expect(fromPkgConfig.webkit).toMatchObject({ executable: "/opt/webkit/libexec/webkit2gtk-4.1/MiniBrowser" });
  });

  it("finds Fedora's Chromium and Firefox, and says how to get Xvfb with dnf when WebKitGTK lacks it", () => {
    const discovery = discover({
      platform: "linux",
      osRelease: fedoraRelease,
      files: ["/usr/bin/chromium-browser", "/usr/bin/firefox", "/usr/libexec/webkit2gtk-4.1/MiniBrowser", "/usr/bin/WebKitWebDriver"],
    });
    expect(summary(discovery)).toEqual({
      chromium: "playwright /usr/bin/chromium-browser",
      firefox: "bidi /usr/bin/firefox",
      webkit: "missing: sudo dnf install webkit2gtk4.1 xorg-x11-server-Xvfb",
    });
    expect(discovery.webkit).toMatchObject({ note: expect.stringContaining("no Xvfb") });
  });

  it("finds Arch's WebKitGTK under /usr/lib and says pacman for what is missing", () => {
    const discovery = discover({
      platform: "linux",
      osRelease: archRelease,
      env: { DISPLAY: ":0" },
      files: ["/usr/lib/webkit2gtk-4.1/MiniBrowser", "/usr/bin/WebKitWebDriver"],
    });
    expect(summary(discovery)).toEqual({
      chromium: "missing: sudo pacman -S chromium",
      firefox: "missing: sudo pacman -S firefox",
      webkit: "webkitgtk /usr/lib/webkit2gtk-4.1/MiniBrowser",
    });
  });

  it("says apt-get on Ubuntu, which is like Debian", () => {
    expect(summary(discoverBrowsers(fakeSystem({ platform: "linux", osRelease: ubuntuRelease, files: [] })))).toEqual({
      chromium: "missing: sudo apt-get install chromium",
      firefox: "missing: sudo apt-get install firefox-esr",
      webkit: "missing: sudo apt-get install webkit2gtk-driver xvfb",
    });
  });
});

describe("browser discovery on macOS", () => {
  it("drives real Safari through safaridriver, and finds Chrome and Firefox in /Applications", () => {
    const discovery = discoverBrowsers(
      fakeSystem({
        platform: "darwin",
        arch: "arm64",
        files: [
          "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
          "/Users/owner/Applications/Firefox.app/Contents/MacOS/firefox",
          "/usr/bin/safaridriver",
        ],
      }),
    );
    expect(summary(discovery)).toEqual({
      chromium: "playwright /Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
      firefox: "bidi /Users/owner/Applications/Firefox.app/Contents/MacOS/firefox",
      webkit: "safari /usr/bin/safaridriver",
    });
  });

  it("says brew install --cask for a missing browser", () => {
    expect(summary(discoverBrowsers(fakeSystem({ platform: "darwin", files: ["/usr/bin/safaridriver"] })))).toMatchObject({
      chromium: "missing: brew install --cask chromium",
      firefox: "missing: brew install --cask firefox",
    });
  });
});

describe("browser discovery on Windows", () => {
  it("finds Chrome in Program Files, says winget for Firefox, and Playwright's WebKit for Safari's engine", () => {
    const discovery = discoverBrowsers(
      fakeSystem({
        platform: "win32",
        env: { PROGRAMFILES: "C:\\Program Files" },
        files: ["C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe"],
      }),
    );
    expect(summary(discovery)).toEqual({
      chromium: "playwright C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
      firefox: "missing: winget install Mozilla.Firefox",
      webkit: "missing: npx playwright install webkit",
    });
  });
});

describe("the order of the places discovery looks", () => {
  it("takes the variable that names a browser first, then Playwright's browsers, then the system's", () => {
    const discovery = discoverBrowsers(
      fakeSystem({
        platform: "linux",
        osRelease: debianRelease,
        env: { CHROMIUM_PATH: "/opt/chrome/chrome" },
        playwright: { firefox: "/home/owner/.cache/ms-playwright/firefox-1500/firefox/firefox" },
        files: [...debianFiles, "/opt/chrome/chrome", "/home/owner/.cache/ms-playwright/firefox-1500/firefox/firefox"],
      }),
    );
    expect(discovery.chromium).toMatchObject({ driver: "playwright", executable: "/opt/chrome/chrome", source: "CHROMIUM_PATH" });
    expect(discovery.firefox).toMatchObject({ driver: "playwright", source: "Playwright's browsers" });
    expect(discovery.webkit).toMatchObject({ driver: "webkitgtk", source: "the system" });
  });

  it("reports a variable that names nothing as a place it looked, and goes on looking", () => {
    const discovery = discoverBrowsers(
      fakeSystem({ platform: "linux", osRelease: debianRelease, env: { FIREFOX_PATH: "/nowhere/firefox" }, files: debianFiles }),
    );
    expect(discovery.firefox).toMatchObject({ driver: "bidi", executable: "/usr/bin/firefox-esr" });
  });

  it("drives Safari from WEBKIT_DRIVER_PATH alone on a Mac", () => {
    const discovery = discoverBrowsers(
      fakeSystem({
        platform: "darwin",
        env: { WEBKIT_DRIVER_PATH: "/Applications/Safari Technology Preview.app/Contents/MacOS/safaridriver" },
        files: ["/Applications/Safari Technology Preview.app/Contents/MacOS/safaridriver"],
      }),
    );
    expect(discovery.webkit).toMatchObject({ driver: "safari", source: "WEBKIT_DRIVER_PATH" });
  });
});

describe("what a run says about the engines", () => {
  const withoutFirefoxAndWebKit = discoverBrowsers(
    fakeSystem({ platform: "linux", osRelease: debianRelease, files: ["/usr/bin/chromium"] }),
  );

  it("names each missing engine, where it looked and the command that installs it here", () => {
    const report = engineReport(withoutFirefoxAndWebKit);
    expect(report).toContain("Browser engines: 2 of 3 missing.");
    expect(report).toMatch(/chromium +\/usr\/bin\/chromium \(from the system\)/);
    expect(report).toMatch(/firefox +NOT FOUND, so its tests are skipped/);
    expect(report).toContain(
      "looked at: /home/owner/.cache/ms-playwright/firefox-1200/firefox (Playwright's firefox), /usr/bin/firefox-esr, /usr/bin/firefox",
    );
    expect(report).toContain("install it: sudo apt-get install firefox-esr");
    expect(report).toContain("install it: sudo apt-get install webkit2gtk-driver xvfb");
    expect(report).toContain("or: npx playwright install webkit");
    expect(report).toContain("or name one: WEBKIT_PATH=/path/to/browser");
  });

  it("fails a CI run that lacks an engine, naming it", () => {
    expect(ciFailure(withoutFirefoxAndWebKit)).toMatch(/^CI=true and firefox and webkit are missing: every engine must run in CI\./);
    expect(ciFailure(discover({ platform: "linux", osRelease: debianRelease, files: debianFiles }))).toBeUndefined();
  });
});
