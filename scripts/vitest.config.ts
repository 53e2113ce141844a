import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, ".."),
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    globalSetup: ["scripts/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // GitHub's workflow parser imports its schema as JSON without an import attribute, which
    // Node refuses; let Vite load it instead.
    server: { deps: { inline: ["@actions/workflow-parser"] } },
  },
});
