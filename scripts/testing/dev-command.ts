import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";

export interface DevCommand {
  origin: string;
  output: () => string;
  /**
   * Resolves, as soon as it is said, with the first match of `pattern` in what the server has
   * printed since `from` (a length of `output()`, taken before the edit it answers); rejects
   * if the server exits first. No time limit of its own: the test's bounds the wait.
   */
  says: (pattern: RegExp, from?: number) => Promise<RegExpMatchArray>;
  stop: () => Promise<void>;
}

/** Starts `npm run dev`'s command in `root` on a free port and waits for its address. */
export async function startDevCommand(root: string): Promise<DevCommand> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx/esm", "scripts/dev.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const streams = [child.stdout, child.stderr];
  for (const stream of streams) stream?.on("data", (chunk) => (output += chunk));
  const says = (pattern: RegExp, from = 0) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.slice(from).match(pattern);
        if (match) done(() => resolve(match));
      };
      const exited = () => done(() => reject(new Error(`dev server exited:\n${output}`)));
      const done = (settle: () => void) => {
        for (const stream of streams) stream?.off("data", check);
        child.off("exit", exited);
        settle();
      };
      // Registered after the listener that gathers the output, so each check sees the chunk it was told of.
      for (const stream of streams) stream?.on("data", check);
      child.once("exit", exited);
      check();
      if (child.exitCode !== null) exited();
    });
  const [, origin] = await says(/Dev server: (http:\/\/127\.0\.0\.1:\d+)\//);
  return {
    origin,
    output: () => output,
    says,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
