/** The Node version, named once, and the GitHub workflows that test and deploy: each as its own tool reads it. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseWorkflow, NoOperationTraceWriter } from "@actions/workflow-parser";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { settings } from "../../src/site.ts";
import { settingsEnv } from "./github-variables.ts";
import { projectRoot } from "../pipeline/paths.ts";

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
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    expect(upload).toMatchObject({ if: "${{ always() }}", with: { path: ".artifacts/screenshots" } });
  });

  it("deploy-pages.yml deploys main only after the Test workflow passed on it, and only where Pages is on, built as the hosts build it, with every setting from the repository's variables", async () => {
    const { on, jobs } = await workflow(".github/workflows/deploy-pages.yml");
    expect(on.workflow_run).toEqual({ workflows: ["Test"], types: ["completed"], branches: ["main"] });
    expect(jobs.pages.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(jobs.pages.steps?.[0].run).toContain('gh api "repos/$GITHUB_REPOSITORY/pages"');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    expect(jobs.build).toMatchObject({ needs: "pages", if: "${{ needs.pages.outputs.enabled == 'true' }}" });
    expect(jobs.deploy.needs).toBe("build");
    const steps = jobs.build.steps ?? [];
    expect(steps.map((step) => step.run).filter(Boolean)).toEqual([
      "npm ci --omit=dev",
      "node --import tsx/esm scripts/hosts/github-variables.ts",
      "npm run build",
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    expect(steps.find((step) => step.run?.includes("github-variables"))?.env).toEqual({ VARIABLES: "${{ toJSON(vars) }}" });
    const env = steps.find((step) => step.run === "npm run build")?.env ?? {};
    // Unless set, where configure-pages says the site is served: / or /REPO/.
    expect(env.SITE_URL).toContain("steps.pages.outputs.base_url");
    expect(env.SITE_BASE_PATH).toContain("steps.pages.outputs.base_path");
    expect(steps.find((step) => step.uses?.startsWith("actions/upload-pages-artifact@"))?.with).toEqual({ path: "dist" });
    expect(jobs.deploy.steps?.[0].uses).toMatch(/^actions\/deploy-pages@v\d+$/);
  });

  it("hands the build every repository variable a setting reads, a value of several lines whole, and no other variable", () => {
    const variables = Object.fromEntries(Object.values(settings).map((setting) => [setting.variable, `a value of ${setting.variable}`]));
    const written = settingsEnv({
      ...variables,
      APP_ADS_TXT: "one\ntwo",
      APP_STORE_URL_DE: "https://apps.apple.com/de/app/id1",
      PATH: "/nowhere",
    });
    const values = Object.fromEntries([...written.matchAll(/^(\w+)<<(\S+)\n([\s\S]*?)\n\2\n/gm)].map((match) => [match[1], match[3]]));
    expect(values).toEqual({ ...variables, APP_ADS_TXT: "one\ntwo", APP_STORE_URL_DE: "https://apps.apple.com/de/app/id1" });
  });
});
