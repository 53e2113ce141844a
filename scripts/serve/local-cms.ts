/**
 * The CMS on the dev server, at /admin/: Decap CMS saving into this working tree through
 * decap-server, Decap's own local proxy (a dev dependency), started on 127.0.0.1 the first time
 * the page is asked for. The dev server's watcher then rebuilds what a save changed, so the site
 * in the other tab shows it. Nothing of this is in dist/.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createRequire } from "node:module";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { adminHtml } from "../../src/admin/page.ts";
import type { CmsBackend } from "../../src/admin/page.ts";
import { adminScript, cmsSetup } from "../pipeline/admin/config.ts";
import { decapBundleDir } from "./decap-bundle.ts";
import { freePort } from "./listen.ts";

const adminPath = "/admin/";
const decapFolder = "decap/";

/** decap-server for `root`, once it says it listens; its address. */
async function startProxy(root: string): Promise<{ url: string; child: ChildProcess }> {
  const server = createRequire(path.join(root, "package.json")).resolve("decap-server");
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    // A second or two on an idle machine, ten times that on a busy one: the limit is for one that never starts.
    const timer = setTimeout(() => reject(new Error(`decap-server did not start:\n${output}`)), 120_000);
    const listening = async () => {
      // It logs nothing at warn level once listening: ask it.
      for (;;) {
        const answer = await fetch(`http://127.0.0.1:${port}/api/v1`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: '{"action":"info"}',
        }).catch(() => undefined);
        if (answer?.ok) return resolve(clearTimeout(timer));
        if (child.exitCode !== null) return reject(new Error(`decap-server exited:\n${output}`));
        await new Promise((wait) => setTimeout(wait, 50));
      }
    };
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    void listening();
  });
  return { url: `http://127.0.0.1:${port}/api/v1`, child };
}

const types: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

interface LocalCmsOptions {
  root: string;
  siteName: string;
  /** The site's languages as the content has them now: one added while the server runs shows at the page's next load. */
  languages: () => Promise<readonly string[]>;
  defaultLocale: string;
}

export function localCms({ root, siteName, languages, defaultLocale }: LocalCmsOptions) {
  let proxy: Promise<{ url: string; child: ChildProcess }> | undefined;
  const backend = async (): Promise<CmsBackend> => ({ kind: "local", proxyUrl: (await (proxy ??= startProxy(root))).url });

  const send = (response: ServerResponse, type: string, body: string) => {
    response.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
    response.end(body);
  };

  async function serveDecapFile(name: string, response: ServerResponse): Promise<void> {
    const dir = await decapBundleDir();
    const file = path.join(dir, path.normalize(name));
    const found =
      file.startsWith(dir + path.sep) &&
      (await stat(file).then(
        (info) => info.isFile(),
        () => false,
      ));
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": types[path.extname(file)] ?? "application/octet-stream", "Cache-Control": "max-age=3600" });
    createReadStream(file).pipe(response);
  }

  return {
    /** Whether `pathname` is the CMS's; it answers the request if so. */
    handles: (pathname: string) => pathname === "/admin" || pathname.startsWith(adminPath),

    async answer(request: IncomingMessage, pathname: string, response: ServerResponse): Promise<void> {
      try {
        if (pathname === "/admin") {
          response.writeHead(301, { Location: adminPath }).end();
        } else if (pathname === adminPath || pathname === `${adminPath}index.html`) {
          send(response, "text/html; charset=utf-8", adminHtml(siteName, await backend(), { base: decapFolder }));
        } else if (pathname === `${adminPath}admin.js`) {
          send(
            response,
            "text/javascript; charset=utf-8",
            await adminScript(await cmsSetup(await languages(), defaultLocale, await backend())),
          );
        } else if (pathname.startsWith(`${adminPath}${decapFolder}`)) {
          await serveDecapFile(pathname.slice(`${adminPath}${decapFolder}`.length), response);
        } else {
          response.writeHead(404).end();
        }
      } catch (error) {
        console.error(`The CMS at ${adminPath} (${request.url}): ${error instanceof Error ? error.message : error}`);
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        response.end(`The CMS could not start: ${error instanceof Error ? error.message : error}`);
      }
    },

    async stop(): Promise<void> {
      const running = await proxy?.catch(() => undefined);
      if (!running || running.child.exitCode !== null) return;
      await new Promise((resolve) => {
        running.child.once("exit", resolve);
        running.child.kill("SIGTERM");
      });
    },
  };
}
