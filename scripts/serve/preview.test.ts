import { distDir as defaultBuild } from "../testing/dist.ts";
import { pagesIn } from "../testing/pages.ts";
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../pipeline/paths.ts";
import { parseHeadersFile } from "../hosts/host-rules.ts";
import { buildInto } from "../testing/rendered-site.ts";
import { storeFileEnv, storeFileRoutes } from "../testing/store-records.ts";
import { defaultLocale } from "../../src/site.ts";
import { publishedLocales } from "../testing/site-copy.ts";
import { wholeCommands } from "../testing/busy-machine.ts";

/** The pages the build publishes. */
const pages = pagesIn(defaultBuild());

interface Preview {
  child: ChildProcess;
  origin: string;
  output: () => string;
}

/** A build with the store files turned on: the default build plus those files and their types. */
let distDir = () => "";

/** `npm run preview` of that build, as a developer starts it, or its command without npm; once it says where it serves, or exits, with no timer of its own. */
async function startPreview(port: number, { throughNpm = false, dir = distDir() } = {}): Promise<Preview> {
  const [command, args] = throughNpm
    ? ["npm", ["run", "preview", "--", dir]]
    : [process.execPath, ["--import", "tsx/esm", "scripts/preview.ts", dir]];
  const child = spawn(command, args, { cwd: projectRoot, env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk) => (output += chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", () => {
      const match = /^Preview of .*(http:\/\/127\.0\.0\.1:\d+)\//m.exec(output);
      if (match) resolve(match[1]);
    });
    child.once("exit", () => reject(new Error(`the preview server exited:\n${output}`)));
  });
  return { child, origin, output: () => output };
}

const answers = (origin: string) =>
  fetch(origin).then(
    () => true,
    () => false,
  );

let preview: Preview;
beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), "site-preview-"));
  const built = await buildInto(path.join(root, "dist"), { env: storeFileEnv });
  distDir = () => built.outDir;
  preview = await startPreview(0);
}, 60_000);
afterAll(async () => {
  preview?.child.kill("SIGTERM");
  await rm(path.dirname(distDir()), { recursive: true, force: true });
});

describe("npm run preview", () => {
  it("redirects /privacy and /support to the slash form, as every host does", async () => {
    for (const route of ["/privacy", "/support"]) {
      const response = await fetch(`${preview.origin}${route}`, { redirect: "manual" });
      expect(response.status, route).toBe(301);
      expect(response.headers.get("location"), route).toBe(`${route}/`);
    }
  });

  it("sends every header of dist/_headers with each page", async () => {
    const rules = parseHeadersFile(await readFile(path.join(distDir(), "_headers"), "utf8"));
    for (const route of pages.filter((entry) => entry.route).map((entry) => entry.route)) {
      const response = await fetch(`${preview.origin}${route}`);
      expect(response.status).toBe(200);
      for (const line of [...(rules.get("/*") ?? []), ...(rules.get(route) ?? [])]) {
        const [name, ...value] = line.split(": ");
        expect(response.headers.get(name), `${route} ${name}`).toBe(value.join(": "));
      }
    }
  });

  it.each(storeFileRoutes)("serves %s as %s, with status 200 and no redirect", async (route, type) => {
    const response = await fetch(`${preview.origin}${route}`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(new RegExp(`^${type}\\b`));
    expect(response.headers.get("location")).toBeNull();
    const text = await response.text();
    if (type === "application/json") expect(() => JSON.parse(text)).not.toThrow();
  });

  it("serves the App Clip in the association file, as the App Clip's team and bundle ID", async () => {
    const response = await fetch(`${preview.origin}/.well-known/apple-app-site-association`);
    const association = (await response.json()) as { appclips?: { apps: string[] } };
    expect(association.appclips?.apps).toEqual([`${storeFileEnv.APPLE_APP_ID.split(".")[0]}.${storeFileEnv.APP_CLIP_BUNDLE_ID}`]);
  });

  it("never serves the host's own files, and answers unknown paths with the 404 page, in a language's folder its own", async () => {
    for (const route of ["/_headers", "/_redirects", "/.nojekyll", "/no/such/page"]) {
      const response = await fetch(`${preview.origin}${route}`);
      expect(response.status, route).toBe(404);
      expect(await response.text(), route).toContain("data-not-found");
    }
    for (const code of publishedLocales().filter((language) => language !== defaultLocale)) {
      const response = await fetch(`${preview.origin}/${code}/no/such/page`);
      expect(response.status, code).toBe(404);
      expect(await response.text(), code).toContain(`<html lang="${code}"`);
    }
  });

  it("says in one line that a busy port is busy, and uses the next free one", { timeout: wholeCommands(1) }, async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const busy = (blocker.address() as { port: number }).port;
    const second = await startPreview(busy);
    try {
      expect(second.output()).toMatch(new RegExp(`^Port ${busy} is busy, so this uses \\d+ \\(set PORT to choose one\\)\\.$`, "m"));
      expect(second.output()).not.toMatch(/\n\s+at /);
      expect(await answers(second.origin)).toBe(true);
    } finally {
      second.child.kill("SIGTERM");
      blocker.close();
    }
  });

  it("stops its server when npm is told to stop", { timeout: wholeCommands(1) }, async () => {
    const stopped = await startPreview(0, { throughNpm: true });
    expect(await answers(stopped.origin)).toBe(true);
    stopped.child.kill("SIGTERM");
    // npm passes the signal on and exits at once; the server stops a moment later, longer on a busy machine.
    await expect.poll(() => answers(stopped.origin), { timeout: 60_000 }).toBe(false);
  });
});

describe("npm run preview of a build for a folder (SITE_BASE_PATH)", () => {
  const basePath = "/photo-cleaner/";
  let folder: Preview;
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "site-preview-folder-"));
    await buildInto(dir, { env: { SITE_BASE_PATH: basePath } });
    folder = await startPreview(0, { dir });
  }, 60_000);
  afterAll(async () => {
    folder?.child.kill("SIGTERM");
    await rm(dir, { recursive: true, force: true });
  });

  it("says in its first line that the site is at the folder, and serves the home page there with its headers", async () => {
    expect(folder.output().split("\n")[0]).toMatch(new RegExp(`http://127\\.0\\.0\\.1:\\d+${basePath}\\s`));
    const response = await fetch(`${folder.origin}${basePath}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`href="${basePath}`);
    const rules = parseHeadersFile(await readFile(path.join(dir, "_headers"), "utf8"));
    for (const line of rules.get(basePath) ?? []) {
      const [name, ...value] = line.split(": ");
      expect(response.headers.get(name), name).toBe(value.join(": "));
    }
    expect(rules.get(basePath)?.some((line) => line.startsWith("Content-Security-Policy"))).toBe(true);
  });

  it("redirects a page to its slash form inside the folder, and answers a missing path under it with the 404 page", async () => {
    const redirect = await fetch(`${folder.origin}${basePath}privacy`, { redirect: "manual" });
    expect([redirect.status, redirect.headers.get("location")]).toEqual([301, `${basePath}privacy/`]);
    const missing = await fetch(`${folder.origin}${basePath}no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("data-not-found");
  });

  it("has nothing outside the folder, as the host that serves it there", async () => {
    for (const route of ["/", "/privacy/"]) expect((await fetch(`${folder.origin}${route}`)).status, route).toBe(404);
  });
});
