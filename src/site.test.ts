import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { settingsFor } from "../scripts/testing/site-copy.ts";
import { ConfigError } from "./deploy/site-config.ts";
import { absoluteUrl, sitePath } from "./routing/urls.ts";
import { settings } from "./site.ts";

const problemsFor = (env: Record<string, string>) => {
  try {
    settingsFor(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe("the site config", () => {
  it("is valid with its defaults", () => {
    const site = settingsFor({});
    expect(site.name).toBe(settings.name.default);
    expect(site.appStoreUrl).toBe("");
  });

  it("takes every setting from the environment for a deploy", () => {
    const site = settingsFor({
      SITE_NAME: "Tidy",
      SITE_URL: "https://user.github.io/photo-cleaner/",
      SITE_BASE_PATH: "/photo-cleaner/",
      SITE_CONTACT_EMAIL: "help@tidy.example",
      APP_STORE_STATE: "live",
      APP_STORE_URL: "https://apps.apple.com/app/id1234567890",
      APP_STORE_ID: "1234567890",
      SOURCE_DATE_EPOCH: "1767225600",
    });
    expect(site).toMatchObject({ name: "Tidy", basePath: "/photo-cleaner/", contactEmail: "help@tidy.example", year: 2026 });
    expect(sitePath(site, "/privacy/")).toBe("/photo-cleaner/privacy/");
    expect(absoluteUrl(site, "/privacy/")).toBe("https://user.github.io/photo-cleaner/privacy/");
  });

  it.each([
    ["SITE_CONTACT_EMAIL", "not-an-email", "contactEmail (SITE_CONTACT_EMAIL): expected an address"],
    ["SITE_CONTACT_EMAIL", 'a@b.co"><script>', "contactEmail (SITE_CONTACT_EMAIL)"],
    ["SITE_URL", "swipeclean.app", "url (SITE_URL): expected an absolute http(s) address"],
    ["SITE_URL", "javascript:alert(1)", "url (SITE_URL): expected an absolute http(s) address"],
    ["SITE_URL", "https://example.org/other/", 'url (SITE_URL): its path "/other/" disagrees with basePath "/"'],
    ["APP_STORE_STATE", "launched", "appStoreState (APP_STORE_STATE): expected one of coming-soon, pre-order, live"],
    ["SITE_BASE_PATH", "photo-cleaner", 'basePath (SITE_BASE_PATH): expected "/" or a path with leading and trailing slashes'],
    ["SITE_BASE_PATH", "/photo-cleaner", "basePath (SITE_BASE_PATH)"],
    ["APP_STORE_ID", "12ab", "appStoreId (APP_STORE_ID)"],
    ["SITE_NAME", "<b>App</b>", "name (SITE_NAME)"],
  ])("rejects %s=%j, naming the field and what it expected", (key, value, message) => {
    const problems = problemsFor({ [key]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it.each([
    [
      { APP_STORE_STATE: "live", APP_STORE_URL: "https://example.com/app" },
      "appStoreUrl (APP_STORE_URL): expected https://apps.apple.com/...",
    ],
    [{ APP_STORE_STATE: "live", APP_STORE_URL: "http://apps.apple.com/app/id1" }, "appStoreUrl (APP_STORE_URL)"],
    [{ APP_STORE_STATE: "pre-order" }, 'appStoreUrl (APP_STORE_URL): the "pre-order" state links every download button to the App Store'],
    [{ APP_STORE_STATE: "live" }, 'appStoreUrl (APP_STORE_URL): the "live" state links'],
    [{ APP_STORE_URL: "https://apps.apple.com/app/id1234567890" }, 'APP_STORE_URL is set but the app is still "coming-soon"'],
    [
      { APP_STORE_STATE: "live", APP_STORE_URL: "https://apps.apple.com/app/swipeclean/id6478123456", APP_STORE_ID: "1234567890" },
      "appStoreId (APP_STORE_ID): it is 1234567890, but APP_STORE_URL opens the app id6478123456",
    ],
  ])("rejects the App Store settings %j, saying what to set", (env, message) => {
    const problems = problemsFor(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it("takes the three App Store states, coming soon by default", () => {
    expect(settingsFor({}).appStoreState).toBe("coming-soon");
    const url = "https://apps.apple.com/app/id1234567890";
    expect(settingsFor({ APP_STORE_STATE: "pre-order", APP_STORE_URL: url }).appStoreState).toBe("pre-order");
    expect(settingsFor({ APP_STORE_STATE: "live", APP_STORE_URL: url }).appStoreState).toBe("live");
  });
});

describe("the README's table of settings", () => {
  /** Each row of the table, by its setting: the variable, the default and what it does, as written. */
  const rows = async () => {
    const readme = await readFile(new URL("../README.md", import.meta.url), "utf8");
    const table = readme.slice(readme.indexOf("| setting | variable | default | what it does |"));
    return new Map(
      [...table.matchAll(/^\| `(\w+)` \| (.+?) \| (.+?) \| (.+) \|$/gm)].map(([, key, variable, shown, does]) => [
        key,
        { variable, shown, does },
      ]),
    );
  };

  it("has a row for each setting src/site.ts declares, and no other, saying its variable, default and what it does as declared", async () => {
    const table = await rows();
    expect([...table.keys()]).toEqual(Object.keys(settings));
    for (const [key, setting] of Object.entries(settings)) {
      const shown = setting.shownDefault ?? (setting.default === "" ? "empty" : `\`${String(setting.default)}\``);
      const variable = "perLanguage" in setting ? `\`${setting.variable}_<LANGUAGE>\`` : `\`${setting.variable}\``;
      expect(table.get(key), key).toEqual({ variable, shown, does: setting.does });
    }
  });
});
