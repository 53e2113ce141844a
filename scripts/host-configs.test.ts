import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseWorkflow, NoOperationTraceWriter } from "@actions/workflow-parser";
import { resolveConfig } from "@netlify/config";
import { headersSchema, redirectsSchema } from "@vercel/routing-utils";
import { Ajv } from "ajv";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { hostInstall } from "../src/hosting.ts";
import { settingVariables } from "../src/site.ts";
import { projectRoot } from "./build/paths.ts";
import { expectedHostFiles, vercelJsonPath } from "./host-configs.ts";

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
  it("is valid to Netlify's own config resolver, builds dist/, leaves Node to .nvmrc and installs only what the build needs", async () => {
    const { config } = await resolveConfig({ config: path.join(projectRoot, "netlify.toml"), repositoryRoot: projectRoot, cwd: projectRoot, offline: true, buffer: true });
    expect(config.build.command).toBe("npm run build");
    expect(config.build.publish).toBe(path.join(projectRoot, "dist"));
    expect(config.build.environment.NODE_VERSION, "Netlify reads .nvmrc; the version is written there only").toBeUndefined();
    expect(config.build.environment.NPM_FLAGS).toBe("--omit=dev");
  });
});

describe("vercel.json", () => {
  it("and netlify.toml are what src/hosting.ts generates for the registry's pages and the locales (npm run build rewrites them)", async () => {
    for (const [file, expected] of await expectedHostFiles()) expect(await readFile(file, "utf8"), file).toBe(expected);
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
