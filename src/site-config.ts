/**
 * The site's settings as one deploy has them: the defaults of src/site.ts, each overridden by
 * its environment variable, validated. The build calls this once, before anything renders.
 */
import { defaultLocale, defaults, locales, settingVariables, storeStates } from "./site.ts";
import type { PlainSetting, SiteConfig, StoreState } from "./site.ts";
import { readStoreFileSettings, settingList, storeSettingProblems } from "./store-settings.ts";
import { buildHostOf } from "./hosting.ts";
import { isComplete } from "./content/translation-status.ts";
import { localeStatus } from "./content/locale-status.ts";

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid site configuration: set each in src/site.ts, or by the environment variable named beside it:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ConfigError";
  }
}

type Env = Record<string, string | undefined>;

/** Whether a locale has strings still in English or missing, and so is published only when named in SITE_LOCALES. */
export function isPartial(code: string): boolean {
  const status = localeStatus(code);
  return Boolean(status && !isComplete(status));
}

export function loadSiteConfig(env: Env = process.env): SiteConfig {
  const pick = (key: PlainSetting) => env[settingVariables[key]]?.trim() || defaults[key];
  // By default every language that is wholly translated; a partial one only where SITE_LOCALES names it.
  const explicitLocales = Boolean(env[settingVariables.locales]?.trim());
  const listed = settingList(pick("locales"));
  const config: SiteConfig = {
    name: pick("name"),
    url: pick("url"),
    basePath: pick("basePath"),
    contactEmail: pick("contactEmail"),
    appStoreState: pick("appStoreState") as StoreState,
    appStoreUrl: pick("appStoreUrl"),
    appStoreId: pick("appStoreId"),
    appStoreProviderToken: pick("appStoreProviderToken"),
    year: new Date(buildTime(env.SOURCE_DATE_EPOCH) * 1000).getUTCFullYear(),
    builtAt: sourcesTime(env.SOURCE_DATE_EPOCH),
    locales: explicitLocales ? listed : listed.filter((code) => !isPartial(code)),
    appStoreUrls: Object.fromEntries(
      locales.flatMap((code) => {
        const url = env[`APP_STORE_URL_${code.toUpperCase()}`]?.trim();
        return url ? [[code, url]] : [];
      }),
    ),
    playStoreUrl: pick("playStoreUrl"),
    cmsRepo: pick("cmsRepo"),
    cmsBranch: pick("cmsBranch"),
    cmsAuthUrl: pick("cmsAuthUrl"),
    storeFiles: readStoreFileSettings(env),
    buildHost: buildHostOf(env),
  };
  const problems = validateSiteConfig(config);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The sources' date: SOURCE_DATE_EPOCH (npm run build sets it from the last commit), else the zip
 * format's first day outside a git checkout, so two builds of the same sources are the same bytes.
 */
const sourcesTime = (sourceDateEpoch: string | undefined) =>
  sourceDateEpoch && Number.isFinite(Number(sourceDateEpoch)) ? Math.floor(Number(sourceDateEpoch)) : Date.UTC(1980, 0, 2) / 1000;

/** SOURCE_DATE_EPOCH when set, so builds are reproducible, else now; in seconds since 1970. */
function buildTime(sourceDateEpoch: string | undefined): number {
  const seconds = Number(sourceDateEpoch);
  return sourceDateEpoch && Number.isFinite(seconds) ? Math.floor(seconds) : Math.floor(Date.now() / 1000);
}

// Deliberately plain: one "@", no spaces or markup characters, a dotted domain.
const EMAIL = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const BASE_PATH = /^\/([A-Za-z0-9._~-]+\/)*$/;

export function validateSiteConfig(config: SiteConfig): string[] {
  const problems: string[] = [];
  if (!config.name || /[<>]/.test(config.name)) {
    problems.push(`name (SITE_NAME): expected a plain app name, got ${JSON.stringify(config.name)}`);
  }
  if (!EMAIL.test(config.contactEmail)) {
    problems.push(
      `contactEmail (SITE_CONTACT_EMAIL): expected an address like support@example.org, got ${JSON.stringify(config.contactEmail)}`,
    );
  }
  if (!BASE_PATH.test(config.basePath)) {
    problems.push(
      `basePath (SITE_BASE_PATH): expected "/" or a path with leading and trailing slashes like "/photo-cleaner/", got ${JSON.stringify(config.basePath)}`,
    );
  }
  const url = parseUrl(config.url);
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username) {
    problems.push(`url (SITE_URL): expected an absolute http(s) address like https://example.org/, got ${JSON.stringify(config.url)}`);
  } else if (url.pathname !== "/" && withTrailingSlash(url.pathname) !== config.basePath) {
    problems.push(
      `url (SITE_URL): its path ${JSON.stringify(url.pathname)} disagrees with basePath ${JSON.stringify(config.basePath)}; use the origin alone or the same path`,
    );
  }
  const storeUrls: [string, string][] = [
    ["APP_STORE_URL", config.appStoreUrl],
    ...Object.entries(config.appStoreUrls).map(([code, url]): [string, string] => [`APP_STORE_URL_${code.toUpperCase()}`, url]),
  ];
  for (const [variable, value] of storeUrls.filter(([, value]) => value)) {
    const store = parseUrl(value);
    if (store?.protocol !== "https:" || store.hostname !== "apps.apple.com") {
      problems.push(`appStoreUrl (${variable}): expected https://apps.apple.com/..., got ${JSON.stringify(value)}`);
    }
  }
  const unknown = config.locales.filter((code) => !(locales as readonly string[]).includes(code));
  if (unknown.length > 0 || !config.locales.includes(defaultLocale) || new Set(config.locales).size !== config.locales.length) {
    problems.push(
      `locales (SITE_LOCALES): expected a comma-separated list of ${locales.join(", ")}, each once, with the default "${defaultLocale}" among them, got ${JSON.stringify(config.locales.join(","))}`,
    );
  }
  if (!storeStates.includes(config.appStoreState)) {
    problems.push(
      `appStoreState (APP_STORE_STATE): expected one of ${storeStates.join(", ")}, got ${JSON.stringify(config.appStoreState)}`,
    );
  } else if (config.appStoreState !== "coming-soon" && !config.appStoreUrl) {
    problems.push(
      `appStoreUrl (APP_STORE_URL): the "${config.appStoreState}" state links every download button to the App Store, so it needs the app's App Store address`,
    );
  } else if (config.appStoreState === "coming-soon" && config.appStoreUrl) {
    problems.push(
      `appStoreState (APP_STORE_STATE): APP_STORE_URL is set but the app is still "coming-soon", so nothing would link to it; set APP_STORE_STATE to "pre-order" or "live"`,
    );
  }
  if (config.appStoreProviderToken && !/^\d{1,20}$/.test(config.appStoreProviderToken)) {
    problems.push(
      `appStoreProviderToken (APP_STORE_PROVIDER_TOKEN): expected the number App Store Connect shows as the provider token (App Analytics > Campaigns), got ${JSON.stringify(config.appStoreProviderToken)}`,
    );
  }
  if (config.appStoreId && !/^\d{6,12}$/.test(config.appStoreId)) {
    problems.push(`appStoreId (APP_STORE_ID): expected the numeric App Store id, got ${JSON.stringify(config.appStoreId)}`);
  } else if (config.appStoreId) {
    // The Smart App Banner names the app by its id, the buttons by their address: one app, or visitors meet two.
    for (const [variable, value] of storeUrls.filter(([, value]) => value)) {
      const linked = /\/id(\d+)(?:[/?#]|$)/.exec(parseUrl(value)?.pathname ?? "")?.[1];
      if (linked && linked !== config.appStoreId)
        problems.push(
          `appStoreId (APP_STORE_ID): it is ${config.appStoreId}, but ${variable} opens the app id${linked}; give both the same app's id`,
        );
    }
  }
  if (config.cmsRepo && !/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(config.cmsRepo)) {
    problems.push(`cmsRepo (CMS_GITHUB_REPO): expected the GitHub repository as owner/name, got ${JSON.stringify(config.cmsRepo)}`);
  }
  if (!/^[A-Za-z0-9._/-]+$/.test(config.cmsBranch))
    problems.push(`cmsBranch (CMS_BRANCH): expected a branch name, got ${JSON.stringify(config.cmsBranch)}`);
  const auth = config.cmsAuthUrl ? parseUrl(config.cmsAuthUrl) : undefined;
  if (config.cmsAuthUrl && (auth?.protocol !== "https:" || auth.pathname !== "/")) {
    problems.push(
      `cmsAuthUrl (CMS_AUTH_URL): expected the https origin of an OAuth provider for GitHub, like https://auth.example.org, got ${JSON.stringify(config.cmsAuthUrl)}`,
    );
  }
  return [...problems, ...storeSettingProblems(config.storeFiles, config.playStoreUrl, config.basePath)];
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function withTrailingSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}
