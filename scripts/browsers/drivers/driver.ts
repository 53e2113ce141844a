/**
 * One small driver interface over the three engines our visitors use, so each behaviour's
 * test is written once and run in each. Every start and every driver call has a time limit,
 * and a failure names the engine, the browser it drove and where that came from.
 */
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import type { EngineName, FoundEngine } from "../engines.ts";

export type { EngineName };
export type ColorScheme = "light" | "dark";
type Key = "Escape" | "Tab" | "Enter" | "ArrowRight";

export interface OpenOptions {
  width: number;
  height: number;
  colorScheme?: ColorScheme;
  javaScript?: boolean;
  /** Lets the page move: every page is opened with prefers-reduced-motion unless this is set. */
  motion?: boolean;
  /** What only an engine driven by Playwright can set (touch, a phone's screen, bypassing CSP to inject axe, a locale). */
  playwright?: BrowserContextOptions;
}

/**
 * A function run in the page, with one argument a test gives it: tsc checks it against the DOM's
 * types, and it is sent as its source, so it uses nothing from outside itself but that argument.
 */
export type Probe<T, A = undefined> = (arg: A) => T | Promise<T>;

/** A page in one engine. */
export interface EnginePage {
  goto: (url: string) => Promise<void>;
  /** What `probe` returns in the page, awaited. */
  evaluate: <T, A = undefined>(probe: Probe<T, A>, arg?: A) => Promise<T>;
  click: (selector: string) => Promise<void>;
  /** Presses a key on whatever has focus. */
  press: (key: Key) => Promise<void>;
  /** Sets the viewport (WebKitGTK: the window) to this size. */
  resize: (width: number, height: number) => Promise<void>;
  /**
   * The whole page, as a JPEG where `file` ends in .jpg and the engine can write one (WebDriver
   * gives PNG only, so WebKit writes PNG whatever the name). Grows the window to the page's
   * height where the engine cannot shoot a full page itself.
   */
  screenshot: (file: string) => Promise<void>;
  /**
   * Sets again, on a page the pool hands out a second time, what a test may have changed: the size
   * and, where the engine emulates them (Playwright), the colour scheme, motion and media type.
   */
  restore: (options: OpenOptions) => Promise<void>;
  close: () => Promise<void>;
}

/** A page setting some engines take from the machine, not from the test: real Safari's. */
type MachineSetting = "colorScheme" | "javaScript" | "motion";

export interface Engine {
  name: EngineName;
  version: string;
  /** Settings `open` cannot change in this engine; a test that needs one skips itself. */
  fixed: readonly MachineSetting[];
  /** Settings for which `open` starts a browser of its own, the first time one is asked for (seconds of a run). */
  startsBrowserFor: readonly MachineSetting[];
  /** A fresh page; MiniBrowser's window cannot be narrower than 447 CSS px, whatever `width` asks. */
  open: (options: OpenOptions) => Promise<EnginePage>;
  stop: () => Promise<void>;
}

/**
 * An engine driven by Playwright (Chromium always): its pages carry Playwright's own, and the
 * browser is at hand, for what only Chromium can show (axe, CSP reports, tracing, a route).
 */
export interface PlaywrightEngine extends Engine {
  open: (options: OpenOptions) => Promise<EnginePage & { playwright: Page }>;
  playwright: Browser;
}

export const START_MS = 45_000;
export const CALL_MS = 20_000;

const describeBrowser = (found: FoundEngine) => ("executable" in found ? found.executable : found.webDriver);

export class EngineError extends Error {
  constructor(found: FoundEngine, what: string, cause?: unknown) {
    const reason = cause instanceof Error ? cause.message.split("\n")[0] : cause ? String(cause) : "";
    super(`${found.engine} (${describeBrowser(found)}, from ${found.source}): ${what}${reason ? `: ${reason}` : ""}`, { cause });
    this.name = "EngineError";
  }
}

/** Rejects with an EngineError when `promise` takes longer than `ms`. */
export function withTimeout<T>(found: FoundEngine, what: string, promise: Promise<T>, ms = CALL_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EngineError(found, `${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A probe as WebDriver's script: its source, called with the script's first argument. */
export const asScript = (probe: Probe<unknown, never>) => `return (${probe.toString()})(arguments[0]);`;
