import type { StaticServer } from "../../static-server.ts";
import type { Engine, EnginePage } from "../engines/index.ts";

/** What an engine's tests share: the running engine and the servers of the test builds. */
export interface EngineState {
  engine: Engine;
  server: StaticServer;
  /** The default build's URL for a path. */
  url: (path: string) => string;
  /** The launch build's (live, screenshots, preview video) URL for a path. */
  launchUrl: (path: string) => string;
  /** The pre-order build's URL for a path. */
  preOrderUrl: (path: string) => string;
}

/** Lets layout and observers catch up after a change the page makes to itself. */
export const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for a condition the page reports, since engines apply a click at different moments. */
export async function until<T>(page: EnginePage, body: string, expected: T, ms = 5_000): Promise<T> {
  let value = await page.evaluate<T>(body);
  for (const deadline = Date.now() + ms; JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await page.evaluate<T>(body);
  }
  return value;
}
