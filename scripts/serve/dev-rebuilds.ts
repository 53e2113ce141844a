/**
 * The dev server's builds: each one's outcome shown in the pages and printed here, and the
 * build's type-check once the saving has paused rather than before each reload. A type error
 * the build would refuse still shows, a moment later, and the check (two seconds of both cores)
 * never competes with the next reload.
 */
import { assertTypesCheck } from "../pipeline/type-check.ts";
import type { DevServer } from "./dev-server.ts";

const TYPE_CHECK_QUIET_MS = 1_000;

export function devRebuilds(server: DevServer) {
  const report = (message: string) => {
    console.error(`\x1b[31mBuild error\x1b[0m (the server keeps running; fix and save):\n${message}`);
    server.show(message);
  };
  let typeCheck = new AbortController();
  let typeCheckTimer: NodeJS.Timeout | undefined;
  const stopTypeCheck = () => {
    clearTimeout(typeCheckTimer);
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
    /** Runs a build step, shows what came of it, and checks types once the saving pauses. */
    async run(label: string, step: () => Promise<void>): Promise<void> {
      const started = performance.now();
      try {
        await step();
        console.log(`${label} in ${Math.round(performance.now() - started)} ms`);
        server.show(undefined);
        stopTypeCheck();
        typeCheckTimer = setTimeout(checkTypes, TYPE_CHECK_QUIET_MS);
      } catch (error) {
        stopTypeCheck();
        report(error instanceof Error ? error.message : String(error));
      }
    },
    /** A save is coming: a type check under way would judge the sources before it. */
    stopTypeCheck,
  };
}
