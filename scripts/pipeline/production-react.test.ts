import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const entry = path.join(import.meta.dirname, "production-react.ts");

/** NODE_ENV as React would read it in a process that starts with the module, from `given`. */
async function reactBuildFrom(given: string | undefined): Promise<string> {
  const { NODE_ENV: _inherited, ...env } = process.env;
  const { stdout } = await run(process.execPath, ["--import", "tsx/esm", "--import", entry, "-p", "process.env.NODE_ENV"], {
    env: given === undefined ? env : { ...env, NODE_ENV: given },
  });
  return stdout.trim();
}

describe("the React build the pages render with", () => {
  it("is the production build by default and over a test runner's NODE_ENV=test, which a build a test runs inherits; the development build only when asked for", async () => {
    expect(await reactBuildFrom(undefined)).toBe("production");
    expect(await reactBuildFrom("test")).toBe("production");
    expect(await reactBuildFrom("development")).toBe("development");
  });

  it("is the production build in the tests themselves", () => {
    expect(process.env.NODE_ENV).toBe("production");
  });
});
