/**
 * Starts a developer-facing server (npm run dev, npm run preview) on 127.0.0.1: on the port
 * asked for, or when it is busy on the next free one, said in one line. Ctrl-C, or SIGTERM from
 * npm, stops it with everything it started.
 */
import type { Server } from "node:http";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";

const TRIES = 20;

function listenOnce(server: Server, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      if (error.code === "EADDRINUSE") resolve(false);
      else reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve(true);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, "127.0.0.1");
  });
}

/** Listens on `preferred` (PORT when set) or the next free port; resolves with the port it got. */
export async function listenNear(server: Server, preferred: number, variable = "PORT"): Promise<number> {
  for (let port = preferred; port < preferred + TRIES || preferred === 0; port += 1) {
    if (await listenOnce(server, port)) {
      const actual = (server.address() as AddressInfo).port;
      if (preferred !== 0 && actual !== preferred)
        console.log(`Port ${preferred} is busy, so this uses ${actual} (set ${variable} to choose one).`);
      return actual;
    }
  }
  throw new Error(`Ports ${preferred} to ${preferred + TRIES - 1} are all busy; set ${variable} to a free one.`);
}

/**
 * Runs `stop` once on Ctrl-C or a termination signal, or when the process that started this
 * one has gone, then exits. The last case matters: npm runs a script through `sh -c`, and a
 * signal sent to npm alone ends npm and that shell, while Debian's shell leaves its child running.
 */
export function stopOnSignals(stop: () => Promise<void> | void): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    void Promise.resolve(stop()).finally(() => process.exit(0));
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, handler);
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && handler(), 250).unref();
}

/** A port on 127.0.0.1 that nothing listens on right now, for a server we start by name. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
