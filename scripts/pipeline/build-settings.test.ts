import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildFailure } from "../testing/rendered-site.ts";
import { expectToSay } from "../testing/bad-input.ts";
import type { BadInput } from "../testing/bad-input.ts";

const scratch = await mkdtemp(path.join(os.tmpdir(), "site-bad-settings-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));

// A wrong setting stops the build before it writes anything; each is tried in this process,
// on sources the test run's own build has type-checked.
describe.concurrent("a build with a wrong setting", () => {
  const cases: BadInput<Record<string, string>>[] = [
    {
      name: "a malformed contact e-mail",
      input: { SITE_CONTACT_EMAIL: "support at swipeclean" },
      says: ["contactEmail (SITE_CONTACT_EMAIL)", "expected an address like support@example.org"],
    },
    {
      name: "a site URL without a scheme",
      input: { SITE_URL: "swipeclean.app" },
      says: ["url (SITE_URL)", "expected an absolute http(s) address"],
    },
    {
      name: "a site URL whose path disagrees with the base path",
      input: { SITE_URL: "https://user.github.io/photo-cleaner/", SITE_BASE_PATH: "/cleaner/" },
      says: ["url (SITE_URL)", 'disagrees with basePath "/cleaner/"'],
    },
    {
      name: "an App Store URL that is not on apps.apple.com",
      input: { APP_STORE_URL: "https://example.com/app" },
      says: ["appStoreUrl (APP_STORE_URL)", "expected https://apps.apple.com/..."],
    },
    {
      name: "a provider token that is not App Store Connect's number",
      input: { APP_STORE_PROVIDER_TOKEN: "my-token" },
      says: ["appStoreProviderToken (APP_STORE_PROVIDER_TOKEN)", "App Analytics > Campaigns"],
    },
    {
      name: "a base path without leading and trailing slashes",
      input: { SITE_BASE_PATH: "photo-cleaner" },
      says: ["basePath (SITE_BASE_PATH)", "leading and trailing slashes"],
    },
  ];

  it.each(cases)("($name) stops with what is wrong and where, and leaves dist/ untouched", async ({ name, input, says }) => {
    const outDir = path.join(scratch, name.replace(/\W+/g, "-"));
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, "index.html"), "the last good build");
    expectToSay(await buildFailure({ env: input }, outDir), says);
    expect(await readdir(outDir)).toEqual(["index.html"]);
    expect(await readFile(path.join(outDir, "index.html"), "utf8")).toBe("the last good build");
  });
});
