/**
 * The host rules, proven in a host's own runtime: Cloudflare's `wrangler pages dev` serves the
 * test build with workerd, offline, as Pages would. Wrangler is a locked devDependency. The
 * build publishes every App Store language (scripts/testing/many-languages.ts): the size at
 * which a single site-wide policy once made Cloudflare drop every page's.
 */
import { distDir } from "../testing/dist.ts";
import { pagesIn } from "../testing/pages.ts";
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../pipeline/paths.ts";
import { buildInto } from "../testing/rendered-site.ts";
import { storeFileEnv, storeFileRoutes } from "../testing/store-records.ts";
import { freePort } from "../serve/listen.ts";
import { headersFor } from "./host-rules.ts";
import { appStoreFixtureLocales } from "../testing/many-languages.ts";
import { localePath } from "../../src/routing/urls.ts";
import { defaultLocale } from "../../src/site.ts";
import { existsSync } from "node:fs";
import { siteLanguageCodes as locales } from "../testing/site-copy.ts";

/** The pages the build publishes. */
const pages = pagesIn(distDir());

const require = createRequire(import.meta.url);
const wrangler = path.join(path.dirname(require.resolve("wrangler/package.json")), "bin/wrangler.js");

const state = {} as { dir: string; origin: string; wrangler: ChildProcess; log: string };
const manyLanguages = appStoreFixtureLocales();
const everyLanguage = [...locales, ...Object.keys(manyLanguages)];

beforeAll(async () => {
  state.dir = await mkdtemp(path.join(os.tmpdir(), "site-pages-"));
  // The default build with the store files turned on, which adds only them and their types.
  await buildInto(path.join(state.dir, "dist"), { env: { ...storeFileEnv, CF_PAGES: "1" }, extraLocales: manyLanguages });
  await cp(path.join(projectRoot, "wrangler.toml"), path.join(state.dir, "wrangler.toml"));
  const port = await freePort();
  state.origin = `http://127.0.0.1:${port}`;
  state.log = "";
  state.wrangler = spawn(process.execPath, [wrangler, "pages", "dev", "--ip", "127.0.0.1", "--port", String(port)], {
    cwd: state.dir,
    env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  for (const stream of [state.wrangler.stdout, state.wrangler.stderr]) stream?.on("data", (chunk) => (state.log += chunk));
  for (const deadline = Date.now() + 240_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (state.wrangler.exitCode !== null) break;
    if (
      await fetch(`${state.origin}/`).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error(`wrangler pages dev did not start:\n${state.log.slice(-2000)}`);
}, 250_000);

afterAll(async () => {
  if (state.wrangler?.pid) process.kill(-state.wrangler.pid, "SIGTERM");
  await rm(state.dir, { recursive: true, force: true });
});

describe("the build under Cloudflare Pages' own runtime (wrangler pages dev)", () => {
  it("sends every header of _headers with each page in every language the build publishes, its own policy included", async () => {
    const headers = await readFile(path.join(state.dir, "dist", "_headers"), "utf8");
    // The languages this build publishes: a language of src/site.ts still mostly English is left out.
    const published = everyLanguage.filter(
      (code) => code === defaultLocale || existsSync(path.join(state.dir, "dist", code, "index.html")),
    );
    expect(published).toEqual(expect.arrayContaining(Object.keys(manyLanguages)));
    for (const code of published) {
      for (const route of pages.flatMap((entry) => (entry.route ? [localePath(code, entry.route)] : []))) {
        const response = await fetch(`${state.origin}${route}`);
        expect(response.status, route).toBe(200);
        for (const [name, value] of headersFor(headers, route)) expect(response.headers.get(name), `${route} ${name}`).toBe(value);
        expect(response.headers.get("content-security-policy"), route).toContain("script-src 'sha256-");
      }
    }
  });

  it.each(["/no/such/page", "/a/b/c/d/", "/privacy/extra"])("answers %s with 404.html and status 404", async (route) => {
    const response = await fetch(`${state.origin}${route}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("data-not-found");
  });

  it.each(storeFileRoutes)("serves %s as %s, with status 200 and no redirect", async (route, type) => {
    const response = await fetch(`${state.origin}${route}`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(new RegExp(`^${type}\\b`));
    expect(response.headers.get("location")).toBeNull();
  });

  it("serves the App Clip in the association file, as the App Clip's team and bundle ID", async () => {
    const response = await fetch(`${state.origin}/.well-known/apple-app-site-association`);
    const association = (await response.json()) as { appclips?: { apps: string[] } };
    expect(association.appclips?.apps).toEqual([`${storeFileEnv.APPLE_APP_ID.split(".")[0]}.${storeFileEnv.APP_CLIP_BUNDLE_ID}`]);
  });

  it("redirects /privacy to /privacy/", async () => {
    const response = await fetch(`${state.origin}/privacy`, { redirect: "manual" });
    expect([301, 308]).toContain(response.status);
    expect(response.headers.get("location")).toBe("/privacy/");
  });
});
