import { createReadStream } from "node:fs";
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import compression from "compression";
import serveHandler from "serve-handler";
import { hostRules } from "../hosts/host-rules.ts";
import type { HostRules } from "../hosts/host-rules.ts";

/** serve-handler's settings for every server of ours: no directory listings. */
export const serveConfig = { directoryListing: false } as const;

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

interface Throttle {
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
    queue = queue.then(() => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())))).then(() => void send());
  };
  (response as { write: Send }).write = (chunk, ...rest) => {
    after(chunk, () => write(chunk, ...rest));
    return true;
  };
  (response as { end: Send }).end = (chunk, ...rest) => {
    after(chunk, () => end(chunk, ...rest));
    return response;
  };
}

interface ServeOptions {
  port?: number;
  /** Imitate a mobile network; used by the bench. */
  throttle?: Throttle;
  /**
   * Apply the host rules of the build, as Netlify and Cloudflare Pages do: the headers of its
   * `_headers`, /privacy redirected to /privacy/, `_headers` itself never served.
   */
  hosting?: boolean;
  /** With `hosting`: the folder the build is served from (SITE_BASE_PATH), "/" by default. */
  basePath?: string;
}

/** A type the _headers set wins over serve-handler's guess from the extension, as on the hosts. */
function keepContentType(response: ServerResponse, type: string): void {
  const writeHead = response.writeHead.bind(response) as (status: number, headers?: Record<string, unknown>) => ServerResponse;
  (response as unknown as { writeHead: typeof writeHead }).writeHead = (status, headers = {}) => {
    const others = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== "content-type"));
    return writeHead(status, { ...others, "Content-Type": type });
  };
}

function answerAsHost(rules: HostRules, dir: string, request: IncomingMessage, response: ServerResponse, serve: () => void): void {
  const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://host").pathname);
  const answer = rules.answer(pathname);
  if (answer.kind === "redirect") {
    response.writeHead(301, { Location: answer.location }).end();
  } else if (answer.kind === "not found") {
    response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    createReadStream(path.join(dir, answer.page))
      .on("error", () => response.end())
      .pipe(response);
  } else {
    for (const [name, value] of answer.headers) response.setHeader(name, value);
    const type = answer.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1];
    if (type) keepContentType(response, type);
    // A folder's index.html answers for the folder, and no file is renamed on the way.
    request.url = answer.file;
    serve();
  }
}

/**
 * Serves `dir` on 127.0.0.1 like a static host: gzip-compressed, with 404.html and status 404
 * for unknown paths, and with `hosting` the host rules too.
 */
export function createStaticServer(dir: string, { throttle: network, hosting = false, basePath = "/" }: ServeOptions = {}): Server {
  const compress = compression();
  const rules = hosting ? hostRules(dir, basePath) : undefined;
  const config = { ...serveConfig, public: dir, ...(hosting ? { cleanUrls: false } : {}) };
  return createServer((request, response) => {
    if (network) throttle(response, network);
    const serve = () => void serveHandler(request, response, config);
    compress(request as never, response as never, () => (rules ? answerAsHost(rules, dir, request, response, serve) : serve()));
  });
}

export async function serveStatic(dir: string, { port = 0, ...options }: ServeOptions = {}): Promise<StaticServer> {
  const server = createStaticServer(dir, options);
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
