import type { StaticServer } from "../../../scripts/serve/static-server.ts";
import type { Engine } from "../../../scripts/browsers/drivers/index.ts";

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
