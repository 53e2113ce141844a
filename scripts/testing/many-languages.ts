/**
 * The site in every App Store language (src/content/app-store-languages.json) it does not have
 * yet: each filled from one translation, English's words, with its own settings (its name in
 * itself, og:locale, direction) and each plural in its own CLDR forms, as `translations add`
 * writes a new language. A fixture for what many languages do to the build, the host files and
 * the switcher; never shipped, never machine-translated.
 */
import { cp } from "node:fs/promises";
import path from "node:path";
import { nameInItself } from "../../src/content/app-store-languages.ts";
import { mapStrings } from "../../src/content/copy-keys.ts";
import { withPluralForms } from "../../src/content/placeholders.ts";
import type { Copy } from "../../src/content/site-content.ts";
import { projectRoot } from "../pipeline/paths.ts";
import { buildForHosts } from "./rendered-site.ts";
import { english as en, siteContent, siteLanguageCodes } from "./site-copy.ts";
import { storeFileEnv } from "./store-records.ts";

/** Every App Store language the site lacks, as extra locales for a test build (scripts/testing/rendered-site.ts). */
export function appStoreFixtureLocales(): Record<string, Copy> {
  const missing = siteContent.appStoreLanguages.filter((language) => !siteLanguageCodes.includes(language.code));
  return Object.fromEntries(
    missing.map(({ code, ogLocale, dir }) => [
      code,
      {
        ...(mapStrings(en, (text) => withPluralForms(text, code)) as Copy),
        language: { ...en.language, name: nameInItself(code), ogLocale, dir },
      },
    ]),
  );
}

/** The hosts that read the many-language build's own rules, by the variable each sets while it builds and the config file it reads beside dist/. */
const hosts = {
  netlify: { env: { NETLIFY: "true" }, config: "netlify.toml" },
  cloudflare: { env: { CF_PAGES: "1" }, config: "wrangler.toml" },
} as const;

export type ManyLanguagesHost = keyof typeof hosts;

/**
 * The site in every App Store language, with the store files, rendered once a run (by
 * scripts/testing/test-builds.ts, where its time is no test's budget) and written as a build
 * with no host's variable writes it (`<root>/plain/dist/`) and as each host builds it: a folder
 * per host holding its config file beside dist/, as the repository does.
 */
export async function buildManyLanguages(root: string) {
  const dirs = await buildForHosts(
    root,
    { env: storeFileEnv, extraLocales: appStoreFixtureLocales() },
    { plain: {}, ...Object.fromEntries(Object.entries(hosts).map(([host, { env }]) => [host, env])) },
  );
  for (const [host, { config }] of Object.entries(hosts)) await cp(path.join(projectRoot, config), path.join(dirs[host], config));
  return {
    distDir: path.join(dirs.plain, "dist"),
    hostDirs: { netlify: dirs.netlify, cloudflare: dirs.cloudflare } satisfies Record<ManyLanguagesHost, string>,
  };
}
