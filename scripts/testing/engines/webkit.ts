/**
 * One small driver interface over the three engines our visitors use, so each behaviour's
 * test is written once and run in each: Chromium through playwright-core, Firefox ESR through
 * puppeteer-core over WebDriver BiDi, and WebKit (Safari's engine) through WebKitGTK's
 * WebDriver and its MiniBrowser under Xvfb, with selenium-webdriver. Every start and every
 * driver call has a time limit, and a failure names the engine, its binary and how to install it.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import puppeteer from "puppeteer-core";
import type { Browser as PuppeteerBrowser, Page as PuppeteerPage } from "puppeteer-core";
import type { Browser as PlaywrightBrowser, BrowserContext } from "playwright-core";
import { Builder, By, Key } from "selenium-webdriver";
import type { WebDriver } from "selenium-webdriver";
import { launchChromium } from "../chromium.ts";
import { browserPackages } from "../browsers.ts";
import { freePort } from "./free-port.ts";

export type EngineName = "chromium" | "firefox" | "webkit";
export type ColorScheme = "light" | "dark";

export interface OpenOptions {
  width: number;
  height: number;
  colorScheme?: ColorScheme;
  javaScript?: boolean;
  /** Lets the page move: every page is opened with prefers-reduced-motion unless this is set. */
  motion?: boolean;
}

/** A page in one engine. `evaluate` takes a function body, so it runs the same in every driver. */
export interface EnginePage {
  goto: (url: string) => Promise<void>;
  evaluate: <T>(body: string) => Promise<T>;
  click: (selector: string) => Promise<void>;
  pressEscape: () => Promise<void>;
  /** Grows the window to the page's height where the engine cannot shoot a full page itself. */
  screenshot: (file: string) => Promise<void>;
  close: () => Promise<void>;
}

export interface Engine {
  name: EngineName;
  version: string;
  /** A fresh page; MiniBrowser's window cannot be narrower than 447 CSS px, whatever `width` asks. */
  open: (options: OpenOptions) => Promise<EnginePage>;
  stop: () => Promise<void>;
}

const START_MS = 45_000;
const CALL_MS = 20_000;

export class EngineError extends Error {
  constructor(engine: EngineName, what: string, cause?: unknown) {
    const { binary, install } = browserPackages[engine];
    const reason = cause instanceof Error ? cause.message.split("\n")[0] : cause ? String(cause) : "";
    super(`${engine} (${binary}): ${what}${reason ? `: ${reason}` : ""}. Install it with: sudo sh -c '${install}'`, { cause });
    this.name = "EngineError";
  }
}

/** Rejects with an EngineError when `promise` takes longer than `ms`. */
export function withTimeout<T>(engine: EngineName, what: string, promise: Promise<T>, ms = CALL_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EngineError(engine, `${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const asFunction = (body: string) => `(() => { ${body} })()`;

// --- Chromium: playwright-core and Debian's Chromium.

async function startChromium(): Promise<Engine> {
  const browser: PlaywrightBrowser = await withTimeout("chromium", "start", launchChromium(), START_MS).catch((error) => {
    throw error instanceof EngineError ? error : new EngineError("chromium", "could not start", error);
  });
  const call = <T>(what: string, promise: Promise<T>) => withTimeout("chromium", what, promise);
  return {
    name: "chromium",
    version: browser.version(),
    async open({ width, height, colorScheme = "light", javaScript = true, motion = false }) {
      const context: BrowserContext = await call(
        "new context",
        browser.newContext({ viewport: { width, height }, colorScheme, javaScriptEnabled: javaScript, reducedMotion: motion ? "no-preference" : "reduce" }),
      );
      const page = await call("new page", context.newPage());
      return {
        goto: async (url) => void (await call(`load ${url}`, page.goto(url, { waitUntil: "load" }))),
        evaluate: (body) => call("evaluate", page.evaluate(asFunction(body))),
        click: (selector) => call(`click ${selector}`, page.click(selector)),
        pressEscape: () => call("press Escape", page.keyboard.press("Escape")),
        screenshot: async (file) => void (await call("screenshot", page.screenshot({ path: file, fullPage: true }))),
        close: () => call("close", context.close()),
      };
    },
    stop: () => browser.close(),
  };
}

// --- Firefox ESR: puppeteer-core over WebDriver BiDi. Colour scheme, JavaScript and motion are
// preferences fixed at launch, so each combination gets a browser of its own, started on demand.

async function startFirefox(): Promise<Engine> {
  const { binary } = browserPackages.firefox;
  const browsers = new Map<string, Promise<PuppeteerBrowser>>();
  const call = <T>(what: string, promise: Promise<T>) => withTimeout("firefox", what, promise);
  const launch = (colorScheme: ColorScheme, javaScript: boolean, motion: boolean) => {
    const key = `${colorScheme}-${javaScript}-${motion}`;
    if (!browsers.has(key)) {
      const started = puppeteer
        .launch({
          browser: "firefox",
          executablePath: binary,
          headless: true,
          timeout: START_MS,
          protocolTimeout: CALL_MS,
          extraPrefsFirefox: {
            "javascript.enabled": javaScript,
            // 0 dark, 1 light: what prefers-color-scheme reports to pages.
            "layout.css.prefers-color-scheme.content-override": colorScheme === "dark" ? 0 : 1,
            "ui.prefersReducedMotion": motion ? 0 : 1,
          },
        })
        .catch((error) => {
          throw new EngineError("firefox", "could not start", error);
        });
      browsers.set(key, withTimeout("firefox", "start", started, START_MS));
    }
    return browsers.get(key) as Promise<PuppeteerBrowser>;
  };
  const version = await (await launch("light", true, false)).version();
  return {
    name: "firefox",
    version,
    async open({ width, height, colorScheme = "light", javaScript = true, motion = false }) {
      const browser = await launch(colorScheme, javaScript, motion);
      const page: PuppeteerPage = await call("new page", browser.newPage());
      await call("set viewport", page.setViewport({ width, height }));
      return {
        goto: async (url) => void (await call(`load ${url}`, page.goto(url, { waitUntil: "load" }))),
        evaluate: (body) => call("evaluate", page.evaluate(asFunction(body)) as Promise<never>),
        click: (selector) => call(`click ${selector}`, page.click(selector)),
        pressEscape: () => call("press Escape", page.keyboard.press("Escape")),
        screenshot: async (file) => void (await call("screenshot", page.screenshot({ path: file, fullPage: true }))),
        close: () => call("close", page.close()),
      };
    },
    async stop() {
      await Promise.all([...browsers.values()].map((started) => started.then((browser) => browser.close()).catch(() => undefined)));
    },
  };
}

// --- WebKit: WebKitGTK's WebDriver driving MiniBrowser on an Xvfb display. The colour scheme
// follows the GTK theme of the driver's environment, so each scheme gets a driver of its own.

async function waitForPort(engine: EngineName, port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new EngineError(engine, `exited with code ${child.exitCode} while starting`);
    const up = await fetch(`http://127.0.0.1:${port}/status`).then((response) => response.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new EngineError(engine, `did not listen on port ${port} within ${START_MS / 1000} s`);
}

async function startXvfb(): Promise<{ display: string; stop: () => void }> {
  // A tall screen, so that a window can grow to a whole page for its screenshot.
  for (let number = 90 + Math.floor(Math.random() * 400); ; number += 1) {
    const display = `:${number}`;
    const xvfb = spawn(browserPackages.xvfb.binary, [display, "-screen", "0", "1400x9000x24", "-nolisten", "tcp"], { stdio: "ignore" });
    const failed = await new Promise<boolean>((resolve) => {
      xvfb.once("exit", () => resolve(true));
      xvfb.once("error", () => resolve(true));
      setTimeout(() => resolve(false), 400);
    });
    if (!failed) return { display, stop: () => xvfb.kill() };
    if (number > 900) throw new EngineError("webkit", `${browserPackages.xvfb.binary} could not open a display`);
  }
}

async function startWebKit(): Promise<Engine> {
  const { binary, driver: driverBinary } = browserPackages.webkit;
  const xvfb = await startXvfb();
  // GTK settings for MiniBrowser, which WebKitGTK reports as prefers-reduced-motion: by default
  // no animations, as the other engines are set up, so the test pages never move under a click.
  const gtkConfig = await mkdtemp(path.join(os.tmpdir(), "webkit-gtk-"));
  const gtkSettings = (motion: boolean) => path.join(gtkConfig, motion ? "motion" : "still");
  for (const motion of [false, true]) {
    await mkdir(path.join(gtkSettings(motion), "gtk-3.0"), { recursive: true });
    await writeFile(path.join(gtkSettings(motion), "gtk-3.0/settings.ini"), `[Settings]\ngtk-enable-animations=${motion}\n`);
  }
  const call = <T>(what: string, promise: Promise<T>) => withTimeout("webkit", what, promise);
  /** WebKitWebDriver drives one session at a time, so every page gets a driver of its own. */
  const newSession = async (colorScheme: ColorScheme, javaScript: boolean, motion: boolean) => {
    const port = await freePort();
    const env = { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: gtkSettings(motion), ...(colorScheme === "dark" ? { GTK_THEME: "Adwaita:dark" } : {}) };
    const child = spawn(driverBinary ?? "", [`--port=${port}`], { stdio: "ignore", env });
    child.once("error", () => undefined);
    try {
      await waitForPort("webkit", port, child);
      const built = new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({ browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary, args: ["--automation", `--enable-javascript=${javaScript}`] } })
        .build() as unknown as Promise<WebDriver>;
      const driver = await withTimeout("webkit", "start a session", Promise.resolve(built), START_MS);
      return { driver, quit: () => call("quit", driver.quit()).finally(() => child.kill()) };
    } catch (error) {
      child.kill();
      throw error instanceof EngineError ? error : new EngineError("webkit", "could not start a session", error);
    }
  };
  let version = "";
  try {
    const probe = await newSession("light", true, false);
    version = String((await probe.driver.getCapabilities()).get("browserVersion"));
    await probe.quit();
  } catch (error) {
    xvfb.stop();
    await rm(gtkConfig, { recursive: true, force: true });
    throw error;
  }
  return {
    name: "webkit",
    version,
    async open({ width, height, colorScheme = "light", javaScript = true, motion = false }) {
      const { driver, quit } = await newSession(colorScheme, javaScript, motion);
      const resize = (w: number, h: number) => call("resize", driver.manage().window().setRect({ x: 0, y: 0, width: w, height: h }));
      await resize(width, height);
      return {
        goto: (url) => call(`load ${url}`, driver.get(url)),
        evaluate: (body) => call("evaluate", driver.executeScript(body)),
        async click(selector) {
          // WebKitGTK calls an element "not interactable" while the layout around it is still
          // moving (an answer opening above it, say): let it settle and try again.
          for (let attempt = 1; ; attempt += 1) {
            const element = await call(`find ${selector}`, driver.findElement(By.css(selector)));
            await call("scroll", driver.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" });', element));
            try {
              return await call(`click ${selector}`, element.click());
            } catch (error) {
              if (attempt === 3 || (error as Error).name !== "ElementNotInteractableError") throw error;
              await new Promise((resolve) => setTimeout(resolve, 250));
            }
          }
        },
        pressEscape: () => call("press Escape", driver.actions().sendKeys(Key.ESCAPE).perform()),
        async screenshot(file) {
          const [innerHeight, scrollHeight] = (await call("measure", driver.executeScript("return [innerHeight, document.documentElement.scrollHeight]"))) as number[];
          await resize(width, Math.min(8900, height + scrollHeight - innerHeight));
          await new Promise((resolve) => setTimeout(resolve, 300));
          await writeFile(file, await call("screenshot", driver.takeScreenshot()), "base64");
          await resize(width, height);
        },
        close: quit,
      };
    },
    async stop() {
      xvfb.stop();
      await rm(gtkConfig, { recursive: true, force: true });
    },
  };
}

export const engineNames: readonly EngineName[] = ["chromium", "firefox", "webkit"];

export function startEngine(name: EngineName): Promise<Engine> {
  return { chromium: startChromium, firefox: startFirefox, webkit: startWebKit }[name]();
}
