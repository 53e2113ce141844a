/**
 * The time a test may give whole commands it runs in a child process (a build of a copy of the
 * project, a type-check, the preview server through npm, npm run test:quick): about 8 s each on
 * an idle 2-core machine, and up to 72 s measured at load 25, where a test's 30 s timed them out
 * in every run. A limit only ends a wait that hangs: a test ends as soon as its commands do.
 */
export const wholeCommands = (count: number) => count * 120_000;

/**
 * How long a test may wait for a page or a server it drives to show what it did (a dev server's
 * rebuild and type-check, the CMS's save): seconds on an idle machine, ten times that on a busy
 * one. For `expect.poll`, which asks again until it holds, so an idle machine does not wait.
 */
export const busyPage = { timeout: 60_000 };
