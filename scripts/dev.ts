/**
 * npm run dev: builds the site into .dev/site, serves it on 127.0.0.1 (port 5173, or PORT),
 * watches src/ and static/, rebuilds only what changed and reloads the open pages. A build
 * error is printed here and shown in the browser; fixing it recovers without a restart. The
 * CMS is at /admin/, saving into this working tree (scripts/cms/local-cms.ts).
 */
import { createServer } from "node:http";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { watch } from "chokidar";
import serveHandler from "serve-handler";
import { paths, projectRoot } from "./pipeline/paths.ts";
import { classifyChange, createDevBuilder, reloadScript } from "./serve/dev-builder.ts";
import type { ChangeKind } from "./serve/dev-builder.ts";
import { assertTypesCheck } from "./pipeline/type-check.ts";
import { listenNear, stopOnSignals } from "./serve/listen.ts";
import { serveConfig } from "./serve/static-server.ts";
import { localCms } from "./cms/local-cms.ts";
import { defaults, defaultLocale, locales } from "../src/site.ts";

const outDir = path.join(projectRoot, ".dev/site");
const DEBOUNCE_MS = 25;
const TYPE_CHECK_QUIET_MS = 1_000;

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

async function main(): Promise<void> {
  const builder = await createDevBuilder(outDir);
  const cms = localCms({ root: projectRoot, siteName: process.env.SITE_NAME || defaults.name, locales, defaultLocale });
  const listeners = new Set<ServerResponse>();
  let buildError: string | undefined;
  /** Counts the rebuilds that changed what a page shows: a build, a failure or a type check's verdict. */
  let generation = 0;
  const reload = (response: ServerResponse) => response.write("event: reload\ndata: {}\n\n");

  const notify = () => {
    generation += 1;
    for (const response of listeners) reload(response);
  };
  const report = (message: string) => {
    buildError = message;
    console.error(`\x1b[31mBuild error\x1b[0m (the server keeps running; fix and save):\n${buildError}`);
  };
  // The build's type-check, once the saving has paused rather than before each reload: a type
  // error the build would refuse still shows in the page and here, a moment later, and the
  // check (two seconds of both cores) never competes with the next reload.
  let typeCheck = new AbortController();
  let typeCheckTimer: NodeJS.Timeout | undefined;
  const stopTypeCheck = () => {
    clearTimeout(typeCheckTimer);
    typeCheck.abort();
  };
  const checkTypesSoon = () => {
    stopTypeCheck();
    typeCheckTimer = setTimeout(checkTypes, TYPE_CHECK_QUIET_MS);
  };
  const checkTypes = () => {
    const current = (typeCheck = new AbortController());
    assertTypesCheck(current.signal).then(
      () => {
        if (current.signal.aborted || !buildError?.startsWith("types:")) return;
        buildError = undefined;
        console.log("Types check again");
        notify();
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        report(error instanceof Error ? error.message : String(error));
        notify();
      },
    );
  };
  const run = async (label: string, step: () => Promise<void>) => {
    const started = performance.now();
    try {
      await step();
      buildError = undefined;
      console.log(`${label} in ${Math.round(performance.now() - started)} ms`);
      checkTypesSoon();
    } catch (error) {
      stopTypeCheck();
      report(error instanceof Error ? error.message : String(error));
    }
    notify();
  };

  await run("Built", () => builder.buildAll());

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
    if (buildError && wantsPage) {
      response.writeHead(500, { "Content-Type": "text/html; charset=utf-8" });
      response.end(errorPage(buildError));
      return;
    }
    response.setHeader("Cache-Control", "no-store");
    void serveHandler(request, response, { ...serveConfig, public: outDir });
  });
  const port = await listenNear(server, Number(process.env.PORT ?? 5173));
  console.log(
    `Dev server: http://127.0.0.1:${port}/ (watching src/ and static/; Ctrl+C to stop); the CMS: http://127.0.0.1:${port}/admin/`,
  );
  void builder.warmUp();

  let pending = new Set<ChangeKind>();
  let timer: NodeJS.Timeout | undefined;
  let building = Promise.resolve();
  // chokidar, not fs.watch: editors that save by renaming a temp file over the original
  // leave Node 20's recursive fs.watch watching a file that no longer exists.
  const watcher = watch([path.join(projectRoot, "src"), paths.static], { ignoreInitial: true });
  watcher.on("all", (_event, file) => {
    const kind = classifyChange(file);
    if (!kind) return;
    stopTypeCheck();
    pending.add(kind);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const kinds = pending;
      pending = new Set();
      building = building.then(() => run(`Rebuilt ${[...kinds].join(", ")}`, () => builder.rebuild(kinds)));
    }, DEBOUNCE_MS);
  });

  stopOnSignals(async () => {
    stopTypeCheck();
    await watcher.close();
    server.closeAllConnections();
    server.close();
    await Promise.all([builder.dispose(), cms.stop()]);
  });
}

await main();
