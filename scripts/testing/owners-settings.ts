/**
 * The settings this shell gives by variable (APP_STORE_STATE=live, say), read as `npm run build`
 * reads them, with its own date: where they would stop the build, they stop the tests with the
 * build's own message. The tests build sites of their own settings; these are the deploy's.
 */
import type { SiteContent } from "../../src/content/site-content.ts";
import { isSettingVariable } from "../../src/deploy/site-config.ts";
import { ownersSite } from "../pipeline/assemble.ts";
import { projectRoot } from "../pipeline/paths.ts";
import { buildEnvironment } from "../pipeline/source-date.ts";

/** What `npm run build` would stop on with the settings of `env`, or undefined where it would build (or `env` sets none). */
export async function buildStopFor(env: NodeJS.ProcessEnv, content: SiteContent): Promise<string | undefined> {
  if (!Object.entries(env).some(([name, value]) => value && isSettingVariable(name))) return undefined;
  return ownersSite(await buildEnvironment(env, projectRoot), { content: Promise.resolve(content) }).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
}
