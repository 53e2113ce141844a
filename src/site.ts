import type { Copy } from "./content/locales/en.ts";
import { readStoreFileSettings, settingList, storeSettingProblems, storeFileVariables } from "./store-settings.ts";
import type { StoreFileSettings } from "./store-settings.ts";

/**
 * The one source of site facts. Edit the defaults here, or override them per deploy with
 * the environment variables named beside each field. `loadSiteConfig` validates the result;
 * the build stops before writing anything when a value is wrong.
 */
export interface SiteConfig {
  /** SITE_NAME: the app's name, used in titles, the header, the footer and the structured data. */
  name: string;
  /** SITE_URL: the public address of the site's home page, e.g. https://example.org/ */
  url: string;
  /** SITE_BASE_PATH: the folder the site is served from, "/" or e.g. "/photo-cleaner/". */
  basePath: string;
  /** SITE_CONTACT_EMAIL: where visitors write to, shown on every page. */
  contactEmail: string;
  /**
   * APP_STORE_STATE: where the app is in the App Store. "coming-soon" (the default) shows our own
   * "Coming soon to the App Store" label, with no link; "pre-order" and "live" show Apple's badge
   * (src/assets/app-store/, see the README's Launch day) linking to appStoreUrl.
   */
  appStoreState: StoreState;
  /** APP_STORE_URL: the app's App Store page; needed by "pre-order" and "live". */
  appStoreUrl: string;
  /** APP_STORE_ID: the numeric app id; once "live", it turns on Safari's Smart App Banner. */
  appStoreId: string;
  /** The year in the copyright line: SOURCE_DATE_EPOCH when set, so builds are reproducible. */
  year: number;
  /**
   * SITE_LOCALES: the languages this deploy publishes, e.g. "en,de"; all of `locales` by
   * default. The default locale is served at the root and must be among them.
   */
  locales: readonly string[];
  /** APP_STORE_URL_DE and so on: an App Store address per locale, where it differs. */
  appStoreUrls: Readonly<Record<string, string>>;
  /** PLAY_STORE_URL: the app's Google Play page; shows Google's badge (src/assets/google-play/). */
  playStoreUrl: string;
  /** The store files of src/store-files.ts, each published only when set (README: "Store files"). */
  storeFiles: StoreFileSettings;
}

/**
 * The site's languages: each has its copy in src/content/locales/<code>.ts. The default one is
 * served at the root, every other one under /<code>/ (README: "A new language").
 */
export const locales = ["en", "de", "ja"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export const storeStates = ["coming-soon", "pre-order", "live"] as const;
export type StoreState = (typeof storeStates)[number];

export const defaults = {
  name: "SwipeClean",
  url: "https://swipeclean.app/",
  basePath: "/",
  contactEmail: "support@swipeclean.app",
  appStoreState: "coming-soon",
  appStoreUrl: "",
  appStoreId: "",
  locales: locales.join(","),
  playStoreUrl: "",
} as const;

/** The environment variable that overrides each setting on a deploy (the README's Deploy says where to set them). */
export const settingVariables = {
  name: "SITE_NAME",
  url: "SITE_URL",
  basePath: "SITE_BASE_PATH",
  contactEmail: "SITE_CONTACT_EMAIL",
  appStoreState: "APP_STORE_STATE",
  appStoreUrl: "APP_STORE_URL",
  appStoreId: "APP_STORE_ID",
  locales: "SITE_LOCALES",
  playStoreUrl: "PLAY_STORE_URL",
  ...storeFileVariables,
} as const;

type PlainSetting = Exclude<keyof typeof settingVariables, keyof typeof storeFileVariables>;

/** The name of a link's words in every locale's `nav` copy. */
export type NavKey = keyof Copy["nav"];

export interface NavLink {
  label: NavKey;
  /** A path inside the site, without the base path or the locale. */
  path: string;
}

export const headerLinks: readonly NavLink[] = [
  { label: "features", path: "/#features" },
  { label: "faq", path: "/#faq" },
  { label: "privacy", path: "/privacy/" },
  { label: "support", path: "/support/" },
];

export const footerGroups: readonly { heading: NavKey; links: readonly NavLink[] }[] = [
  {
    heading: "product",
    links: [
      { label: "features", path: "/#features" },
      { label: "faq", path: "/#faq" },
    ],
  },
  {
    heading: "support",
    links: [
      { label: "privacyPolicy", path: "/privacy/" },
      { label: "support", path: "/support/" },
    ],
  },
];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid site configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

type Env = Record<string, string | undefined>;

export function loadSiteConfig(env: Env = process.env): SiteConfig {
  const pick = (key: PlainSetting) => env[settingVariables[key]]?.trim() || defaults[key];
  const config: SiteConfig = {
    name: pick("name"),
    url: pick("url"),
    basePath: pick("basePath"),
    contactEmail: pick("contactEmail"),
    appStoreState: pick("appStoreState") as StoreState,
    appStoreUrl: pick("appStoreUrl"),
    appStoreId: pick("appStoreId"),
    year: buildYear(env.SOURCE_DATE_EPOCH),
    locales: settingList(pick("locales")),
    appStoreUrls: Object.fromEntries(
      locales.flatMap((code) => {
        const url = env[`APP_STORE_URL_${code.toUpperCase()}`]?.trim();
        return url ? [[code, url]] : [];
      }),
    ),
    playStoreUrl: pick("playStoreUrl"),
    storeFiles: readStoreFileSettings(env),
  };
  const problems = validateSiteConfig(config);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function buildYear(sourceDateEpoch: string | undefined): number {
  const seconds = Number(sourceDateEpoch);
  const date = sourceDateEpoch && Number.isFinite(seconds) ? new Date(seconds * 1000) : new Date();
  return date.getUTCFullYear();
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
    problems.push(
      `url (SITE_URL): expected an absolute http(s) address like https://example.org/, got ${JSON.stringify(config.url)}`,
    );
  } else if (url.pathname !== "/" && withTrailingSlash(url.pathname) !== config.basePath) {
    problems.push(
      `url (SITE_URL): its path ${JSON.stringify(url.pathname)} disagrees with basePath ${JSON.stringify(config.basePath)}; use the origin alone or the same path`,
    );
  }
  const storeUrls: [string, string][] = [["APP_STORE_URL", config.appStoreUrl], ...Object.entries(config.appStoreUrls).map(([code, url]): [string, string] => [`APP_STORE_URL_${code.toUpperCase()}`, url])];
  for (const [variable, value] of storeUrls.filter(([, value]) => value)) {
    const store = parseUrl(value);
    if (!store || store.protocol !== "https:" || store.hostname !== "apps.apple.com") {
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
    problems.push(`appStoreState (APP_STORE_STATE): expected one of ${storeStates.join(", ")}, got ${JSON.stringify(config.appStoreState)}`);
  } else if (config.appStoreState !== "coming-soon" && !config.appStoreUrl) {
    problems.push(`appStoreUrl (APP_STORE_URL): the "${config.appStoreState}" state links every download button to the App Store, so it needs the app's App Store address`);
  } else if (config.appStoreState === "coming-soon" && config.appStoreUrl) {
    problems.push(`appStoreState (APP_STORE_STATE): APP_STORE_URL is set but the app is still "coming-soon", so nothing would link to it; set APP_STORE_STATE to "pre-order" or "live"`);
  }
  if (config.appStoreId && !/^\d{6,12}$/.test(config.appStoreId)) {
    problems.push(`appStoreId (APP_STORE_ID): expected the numeric App Store id, got ${JSON.stringify(config.appStoreId)}`);
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

/** A root-absolute URL inside the site, so every page (404.html included) works at any depth. */
export function sitePath(config: SiteConfig, path: string): string {
  return config.basePath + path.replace(/^\//, "");
}

/** The one helper for a path in a locale: the default locale's at the root, others' under /<code>/. */
export function localePath(locale: string, path: string): string {
  return locale === defaultLocale ? path : `/${locale}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The absolute public URL of a path inside the site, for canonical links, the sitemap and social tags. */
export function absoluteUrl(config: SiteConfig, path: string): string {
  return new URL(sitePath(config, path), config.url).href;
}
