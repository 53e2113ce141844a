import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    globalSetup: ["scripts/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
