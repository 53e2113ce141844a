/**
 * The three engines our visitors use, and what was found for each: a browser the tests can
 * drive, and how. Knowledge of where browsers live is in platforms.ts; this is the vocabulary.
 */
export type EngineName = "chromium" | "firefox" | "webkit";

export const engineNames: readonly EngineName[] = ["chromium", "firefox", "webkit"];

/** The environment variable that names an engine's browser, checked before anything else. */
export const engineVariables = {
  chromium: "CHROMIUM_PATH",
  firefox: "FIREFOX_PATH",
  /** WebKitGTK's MiniBrowser; with WEBKIT_DRIVER_PATH naming its WebKitWebDriver. */
  webkit: "WEBKIT_PATH",
} as const satisfies Record<EngineName, string>;

/** WebKitWebDriver for WEBKIT_PATH's MiniBrowser, or Safari's safaridriver on its own. */
export const webkitDriverVariable = "WEBKIT_DRIVER_PATH";
/** Xvfb, for WebKitGTK on a Linux machine with no display of its own. */
export const xvfbVariable = "XVFB_PATH";

/** How a found engine is driven. */
export type FoundEngine =
  /**
   * playwright-core launches it: any Chromium, and Playwright's own Firefox and WebKit builds.
   * `headlessShell`: the system's Chromium headless shell beside it, which the tests drive instead,
   * as Playwright does by default (the same Blink, without the browser's windowing, for less CPU).
   */
  | { engine: EngineName; driver: "playwright"; executable: string; source: string; headlessShell?: string }
  /** Firefox from the system, through puppeteer-core over WebDriver BiDi. */
  | { engine: "firefox"; driver: "bidi"; executable: string; source: string }
  /** WebKitGTK's MiniBrowser through WebKitWebDriver, under Xvfb when there is no display. */
  | { engine: "webkit"; driver: "webkitgtk"; executable: string; webDriver: string; xvfb?: string; source: string }
  /** Real Safari through /usr/bin/safaridriver, on macOS. */
  | { engine: "webkit"; driver: "safari"; webDriver: string; source: string };

export interface MissingEngine {
  engine: EngineName;
  /** Every place looked in, in order. */
  looked: string[];
  /** The one command that installs it on this platform. */
  install: string;
  /** Other ways to get it. */
  alternatives: string[];
  /** A part that was found, when another part was not (MiniBrowser without Xvfb, say). */
  note?: string;
}

export type Discovery = Record<EngineName, FoundEngine | MissingEngine>;

export const isFound = (entry: FoundEngine | MissingEngine): entry is FoundEngine => "driver" in entry;
