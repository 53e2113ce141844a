import { describe, expect, it } from "vitest";
import { buildStopFor } from "./owners-settings.ts";
import { siteContent } from "./site-copy.ts";

describe("the settings the shell gives, as the tests' setup reads them", () => {
  it("stop the tests where they would stop the build, with the build's own words naming the setting and its variable", async () => {
    const said = await buildStopFor({ APP_STORE_STATE: "launched" }, siteContent);
    expect(said).toMatch(/^Invalid site configuration: .*\n {2}- appStoreState \(APP_STORE_STATE\): /);
  });

  it("stop nothing where the shell sets none of the site's variables", async () => {
    expect(await buildStopFor({ PATH: process.env.PATH, CI: "true" }, siteContent)).toBeUndefined();
  });
});
