import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";

export interface DevCommand {
  origin: string;
  output: () => string;
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
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev server did not start:\n${output}`)), 30_000);
    const check = () => {
      const match = output.match(/Dev server: (http:\/\/127\.0\.0\.1:\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", check);
    child.on("exit", () => reject(new Error(`dev server exited:\n${output}`)));
  });
  return {
    origin,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
