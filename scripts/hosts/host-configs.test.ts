import { cp, readFile } from "node:fs/promises";
import path from "node:path";
import { parseWorkflow, NoOperationTraceWriter } from "@actions/workflow-parser";
import { resolveConfig } from "@netlify/config";
import { getTransformedRoutes, headersSchema, redirectsSchema } from "@vercel/routing-utils";
import { Ajv } from "ajv";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { securityHeaders } from "../../src/hosting.ts";
import { pages } from "../../src/pages/registry.ts";
import { defaultLocale, locales, settingVariables } from "../../src/site.ts";
import { storeFileTypes } from "../../src/store-files.ts";
import { localePath } from "../../src/urls.ts";
import { listFiles } from "../pipeline/paths.ts";
import { publishedLocales } from "../testing/copy.ts";
import { buildInto, scratchFolder } from "../testing/site.ts";
import { projectRoot } from "../pipeline/paths.ts";
import { committedHostFiles, hostInstall, vercelJson, vercelJsonPath } from "./host-configs.ts";

const read = (file: string) => readFile(path.join(projectRoot, file), "utf8");
const nodeLine = (await read(".nvmrc")).trim();
const packageJson = JSON.parse(await read("package.json"));
const workflowFiles = [".github/workflows/test.yml", ".github/workflows/deploy-pages.yml"];

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  uses?: string;
  needs?: string | string[];
  container?: string;
  steps?: Step[];
}
const workflow = async (file: string) => parseYaml(await read(file)) as { on: Record<string, unknown>; jobs: Record<string, Job> };

describe("the Node version", () => {
  it("is named once, in .nvmrc, as an LTS line above the floor that package.json engines sets", () => {
    expect(nodeLine).toMatch(/^\d+$/);
    expect(Number(nodeLine) % 2, "LTS lines are even").toBe(0);
    expect(Number(nodeLine)).toBeGreaterThanOrEqual(26);
    // vitest 5, linkinator 8, puppeteer-core 25 and wrangler need 22.12 or later.
    expect(packageJson.engines.node).toBe(">=22.12");
  });

  it("types Node's API for the engines floor, not for a newer line", () => {
    expect(packageJson.dependencies["@types/node"]).toMatch(/^\^22\./);
  });

  it("is the one the README recommends, with no end-of-life line advised", async () => {
    const readme = await read("README.md");
    expect(readme).toContain(`Node ${nodeLine}`);
    const named = Array.from(readme.matchAll(/Node(?:\.js)? (\d+)/g), (match) => Number(match[1]));
    expect(named.filter((major) => major < 22)).toEqual([]);
  });

  it("is what CI runs the README's commands on, taken from the npm registry, with the browser-free tests on 22 and 24 too", async () => {
    const ci = await read(".ci/run");
    expect(ci).toMatch(/\$\(cat \.nvmrc\)/);
    expect(ci).toContain('--package="node@$');
    expect(ci).toMatch(/for version in 22 24\b/);
    expect(ci).toContain("npm run test:quick");
  });

  it("is what every workflow sets up, from .nvmrc", async () => {
    for (const file of workflowFiles) {
      const steps = Object.values((await workflow(file)).jobs).flatMap((job) => job.steps ?? []);
      for (const step of steps.filter((candidate) => candidate.uses?.startsWith("actions/setup-node@"))) {
        expect(step.with, file).toMatchObject({ "node-version-file": ".nvmrc", cache: "npm" });
        expect(step.with?.["node-version"], file).toBeUndefined();
      }
    }
  });
});

describe("netlify.toml", () => {
  it.each([[{}, publishedLocales()], [{ SITE_LOCALES: "en,de" }, ["en", "de"]]] as [Record<string, string>, readonly string[]][])(
    "with a build's dist/ (%o), reads each other published language's 404 page in its Netlify config, and none of a language left out",
    async (env, published) => {
      const root = await scratchFolder();
      await cp(path.join(projectRoot, "netlify.toml"), path.join(root, "netlify.toml"));
      await buildInto(path.join(root, "dist"), { env: { ...env, NETLIFY: "true" } });
      const { config } = await resolveConfig({ config: path.join(root, "netlify.toml"), repositoryRoot: root, cwd: root, offline: true, buffer: true });
      const others = published.filter((code) => code !== defaultLocale);
      expect(config.redirects.map(({ from, to, status }: { from: string; to: string; status: number }) => [from, to, status])).toEqual(others.map((code) => [`/${code}/*`, `/${code}/404.html`, 404]));
      const named = await Promise.all((await listFiles(root)).filter((file) => !/\.(html|png|xml)$/.test(file)).map(async (file) => [file, await readFile(path.join(root, file), "utf8")] as const));
      for (const code of locales.filter((language) => !published.includes(language))) {
        expect(named.filter(([, text]) => text.includes(`/${code}/`)).map(([file]) => file), `files a host reads that name /${code}/`).toEqual([]);
      }
    },
  );

  it("is valid to Netlify's own config resolver, builds dist/, leaves Node to .nvmrc and installs only what the build needs", async () => {
    const { config } = await resolveConfig({ config: path.join(projectRoot, "netlify.toml"), repositoryRoot: projectRoot, cwd: projectRoot, offline: true, buffer: true });
    expect(config.build.command).toBe("npm run build");
    expect(config.build.publish).toBe(path.join(projectRoot, "dist"));
    expect(config.build.environment.NODE_VERSION, "Netlify reads .nvmrc; the version is written there only").toBeUndefined();
    expect(config.build.environment.NPM_FLAGS).toBe("--omit=dev");
  });
});

describe("vercel.json", () => {
  it("and netlify.toml are what scripts/hosts/host-configs.ts writes, and name no page and no language: no edit of the site changes them", async () => {
    for (const [file, expected] of committedHostFiles()) {
      expect(await readFile(file, "utf8"), file).toBe(expected);
      for (const code of locales.filter((language) => language !== defaultLocale)) expect(expected, file).not.toContain(`/${code}`);
      for (const page of pages.filter((entry) => entry.route.length > 1)) expect(expected, file).not.toContain(page.route.replace(/\/$/, ""));
    }
  });

  it("redirects a folder without its slash to it, on every page of every language, and never a file, by Vercel's own route matching", () => {
    const config = JSON.parse(vercelJson());
    expect(config.trailingSlash).toBeUndefined();
    const { routes, error } = getTransformedRoutes({ redirects: config.redirects });
    expect(error).toBeNull();
    const redirected = (path: string) => {
      for (const route of routes ?? []) {
        const match = "src" in route && route.src ? new RegExp(route.src).exec(path) : null;
        if (match && "headers" in route) return route.headers?.Location?.replace(/\$(\d+)/g, (_: string, index: string) => match[Number(index)] ?? "");
      }
      return undefined;
    };
    for (const code of locales) {
      for (const page of pages.filter((entry) => entry.route)) {
        const folder = localePath(code, page.route);
        if (folder !== "/") expect(redirected(folder.replace(/\/$/, "")), folder).toBe(folder);
        expect(redirected(folder), folder).toBeUndefined();
      }
    }
    for (const file of [...Object.keys(storeFileTypes), "apple-touch-icon.png", "assets/social.0123456789.png", "sitemap.xml"]) expect(redirected(`/${file}`), file).toBeUndefined();
  });

  it("sends the security headers of _headers, with frame-ancestors as its policy, and keeps assets/ a year", () => {
    const config = JSON.parse(vercelJson());
    const sent = config.headers[0].headers.map((header: { key: string; value: string }) => `${header.key}: ${header.value}`);
    expect(config.headers[0].source).toBe("/(.*)");
    expect(sent.filter((line: string) => !line.startsWith("Content-Security-Policy"))).toEqual(securityHeaders("").filter(([name]) => name !== "Content-Security-Policy").map(([name, value]) => `${name}: ${value}`));
    expect(sent).toContain("Content-Security-Policy: frame-ancestors 'none'");
    expect(config.headers[1]).toEqual({ source: "/assets/(.*)", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] });
  });

  it("is valid to Vercel's own schemas, installs only what the build needs and builds dist/", async () => {
    const config = JSON.parse(await readFile(vercelJsonPath, "utf8"));
    const schema = {
      type: "object",
      additionalProperties: false,
      properties: {
        $schema: { type: "string" },
        framework: { type: "null" },
        installCommand: { type: "string" },
        buildCommand: { type: "string" },
        outputDirectory: { type: "string" },
        redirects: redirectsSchema,
        headers: headersSchema,
      },
    };
    // Vercel's schemas carry keywords of their own ("private"), which strict mode refuses.
    const ajv = new Ajv({ allErrors: true, strict: false });
    expect(ajv.validate(schema, config), ajv.errorsText()).toBe(true);
    expect(config).toMatchObject({ ...hostInstall, installCommand: "npm ci --omit=dev", outputDirectory: "dist" });
  });
});

describe("the GitHub workflows", () => {
  it.each(workflowFiles)("%s is valid to GitHub's workflow parser", async (file) => {
    const result = parseWorkflow({ name: file, content: await read(file) }, new NoOperationTraceWriter());
    expect(result.context.errors.getErrors().map((error) => error.message)).toEqual([]);
  });

  it("test.yml runs the README's test command in all three engines on every pull request and every push, main's too, and keeps the screenshots", async () => {
    const { on, jobs } = await workflow(".github/workflows/test.yml");
    expect(Object.keys(on)).toEqual(expect.arrayContaining(["pull_request", "push"]));
    // The check the README tells owners to require ("Test / test") must be on main's commits too.
    expect(on.push ?? null).toBeNull();
    const steps = jobs.test.steps ?? [];
    expect(jobs.test.container).toMatch(/^debian:/);
    expect(steps.find((step) => step.run?.includes("apt-get install"))?.run).toMatch(/chromium firefox-esr webkit2gtk-driver xvfb/);
    const test = steps.find((step) => step.run === "npm test");
    expect(test?.env?.CI, "a missing engine must fail the run").toBe("true");
    const upload = steps.find((step) => step.uses?.startsWith("actions/upload-artifact@"));
    expect(upload).toMatchObject({ if: "${{ always() }}", with: { path: ".artifacts/screenshots" } });
  });

  it("deploy-pages.yml deploys main only after the Test workflow passed on it, and only where Pages is on, built as the hosts build it, with every setting from the repository's variables", async () => {
    const { on, jobs } = await workflow(".github/workflows/deploy-pages.yml");
    expect(on.workflow_run).toEqual({ workflows: ["Test"], types: ["completed"], branches: ["main"] });
    expect(jobs.pages.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(jobs.pages.steps?.[0].run).toContain('gh api "repos/$GITHUB_REPOSITORY/pages"');
    expect(jobs.build).toMatchObject({ needs: "pages", if: "${{ needs.pages.outputs.enabled == 'true' }}" });
    expect(jobs.deploy.needs).toBe("build");
    const steps = jobs.build.steps ?? [];
    expect(steps.map((step) => step.run).filter(Boolean)).toEqual(["npm ci --omit=dev", "npm run build"]);
    const env = steps.find((step) => step.run === "npm run build")?.env ?? {};
    expect(Object.keys(env).sort()).toEqual(Object.values(settingVariables).sort());
    for (const variable of Object.values(settingVariables)) expect(env[variable], variable).toMatch(new RegExp(`^\\$\\{\\{ vars\\.${variable}\\b`));
    // Unless set, where configure-pages says the site is served: / or /REPO/.
    expect(env.SITE_URL).toContain("steps.pages.outputs.base_url");
    expect(env.SITE_BASE_PATH).toContain("steps.pages.outputs.base_path");
    expect(steps.find((step) => step.uses?.startsWith("actions/upload-pages-artifact@"))?.with).toEqual({ path: "dist" });
    expect(jobs.deploy.steps?.[0].uses).toMatch(/^actions\/deploy-pages@v\d+$/);
  });
});

describe("wrangler.toml", () => {
  it("points Cloudflare Pages at dist/", async () => {
    const config = parseToml(await read("wrangler.toml")) as Record<string, unknown>;
    expect(config.pages_build_output_dir).toBe("./dist");
    expect(config.name).toMatch(/^[a-z0-9-]+$/);
  });
});
