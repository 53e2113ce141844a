import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseWorkflow, NoOperationTraceWriter } from "@actions/workflow-parser";
import { resolveConfig } from "@netlify/config";
import { headersSchema, trailingSlashSchema } from "@vercel/routing-utils";
import { Ajv } from "ajv";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { vercelBuild } from "../src/hosting.ts";
import { projectRoot } from "./build-steps.ts";
import { expectedVercelJson, vercelJsonPath } from "./host-configs.ts";

const read = (file: string) => readFile(path.join(projectRoot, file), "utf8");
const nodeLine = (await read(".nvmrc")).trim();

describe("the Node version", () => {
  it("is named once, in .nvmrc, as an LTS line that package.json engines accepts", async () => {
    expect(nodeLine).toMatch(/^\d+$/);
    expect(Number(nodeLine) % 2, "LTS lines are even").toBe(0);
    expect(Number(nodeLine)).toBeGreaterThanOrEqual(24);
    const { engines } = JSON.parse(await read("package.json"));
    const lowest = Number(/>=\s*(\d+)/.exec(engines.node)?.[1]);
    expect(lowest).toBeLessThanOrEqual(Number(nodeLine));
  });

  it("is the one the README recommends, with no end-of-life line advised", async () => {
    const readme = await read("README.md");
    expect(readme).toContain(`Node ${nodeLine}`);
    const named = Array.from(readme.matchAll(/Node(?:\.js)? (\d+)/g), (match) => Number(match[1]));
    expect(named.filter((major) => major < 22)).toEqual([]);
    expect(readme).not.toMatch(/NODE_VERSION=\s*(1\d|20)\b/);
  });

  it("is tested in CI with the next older LTS line too", async () => {
    const ci = await read(".ci/run");
    expect(ci).toMatch(/for version in 22 "\$\(cat \.nvmrc\)"/);
    expect(ci).toContain('--package="node@$version"');
  });
});

describe("netlify.toml", () => {
  it("is valid to Netlify's own config resolver and builds dist/ with the .nvmrc Node", async () => {
    const { config } = await resolveConfig({ config: path.join(projectRoot, "netlify.toml"), repositoryRoot: projectRoot, cwd: projectRoot, offline: true, buffer: true });
    expect(config.build.command).toBe("npm run build");
    expect(config.build.publish).toBe(path.join(projectRoot, "dist"));
    expect(config.build.environment.NODE_VERSION).toBe(nodeLine);
  });
});

describe("vercel.json", () => {
  it("is what src/hosting.ts generates (node --import tsx/esm scripts/host-configs.ts rewrites it)", async () => {
    expect(await readFile(vercelJsonPath, "utf8")).toBe(expectedVercelJson());
  });

  it("is valid to Vercel's own schemas and builds dist/", async () => {
    const config = JSON.parse(await readFile(vercelJsonPath, "utf8"));
    const schema = {
      type: "object",
      additionalProperties: false,
      properties: {
        $schema: { type: "string" },
        framework: { type: "null" },
        buildCommand: { type: "string" },
        outputDirectory: { type: "string" },
        trailingSlash: trailingSlashSchema,
        headers: headersSchema,
      },
    };
    const ajv = new Ajv({ allErrors: true });
    expect(ajv.validate(schema, config), ajv.errorsText()).toBe(true);
    expect(config).toMatchObject({ ...vercelBuild, outputDirectory: "dist" });
  });
});

describe("the GitHub Pages workflow", () => {
  const file = ".github/workflows/deploy-pages.yml";

  it("is valid to GitHub's workflow parser", async () => {
    const result = parseWorkflow({ name: file, content: await read(file) }, new NoOperationTraceWriter());
    expect(result.context.errors.getErrors().map((error) => error.message)).toEqual([]);
  });

  it("builds on the .nvmrc Node with the base path of the repository's Pages site and deploys dist/", async () => {
    const workflow = await read(file);
    expect(workflow).toMatch(/node-version-file: \.nvmrc/);
    expect(workflow).toMatch(/cache: npm/);
    expect(workflow).toMatch(/run: npm run build\n\s+env:\n(\s+#.*\n)*\s+SITE_URL: \$\{\{ steps\.pages\.outputs\.base_url \}\}\/\n\s+SITE_BASE_PATH: \$\{\{ steps\.pages\.outputs\.base_path \}\}\//);
    expect(workflow).toMatch(/actions\/upload-pages-artifact@v\d+\n\s+with:\n\s+path: dist/);
    expect(workflow).toMatch(/actions\/deploy-pages@v\d+/);
  });
});

describe("wrangler.toml", () => {
  it("points Cloudflare Pages at dist/", async () => {
    const config = parseToml(await read("wrangler.toml")) as Record<string, unknown>;
    expect(config.pages_build_output_dir).toBe("./dist");
    expect(config.name).toMatch(/^[a-z0-9-]+$/);
  });
});
