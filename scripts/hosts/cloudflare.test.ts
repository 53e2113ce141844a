/**
 * The host rules, proven in a host's own runtime: Cloudflare's `wrangler pages dev` serves the
 * test build with workerd, offline, as Pages would. Wrangler is a locked devDependency. The
 * build publishes every App Store language (scripts/testing/many-languages.ts): the size at
 * which a single site-wide policy once made Cloudflare drop every page's.
 */
import { distDir, manyLanguagesHostDir } from "../testing/dist.ts";
import { pagesIn } from "../testing/pages.ts";
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const state = {} as {
  dir: string;
  origin: string;
  wrangler: ChildProcess;
  log: string;
  pages: Map<string, { status: number; headers: Headers }>;
};
const manyLanguages = appStoreFixtureLocales();
const everyLanguage = [...locales, ...Object.keys(manyLanguages)];
/** The languages the build publishes: a language of src/site.ts still mostly English is left out. */
const published = () =>
  everyLanguage.filter((code) => code === defaultLocale || existsSync(path.join(state.dir, "dist", code, "index.html")));

beforeAll(async () => {
  // Built once a run with CF_PAGES=1 and the store files, beside the repository's wrangler.toml (scripts/testing/many-languages.ts).
  state.dir = manyLanguagesHostDir("cloudflare");
  // Its devtools' port too: wrangler takes 9229 when it looks free, and two runs at once both took it.
  const [port, inspectorPort] = [await freePort(), await freePort()];
  state.origin = `http://127.0.0.1:${port}`;
  state.log = "";
  state.wrangler = spawn(
    process.execPath,
    [wrangler, "pages", "dev", "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspectorPort)],
    {
      cwd: state.dir,
      env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  for (const stream of [state.wrangler.stdout, state.wrangler.stderr]) stream?.on("data", (chunk) => (state.log += chunk));
  const answers = () =>
    fetch(`${state.origin}/`).then(
      (response) => response.body?.cancel().then(() => true) ?? true,
      () => false,
    );
  for (const deadline = Date.now() + 240_000; !(await answers()); await new Promise((resolve) => setTimeout(resolve, 250)))
    if (state.wrangler.exitCode !== null || Date.now() > deadline)
      throw new Error(`wrangler pages dev did not start:\n${state.log.slice(-2000)}`);
  // Every page of every language, asked before the tests: two hundred answers of workerd are no test's 30 s on a busy machine.
  const routes = published().flatMap((code) => pages.flatMap((entry) => (entry.route ? [localePath(code, entry.route)] : [])));
  state.pages = new Map();
  for (const route of routes) {
    const response = await fetch(`${state.origin}${route}`);
    await response.body?.cancel();
    state.pages.set(route, { status: response.status, headers: response.headers });
  }
}, 300_000);

afterAll(() => {
  if (state.wrangler?.pid) process.kill(-state.wrangler.pid, "SIGTERM");
});

describe("the build under Cloudflare Pages' own runtime (wrangler pages dev)", () => {
  it("sends every header of _headers with each page in every language the build publishes, its own policy included", async () => {
    const headers = await readFile(path.join(state.dir, "dist", "_headers"), "utf8");
    expect(published()).toEqual(expect.arrayContaining(Object.keys(manyLanguages)));
    expect(state.pages.size).toBeGreaterThan(Object.keys(manyLanguages).length);
    for (const [route, response] of state.pages) {
      expect(response.status, route).toBe(200);
      for (const [name, value] of headersFor(headers, route)) expect(response.headers.get(name), `${route} ${name}`).toBe(value);
      expect(response.headers.get("content-security-policy"), route).toContain("script-src 'sha256-");
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
