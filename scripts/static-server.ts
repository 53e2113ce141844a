import { readFileSync } from "node:fs";
import { createServer } from "node:http";
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

/**
 * Serves `dir` on 127.0.0.1 like a static host and like the serve CLI: gzip-compressed,
 * with 404.html and status 404 for unknown paths.
 */
export async function serveStatic(dir: string, port = 0): Promise<StaticServer> {
  const compress = compression();
  const server = createServer((request, response) =>
    compress(request as never, response as never, () => serveHandler(request, response, { ...serveConfig, public: dir })),
  );
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
