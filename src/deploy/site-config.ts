/**
 * The site's settings as one deploy has them: each declaration of src/site.ts read from its
 * environment variable, or its default where the variable is unset or blank, checked, and the
 * settings checked together. The pipeline calls this once, before anything renders; it reads
 * nothing but what it is given.
 */
import type { SiteContent } from "../content/site-content.ts";
import { languageVariable } from "../settings/setting.ts";
import type { Setting } from "../settings/setting.ts";
import { settings } from "../site.ts";
import type { BuildHost, SiteConfig } from "../site.ts";
import { settingRules } from "./setting-rules.ts";

/** The settings' problems, each naming its setting and variable. @internal Exported for the tests. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Invalid site configuration: set each in src/site.ts, or by the environment variable named beside it:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
    this.name = "ConfigError";
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** The variable each host sets while it builds, and the value it sets. */
const buildHostVariables: Readonly<Record<BuildHost, readonly [string, string]>> = {
  netlify: ["NETLIFY", "true"],
  cloudflare: ["CF_PAGES", "1"],
  vercel: ["VERCEL", "1"],
};

/** The host building this deploy, by the variable it sets while it builds; undefined for any other build. */
const buildHostOf = (env: Env): BuildHost | undefined =>
  (Object.keys(buildHostVariables) as BuildHost[]).find((host) => env[buildHostVariables[host][0]] === buildHostVariables[host][1]);

/** A setting's value in `env`, else its default; for a per-language setting, each language's own, where set. */
function settingValue(setting: Setting<unknown>, env: Env, content: SiteContent): unknown {
  if (setting.perLanguage)
    return Object.fromEntries(
      content.languages.flatMap(({ code }) => {
        const value = env[languageVariable(setting, code)]?.trim();
        return value ? [[code, setting.read(value)]] : [];
      }),
    );
  const given = env[setting.variable]?.trim();
  return setting.read(given || (typeof setting.default === "function" ? setting.default(content) : setting.default));
}

/** A setting's problem, or each language's, as "key (VARIABLE): what is wrong". */
function problemsOf(key: string, setting: Setting<unknown>, value: unknown, content: SiteContent): string[] {
  if (!setting.check) return [];
  const entries: [string, unknown][] = setting.perLanguage
    ? Object.entries(value as Record<string, string>).map(([code, own]) => [languageVariable(setting, code), own])
    : [[setting.variable, value]];
  return entries.flatMap(([variable, own]) => {
    const problem = setting.check?.(own, content);
    return problem ? [`${key} (${variable}): ${problem}`] : [];
  });
}

/** Whether a setting reads the variable `name`: its own, or a per-language one's with the language's code (APP_STORE_URL_DE). */
export const isSettingVariable = (name: string): boolean =>
  (Object.values(settings) as Setting<unknown>[]).some(
    (setting) => name === setting.variable || (setting.perLanguage === true && name.startsWith(`${setting.variable}_`)),
  );

/** Seconds since 1970 from SOURCE_DATE_EPOCH's text, where it holds a number. */
const seconds = (text: string) => (text && Number.isFinite(Number(text)) ? Math.floor(Number(text)) : undefined);

/** The settings in `env` (the defaults of src/site.ts where it says nothing), checked; a ConfigError lists every problem. */
export function siteConfigFrom(env: Env, content: SiteContent): SiteConfig {
  const declared = Object.entries(settings) as [string, Setting<unknown>][];
  const values = Object.fromEntries(declared.map(([key, setting]) => [key, settingValue(setting, env, content)]));
  const problems = declared.flatMap(([key, setting]) => problemsOf(key, setting, values[key], content));
  const source = seconds(values.sourceDate as string);
  const site = {
    ...values,
    year: new Date((source ?? Date.now() / 1000) * 1000).getUTCFullYear(),
    builtAt: source ?? Date.UTC(1980, 0, 2) / 1000,
    buildHost: buildHostOf(env),
  } as SiteConfig;
  // Each setting right on its own first: a rule of two wrong values would only repeat what their checks say.
  if (problems.length === 0) problems.push(...settingRules.flatMap((rule) => rule(site) ?? []));
  if (problems.length > 0) throw new ConfigError(problems);
  return site;
}
