/**
 * `npm test` type-checks everything and runs every test: those that need no browser always,
 * and each engine's where browser discovery found it (scripts/browsers/). `npm run test:quick`
 * (`--mode quick`) type-checks and runs only the ones that need no browser. `npm run screenshots`
 * (`--mode screenshots`) runs the browser suites that also save screenshots for people to look
 * at, and sets them side by side in contact sheets.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { configDefaults, defineConfig, type Plugin } from "vitest/config";
// Over the NODE_ENV=test Vitest sets, before anything loads React: the tests render the pages as the build does.
import "./pipeline/production-react.ts";
import { discovered } from "./browsers/discovered.ts";
import { filesToSkip } from "./testing/skipped-tests.ts";
import LongestFirst from "./testing/sequencer.ts";

/**
 * GitHub's workflow parser ships source maps that name sources it does not ship; on Node 22,
 * Vite warns once per file (67 lines). Its code is loaded without the map comments instead.
 */
const workflowParserWithoutSourceMaps: Plugin = {
  name: "workflow-parser-without-source-maps",
  enforce: "pre",
  async load(id) {
    if (!id.includes("/@actions/workflow-parser/dist/") || !id.endsWith(".js")) return null;
    const code = await readFile(id, "utf8");
    return { code: code.replace(/^\/\/# sourceMappingURL=.*$/gm, ""), map: null };
  },
};

export default defineConfig(({ mode }) => {
  const quick = mode === "quick";
  const screenshots = mode === "screenshots";
  return {
    plugins: [workflowParserWithoutSourceMaps],
    test: {
      root: path.resolve(import.meta.dirname, ".."),
      include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
      exclude: [...configDefaults.exclude, ...filesToSkip(quick ? undefined : discovered())],
      globalSetup: ["scripts/testing/global-setup.ts"],
      provide: { quick, screenshots },
      reporters: quick ? ["default"] : ["default", "./scripts/testing/vitest-reporter.ts"],
      // Test files share their workers' module caches: a fresh one per file costs more than
      // the tests themselves on a small machine. Each file still sets up its own state.
      isolate: false,
      maxWorkers: 2,
      sequence: { sequencer: LongestFirst },
      // Limits that end a hang, never a judgement of speed (the bench judges that): a test that
      // takes 5 s on an idle 2-core machine took over 30 s at load 20, and failed a green suite.
      testTimeout: 120_000,
      hookTimeout: 300_000,
      // GitHub's workflow parser imports its schema as JSON without an import attribute, which
      // Node refuses; let Vite load it instead.
      server: { deps: { inline: ["@actions/workflow-parser"] } },
    },
  };
});
