import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import serveHandler from "serve-handler";

/** The same settings `npm run preview` gives the serve CLI: no directory listings. */
export const serveConfig = JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "serve.json"), "utf8"));

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

export interface Throttle {
  roundTripMs: number;
  bytesPerSecond: number;
}

/** Holds each response back one round trip, then paces its (compressed) bytes to the bandwidth. */
function throttle(response: ServerResponse, { roundTripMs, bytesPerSecond }: Throttle): void {
  type Send = (chunk?: unknown, ...rest: unknown[]) => unknown;
  const write = response.write.bind(response) as Send;
  const end = response.end.bind(response) as Send;
  let sendAt = Date.now() + roundTripMs;
  let queue = Promise.resolve();
  const after = (chunk: unknown, send: () => unknown) => {
    const bytes = typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk instanceof Uint8Array ? chunk.length : 0;
    sendAt = Math.max(sendAt, Date.now()) + (bytes / bytesPerSecond) * 1000;
    const at = sendAt;
    queue = queue.then(() => new Promise((resolve) => setTimeout(resolve, at - Date.now()))).then(() => void send());
  };
  (response as { write: Send }).write = (chunk, ...rest) => (after(chunk, () => write(chunk, ...rest)), true);
  (response as { end: Send }).end = (chunk, ...rest) => (after(chunk, () => end(chunk, ...rest)), response);
}

interface ServeOptions {
  port?: number;
  /** Imitate a mobile network; used by the bench. */
  throttle?: Throttle;
}

/**
 * Serves `dir` on 127.0.0.1 like a static host and like the serve CLI: gzip-compressed,
 * with 404.html and status 404 for unknown paths.
 */
export async function serveStatic(dir: string, { port = 0, throttle: network }: ServeOptions = {}): Promise<StaticServer> {
  const compress = compression();
  const server = createServer((request, response) => {
    if (network) throttle(response, network);
    compress(request as never, response as never, () => serveHandler(request, response, { ...serveConfig, public: dir }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    // A browser may hold a keep-alive connection open; closing must not wait for it.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
