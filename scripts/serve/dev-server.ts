/**
 * The dev server's HTTP side: the built site from its folder, the CMS at /admin/, the reload
 * script and its event stream, and a build error in place of any page while there is one.
 */
import { createServer } from "node:http";
import type { ServerResponse } from "node:http";
import path from "node:path";
import serveHandler from "serve-handler";
import type { localCms } from "./local-cms.ts";
import { reloadScript } from "./dev-builder.ts";
import { listenNear } from "./listen.ts";
import { serveConfig } from "./static-server.ts";

/**
 * Served as a file so the pages' Content Security Policy (script-src 'self') allows it. A page
 * connects only once it has loaded, so a rebuild may finish before it listens: each page carries
 * the build it was served from (its Server-Timing header), and the server answers a connection
 * from an older build with a reload at once.
 */
const reloadClient = `const served = performance.getEntriesByType("navigation")[0]?.serverTiming?.find((entry) => entry.name === "dev-build")?.description ?? "";
new EventSource("/__dev/events?build=" + encodeURIComponent(served)).addEventListener("reload", () => location.reload());`;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Build error</title>
<script src="/${reloadScript}" defer></script>
<body style="font:16px/1.5 system-ui;margin:2rem;color:#17142a"><h1 style="color:#c8283c">Build error</h1>
<pre style="white-space:pre-wrap;background:#f7f7fb;padding:1rem;border-radius:8px">${escapeHtml(message)}</pre>
<p>Fix it and save: this page reloads by itself.</p></body></html>`;
}

export interface DevServer {
  /** The build error the pages show in place of the site, if any. */
  readonly error: string | undefined;
  /** Shows the site again, or `error` in its place, and reloads every open page. */
  show: (error: string | undefined) => void;
  /** Listens on 127.0.0.1 at `port` or the next free one; resolves with the port. */
  listen: (port: number) => Promise<number>;
  close: () => void;
}

export function devServer(outDir: string, cms: ReturnType<typeof localCms>): DevServer {
  const listeners = new Set<ServerResponse>();
  let error: string | undefined;
  /** Counts what changed what a page shows: a build, a failure or a type check's verdict. */
  let generation = 0;
  const reload = (response: ServerResponse) => response.write("event: reload\ndata: {}\n\n");

  const server = createServer((request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? "/", "http://dev");
    if (pathname === "/__dev/events") {
      response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
      response.write(": connected\n\n");
      const served = searchParams.get("build");
      if (served && served !== String(generation)) reload(response);
      listeners.add(response);
      request.on("close", () => listeners.delete(response));
      return;
    }
    if (cms.handles(pathname)) {
      void cms.answer(request, pathname, response);
      return;
    }
    if (pathname === `/${reloadScript}`) {
      response.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" });
      response.end(reloadClient);
      return;
    }
    const wantsPage = !path.extname(pathname) || pathname.endsWith(".html");
    if (wantsPage) response.setHeader("Server-Timing", `dev-build;desc="${generation}"`);
    if (error && wantsPage) {
      response.writeHead(500, { "Content-Type": "text/html; charset=utf-8" });
      response.end(errorPage(error));
      return;
    }
    response.setHeader("Cache-Control", "no-store");
    void serveHandler(request, response, { ...serveConfig, public: outDir });
  });

  return {
    get error() {
      return error;
    },
    show(next) {
      error = next;
      generation += 1;
      for (const response of listeners) reload(response);
    },
    listen: (port) => listenNear(server, port),
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
