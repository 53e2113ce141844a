import type { StaticServer } from "../../serve/static-server.ts";
import type { Engine, EnginePage } from "../../browsers/drivers/index.ts";

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

/** A question asked as the page was replaced by the next one: WebDriver's "before the unload event", Playwright's "context was destroyed". */
const askedDuringNavigation = (error: unknown) => error instanceof Error && /unload|navigat|context was destroyed|no such frame/i.test(`${error.name} ${error.message}`);

/**
 * Waits for a condition the page reports, since engines apply a click at different moments.
 * A question that a navigation cut short is asked again, on the page that replaced it.
 */
export async function until<T>(page: EnginePage, body: string, expected: T, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  const ask = async (): Promise<T | typeof unanswered> => page.evaluate<T>(body).catch((error: unknown) => (askedDuringNavigation(error) && Date.now() < deadline ? unanswered : Promise.reject(error)));
  let value = await ask();
  while ((value === unanswered || JSON.stringify(value) !== JSON.stringify(expected)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await ask();
  }
  if (value === unanswered) throw new Error(`the page was still navigating after ${ms} ms`);
  return value;
}

const unanswered = Symbol("unanswered");
