/**
 * The dev server's builds: each one's outcome shown in the pages and printed here, and what
 * can wait done once the saving has paused rather than before each reload: the build's
 * type-check, the pages' content check and the social cards. An error the build would refuse
 * still shows, a moment later, and neither the type check (two seconds of both cores) nor the
 * rest competes with the next reload. A build that fails is type-checked at once, and its
 * type errors are shown in its place, first and alone, as `npm run build` shows them: a
 * misspelt property (`step.titel`) breaks the render with no file or line, and its type error
 * names both.
 */
import { assertTypesCheck } from "../pipeline/type-check.ts";
import type { WhenQuiet } from "./dev-builder.ts";
import type { DevServer } from "./dev-server.ts";

const QUIET_MS = 1_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
  /** Type-checks; shows the type errors, or else `failure` (a failed build's), or else that a type error shown is gone. */
  const checkTypes = (failure?: string) => {
    const current = (typeCheck = new AbortController());
    assertTypesCheck(current.signal).then(
      () => {
        if (current.signal.aborted) return;
        if (failure !== undefined) return report(failure);
        if (!server.error?.startsWith("types:")) return;
        console.log("Types check again");
        server.show(undefined);
      },
      (error: unknown) => {
        if (!current.signal.aborted) report(messageOf(error));
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
          whenQuiet().catch((error: unknown) => report(messageOf(error)));
        }, QUIET_MS);
      } catch (error) {
        holdQuietWork();
        // As the build: a broken data file alone and at once; anything else after the type-check, whose errors come first.
        const failure = messageOf(error);
        if (failure.startsWith("content:")) report(failure);
        else checkTypes(failure);
      }
    },
    /** A save is coming: a type check under way would judge the sources before it, and the cards can wait. */
    holdQuietWork,
  };
}
