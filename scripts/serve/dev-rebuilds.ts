/**
 * The dev server's builds: each one's outcome shown in the pages and printed here, and what
 * can wait done once the saving has paused rather than before each reload: the build's
 * type-check, the pages' content check and the social cards. An error the build would refuse
 * still shows, a moment later, and neither the type check (two seconds of both cores) nor the
 * rest competes with the next reload.
 */
import { assertTypesCheck } from "../pipeline/type-check.ts";
import type { WhenQuiet } from "./dev-builder.ts";
import type { DevServer } from "./dev-server.ts";

const QUIET_MS = 1_000;

export function devRebuilds(server: DevServer) {
  const report = (message: string) => {
    console.error(`\x1b[31mBuild error\x1b[0m (the server keeps running; fix and save):\n${message}`);
    server.show(message);
  };
  let typeCheck = new AbortController();
  let quietTimer: NodeJS.Timeout | undefined;
  const holdQuietWork = () => {
    clearTimeout(quietTimer);
    typeCheck.abort();
  };
  const checkTypes = () => {
    const current = (typeCheck = new AbortController());
    assertTypesCheck(current.signal).then(
      () => {
        if (current.signal.aborted || !server.error?.startsWith("types:")) return;
        console.log("Types check again");
        server.show(undefined);
      },
      (error: unknown) => {
        if (!current.signal.aborted) report(error instanceof Error ? error.message : String(error));
      },
    );
  };

  return {
    /** Runs a build step, shows what came of it, and checks types and does what it left once the saving pauses. */
    async run(label: string, step: () => Promise<WhenQuiet>): Promise<void> {
      const started = performance.now();
      try {
        const whenQuiet = await step();
        console.log(`${label} in ${Math.round(performance.now() - started)} ms`);
        server.show(undefined);
        holdQuietWork();
        quietTimer = setTimeout(() => {
          checkTypes();
          whenQuiet().catch((error: unknown) => report(error instanceof Error ? error.message : String(error)));
        }, QUIET_MS);
      } catch (error) {
        holdQuietWork();
        report(error instanceof Error ? error.message : String(error));
      }
    },
    /** A save is coming: a type check under way would judge the sources before it, and the cards can wait. */
    holdQuietWork,
  };
}
