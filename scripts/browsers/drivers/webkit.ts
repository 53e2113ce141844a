/**
 * WebKit, Safari's engine, through WebDriver with selenium-webdriver: WebKitGTK's MiniBrowser
 * driven by WebKitWebDriver on Linux (on an Xvfb display when there is none), or real Safari
 * driven by safaridriver on macOS. Each page gets a driver of its own: both drive one
 * session at a time. WebKitGTK takes its colour scheme and motion from GTK's settings, which
 * are set per driver; Safari follows the Mac's own settings, so a test that needs dark mode,
 * JavaScript off or reduced motion skips itself there (see `fixed`).
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Builder, By, Key } from "selenium-webdriver";
import type { WebDriver } from "selenium-webdriver";
import { DriverService } from "selenium-webdriver/remote";
import type { FoundEngine } from "../engines.ts";
import { asScript, CALL_MS, EngineError, START_MS, withTimeout } from "./driver.ts";
import type { ColorScheme, Engine, EnginePage, Probe } from "./driver.ts";

type WebKitFound = FoundEngine & { driver: "webkitgtk" | "safari" };

const webDriverKeys = { Escape: Key.ESCAPE, Tab: Key.TAB, Enter: Key.ENTER, ArrowRight: Key.ARROW_RIGHT } as const;

async function startXvfb(found: WebKitFound, binary: string): Promise<{ display: string; stop: () => void }> {
  // A tall screen, so that a window can grow to a whole page for its screenshot. With -displayfd,
  // Xvfb picks a free display itself and writes its number once it accepts clients.
  const xvfb = spawn(binary, ["-displayfd", "3", "-screen", "0", "1400x9000x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  const ready = new Promise<string>((resolve, reject) => {
    let written = "";
    xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes("\n")) resolve(written.trim());
    });
    xvfb.once("exit", (code) => reject(new EngineError(found, `${binary} could not open a display (exit code ${code})`)));
    xvfb.once("error", (error) => reject(new EngineError(found, `${binary} could not start`, error)));
  });
  const number = await withTimeout(found, "start Xvfb", ready, START_MS).catch((error: unknown) => {
    xvfb.kill();
    throw error;
  });
  return { display: `:${number}`, stop: () => xvfb.kill() };
}

/** GTK settings for MiniBrowser, which WebKitGTK reports as prefers-reduced-motion. */
async function gtkSettings(): Promise<{ dir: (motion: boolean) => string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), "webkit-gtk-"));
  const dir = (motion: boolean) => path.join(root, motion ? "motion" : "still");
  for (const motion of [false, true]) {
    await mkdir(path.join(dir(motion), "gtk-3.0"), { recursive: true });
    await writeFile(path.join(dir(motion), "gtk-3.0/settings.ini"), `[Settings]\ngtk-enable-animations=${motion}\n`);
  }
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

function enginePage(
  found: WebKitFound,
  driver: WebDriver,
  quit: () => Promise<void>,
  initialWidth: number,
  initialHeight: number,
): EnginePage {
  const call = <T>(what: string, promise: Promise<T>) => withTimeout(found, what, promise);
  let [width, height] = [initialWidth, initialHeight];
  const pageSize = () => call("measure", driver.executeScript<number[]>("return [innerWidth, innerHeight]"));
  // WebKitGTK answers a resize once the window has its new size, and tells the page a moment
  // later: a page loaded in between is laid out, and scrolled to its #target, at the old size
  // (under load, about 1 resize in 60 here; on CI, /#features at 844×390 landed where 447×806
  // had put it). So each side of the window that changed is waited for in the page too.
  const setRect = async (w: number, h: number) => {
    const [was, [wasWidth, wasHeight]] = [await call("measure", driver.manage().window().getRect()), await pageSize()];
    const now = await call("resize", driver.manage().window().setRect({ x: 0, y: 0, width: w, height: h }));
    const caughtUp = async () => {
      const [pageWidth, pageHeight] = await pageSize();
      return (now.width === was.width || pageWidth !== wasWidth) && (now.height === was.height || pageHeight !== wasHeight);
    };
    await call("resize", driver.wait(caughtUp, CALL_MS / 2, "the page kept its old size"));
  };
  return {
    goto: (url) => call(`load ${url}`, driver.get(url)),
    evaluate: <T, A>(probe: Probe<T, A>, arg?: A) => call("evaluate", driver.executeScript<T>(asScript(probe as Probe<T, never>), arg)),
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
    press: (key) => call(`press ${key}`, driver.actions().sendKeys(webDriverKeys[key]).perform()),
    async screenshot(file) {
      const [innerHeight, scrollHeight] = (await call(
        "measure",
        driver.executeScript("return [innerHeight, document.documentElement.scrollHeight]"),
      )) as number[];
      await setRect(width, Math.min(8900, height + scrollHeight - innerHeight));
      // Shot once the page has been laid out and drawn at the new size: two animation frames on.
      await call(
        "draw",
        driver.executeAsyncScript(
          "const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done(true)));",
        ),
      );
      await writeFile(file, await call("screenshot", driver.takeScreenshot()), "base64");
      await setRect(width, height);
    },
    async resize(w, h) {
      [width, height] = [w, h];
      await setRect(w, h);
    },
    // Its colour scheme, JavaScript and motion are its session's own (one per setting).
    async restore(again) {
      [width, height] = [again.width, again.height];
      await setRect(again.width, again.height);
    },
    close: quit,
  };
}

export async function startWebKit(found: WebKitFound): Promise<Engine> {
  const isSafari = found.driver === "safari";
  const xvfb = found.driver === "webkitgtk" && found.xvfb ? await startXvfb(found, found.xvfb) : undefined;
  const gtk = isSafari ? undefined : await gtkSettings();
  const call = <T>(what: string, promise: Promise<T>) => withTimeout(found, what, promise);
  const newSession = async (colorScheme: ColorScheme, javaScript: boolean, motion: boolean) => {
    const env = {
      ...process.env,
      ...(xvfb ? { DISPLAY: xvfb.display } : {}),
      ...(gtk ? { XDG_CONFIG_HOME: gtk.dir(motion) } : {}),
      ...(colorScheme === "dark" && !isSafari ? { GTK_THEME: "Adwaita:dark" } : {}),
    } as Record<string, string>;
    // Selenium's own service: the driver on a free port of 127.0.0.1, waited for until it answers.
    const service = new DriverService.Builder(found.webDriver).setLoopback(true).setEnvironment(env).setStdio("ignore").build();
    try {
      const url = await withTimeout(found, "start its driver", service.start(START_MS), START_MS + 1000);
      const capabilities = isSafari
        ? { browserName: "safari" }
        : {
            browserName: "MiniBrowser",
            "webkitgtk:browserOptions": {
              binary: found.driver === "webkitgtk" ? found.executable : "",
              args: ["--automation", `--enable-javascript=${javaScript}`],
            },
          };
      const built = new Builder().usingServer(url).withCapabilities(capabilities).build() as unknown as Promise<WebDriver>;
      const driver = await withTimeout(found, "start a session", Promise.resolve(built), START_MS);
      return { driver, quit: () => call("quit", driver.quit()).finally(() => service.kill()) };
    } catch (error) {
      await service.kill();
      throw error instanceof EngineError ? error : new EngineError(found, "could not start a session", error);
    }
  };
  const cleanUp = async () => {
    xvfb?.stop();
    await gtk?.remove();
  };
  let version = "";
  try {
    const probe = await newSession("light", true, false);
    version = `${isSafari ? "Safari " : ""}${(await probe.driver.getCapabilities()).get("browserVersion")}`;
    await probe.quit();
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    name: "webkit",
    version,
    fixed: isSafari ? ["colorScheme", "javaScript", "motion"] : [],
    // Every page is a session of its own, whatever its settings.
    startsBrowserFor: [],
    async open({ width, height, colorScheme = "light", javaScript = true, motion = false }) {
      const { driver, quit } = await newSession(colorScheme, javaScript, motion);
      const page = enginePage(found, driver, quit, width, height);
      await page.resize(width, height);
      return page;
    },
    stop: cleanUp,
  };
}
