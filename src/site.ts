import type { Copy } from "./content/locales/index.ts";
import { facts } from "./content/facts.ts";
import { storeFileVariables } from "./store-settings.ts";
import type { StoreFileSettings } from "./store-settings.ts";

/**
 * The one source of site facts. Edit the defaults here, or override them per deploy with
 * the environment variables named beside each field. `loadSiteConfig` (src/site-config.ts)
 * validates the result; the build stops before writing anything when a value is wrong.
 */
export interface SiteConfig {
  /** SITE_NAME: the app's name, used in titles, the header, the footer and the structured data. */
  name: string;
  /** SITE_URL: the public address of the site's home page, e.g. https://example.org/ */
  url: string;
  /** SITE_BASE_PATH: the folder the site is served from, "/" or e.g. "/photo-cleaner/". */
  basePath: string;
  /** SITE_CONTACT_EMAIL: where visitors write to, shown on every page; by default src/content/facts.json's. */
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
  /**
   * APP_STORE_PROVIDER_TOKEN: the provider token of the maker's App Store Connect account (App
   * Analytics > Campaigns). Once the app is on pre-order or live, every App Store link carries
   * it with a campaign token naming where the link stands (src/campaigns.ts).
   */
  appStoreProviderToken: string;
  /** The year in the copyright line: SOURCE_DATE_EPOCH when set, so builds are reproducible. */
  year: number;
  /**
   * The sources' date, in seconds since 1970 (SOURCE_DATE_EPOCH, which npm run build takes from the last commit): the files of the press
   * kit carry it.
   */
  builtAt: number;
  /**
   * SITE_LOCALES: the languages this deploy publishes, e.g. "en,de". By default, every one of
   * `locales` that is wholly translated (src/content/translation-status.ts): a language with
   * strings still in English waits until it is, unless named here, and then every English
   * string on its pages says so with lang="en". The default locale is served at the root and
   * must be among them.
   */
  locales: readonly string[];
  /** APP_STORE_URL_DE and so on: an App Store address per locale, where it differs. */
  appStoreUrls: Readonly<Record<string, string>>;
  /** PLAY_STORE_URL: the app's Google Play page; shows Google's badge (src/assets/google-play/). */
  playStoreUrl: string;
  /** The store files of src/store-files.ts, each published only when set (README: "Store files"). */
  storeFiles: StoreFileSettings;
  /**
   * CMS_GITHUB_REPO: the GitHub repository ("owner/name") the CMS at /admin/ commits to. Empty
   * (the default) publishes no /admin/ at all; set, the build adds it (README: "Edit in the browser").
   */
  cmsRepo: string;
  /** CMS_BRANCH: the branch the CMS commits to, the one the host builds from. */
  cmsBranch: string;
  /**
   * CMS_AUTH_URL: the OAuth provider that signs an editor in to GitHub for the CMS. Empty on
   * Netlify, which is one itself; elsewhere a small OAuth proxy of the owner's (README).
   */
  cmsAuthUrl: string;
  /** The host building this deploy, where one says so (src/hosting.ts): not a setting, a fact of the build. */
  buildHost: BuildHost | undefined;
}

export type BuildHost = "netlify" | "cloudflare" | "vercel";

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
  contactEmail: facts.contactEmail,
  appStoreState: "coming-soon",
  appStoreUrl: "",
  appStoreId: "",
  appStoreProviderToken: "",
  locales: locales.join(","),
  playStoreUrl: "",
  cmsRepo: "",
  cmsBranch: "main",
  cmsAuthUrl: "",
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
  appStoreProviderToken: "APP_STORE_PROVIDER_TOKEN",
  locales: "SITE_LOCALES",
  playStoreUrl: "PLAY_STORE_URL",
  cmsRepo: "CMS_GITHUB_REPO",
  cmsBranch: "CMS_BRANCH",
  cmsAuthUrl: "CMS_AUTH_URL",
  ...storeFileVariables,
} as const;

export type PlainSetting = Exclude<keyof typeof settingVariables, keyof typeof storeFileVariables>;

/** The name of a link's words in every locale's `nav` copy. */
type NavKey = keyof Copy["nav"];

interface NavLink {
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
      { label: "whatsNew", path: "/whats-new/" },
      { label: "press", path: "/press/" },
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
