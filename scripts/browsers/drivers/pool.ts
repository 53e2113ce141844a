/**
 * Pages handed back by `close` and handed out again by `open`, per engine: starting a page
 * costs far more than navigating one (a Chromium context about a second of CPU here, a WebKit
 * page a WebDriver session and a browser process of its own). What a page fixes when it starts
 * (colour scheme, JavaScript, motion, Playwright's context settings) decides which page is
 * reused; the size, and what the engine can emulate, is set anew.
 */
import type { Engine, EnginePage, OpenOptions } from "./driver.ts";

export function pooledEngine<E extends Engine>(engine: E): E {
  const idle = new Map<string, EnginePage[]>();
  const all = new Set<EnginePage>();
  return {
    ...engine,
    async open(options: OpenOptions) {
      const key = JSON.stringify([options.colorScheme ?? "light", options.javaScript ?? true, options.motion ?? false, options.playwright]);
      const reused = idle.get(key)?.pop();
      const page = reused ?? (await engine.open(options));
      if (reused) await page.restore(options);
      all.add(page);
      return {
        ...page,
        // Blank, so that nothing of one test's page (an open menu, a scroll position) meets the next.
        close: async () => {
          await page.goto("about:blank");
          idle.set(key, [...(idle.get(key) ?? []), page]);
        },
      };
    },
    async stop() {
      await Promise.all([...all].map((page) => page.close().catch(() => undefined)));
      await engine.stop();
    },
  } as E;
}
