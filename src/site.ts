/**
 * The one source of the site's settings. Each is declared once: its environment variable (which
 * overrides the default on a deploy), its default, what it does and its check; its type follows.
 * The build reads them with the environment (src/deploy/site-config.ts) and stops, naming the
 * setting and its variable, when one is wrong. The README's table of settings is held to these
 * declarations by a test.
 */
import { storeStates } from "./content/copy.ts";
import { whollyTranslated } from "./content/site-content.ts";
import { checks, list, oneOf, parsedUrl, perLanguage, text } from "./settings/setting.ts";
import type { Setting, ValueOf } from "./settings/setting.ts";

/** English: the language every other one translates, served at the site's root (the others under /<code>/). */
export const defaultLocale = "en";

const appStoreAddress = checks.optional(checks.https("apps.apple.com", "https://apps.apple.com/..."));

export const settings = {
  name: text({
    variable: "SITE_NAME",
    default: "SwipeClean",
    // The owner's own, once renamed: the README gives the one the project came with.
    shownDefault: "the app's name, as set here (`SwipeClean` as shipped)",
    does: "the app's name in titles, header, footer, structured data, social cards",
    check: (value) => (value && !/[<>]/.test(value) ? undefined : `expected a plain app name, got ${JSON.stringify(value)}`),
  }),
  url: text({
    variable: "SITE_URL",
    default: "https://swipeclean.app/",
    shownDefault: "the site's address, as set here (`https://swipeclean.app/` as shipped)",
    does: "public address: canonical URLs, `hreflang`, sitemap, social tags",
    check: (value) => {
      const url = parsedUrl(value);
      return url && /^https?:$/.test(url.protocol) && !url.search && !url.hash && !url.username
        ? undefined
        : `expected an absolute http(s) address like https://example.org/, got ${JSON.stringify(value)}`;
    },
  }),
  basePath: text({
    variable: "SITE_BASE_PATH",
    default: "/",
    does: "folder the site is served from, e.g. `/photo-cleaner/` on a GitHub Pages project site",
    check: checks.pattern(/^\/([A-Za-z0-9._~-]+\/)*$/, '"/" or a path with leading and trailing slashes like "/photo-cleaner/"'),
  }),
  contactEmail: text({
    variable: "SITE_CONTACT_EMAIL",
    default: (content) => content.facts.contactEmail,
    shownDefault: "`contactEmail` of `src/content/facts.json`, which the CMS edits",
    does: "footer, support page, privacy policy, press kit, in every language",
    check: checks.email,
  }),
  locales: list({
    variable: "SITE_LOCALES",
    default: (content) =>
      content.languages
        .filter(whollyTranslated)
        .map((language) => language.code)
        .join(","),
    shownDefault: "every wholly translated one",
    does: 'the languages this deploy publishes, e.g. `en,de`; the default, `en`, must be among them; a language partly in English is published only when named here, its English marked `lang="en"`',
    check: (codes, content) => {
      const known = content.languages.map((language) => language.code);
      const right = codes.every((code) => known.includes(code)) && codes.includes(defaultLocale) && new Set(codes).size === codes.length;
      return right
        ? undefined
        : `expected a comma-separated list of ${known.join(", ")}, each once, with the default "${defaultLocale}" among them, got ${JSON.stringify(codes.join(","))}`;
    },
  }),
  appStoreState: oneOf(storeStates, {
    variable: "APP_STORE_STATE",
    default: "coming-soon",
    does: "`coming-soon`, `pre-order` or `live`: see Going live",
  }),
  appStoreUrl: text({
    variable: "APP_STORE_URL",
    default: "",
    does: "the app's App Store page; `pre-order` and `live` need it",
    check: appStoreAddress,
  }),
  appStoreUrls: perLanguage({
    variable: "APP_STORE_URL",
    default: "",
    does: "a language's own App Store address, where it differs (optional), by the variable with its code: `APP_STORE_URL_DE`, `APP_STORE_URL_JA`, …",
    check: appStoreAddress,
  }),
  appStoreId: text({
    variable: "APP_STORE_ID",
    default: "",
    does: "once `live`, adds Safari's Smart App Banner (a live build without it says so, with the id `APP_STORE_URL` holds) and the offer codes' pages (see Offer codes)",
    check: checks.optional(checks.pattern(/^\d{6,12}$/, "the numeric App Store id")),
  }),
  appStoreProviderToken: text({
    variable: "APP_STORE_PROVIDER_TOKEN",
    default: "",
    does: "your App Store Connect provider token: once `pre-order` or `live`, every App Store link carries it with a campaign token (see Campaign links)",
    check: checks.optional(
      checks.pattern(/^\d{1,20}$/, "the number App Store Connect shows as the provider token (App Analytics > Campaigns)"),
    ),
  }),
  playStoreUrl: text({
    variable: "PLAY_STORE_URL",
    default: "",
    does: "the app's Google Play page: adds Google's badge (see Going live)",
    check: checks.optional(
      checks.pattern(
        /^https:\/\/play\.google\.com\/store\/apps\/details\?id=[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+(&[^#\s]*)?$/,
        "https://play.google.com/store/apps/details?id=<package>",
      ),
    ),
  }),
  cmsRepo: text({
    variable: "CMS_GITHUB_REPO",
    default: "",
    does: "`owner/name` of the GitHub repository: publishes the CMS at `/admin/`, committing there (see Edit in the browser)",
    check: checks.optional(checks.pattern(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, "the GitHub repository as owner/name")),
  }),
  cmsBranch: text({
    variable: "CMS_BRANCH",
    default: "main",
    does: "the branch the CMS commits to: the one your host deploys",
    check: checks.pattern(/^[A-Za-z0-9._/-]+$/, "a branch name"),
  }),
  cmsAuthUrl: text({
    variable: "CMS_AUTH_URL",
    default: "",
    does: "the origin of an OAuth provider for GitHub sign-in; empty on Netlify, which is one",
    check: checks.optional((value) => {
      const url = parsedUrl(value);
      return url?.protocol === "https:" && url.pathname === "/"
        ? undefined
        : `expected the https origin of an OAuth provider for GitHub, like https://auth.example.org, got ${JSON.stringify(value)}`;
    }),
  }),
  appleAppId: text({
    variable: "APPLE_APP_ID",
    default: "",
    does: "team ID and bundle ID, e.g. `ABCDE12345.app.swipeclean.ios`: publishes `/.well-known/apple-app-site-association`",
    // Apple: a ten-character team ID, a dot, a reverse-DNS bundle ID.
    check: checks.optional(
      checks.pattern(
        /^[A-Z0-9]{10}\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/,
        "the team ID, a dot and the bundle ID, like ABCDE12345.app.swipeclean.ios",
      ),
    ),
  }),
  appClipBundleId: text({
    variable: "APP_CLIP_BUNDLE_ID",
    default: "",
    does: "the App Clip's bundle ID, e.g. `app.swipeclean.ios.Clip`: the association file lists it (needs `APPLE_APP_ID`), and once the Smart App Banner shows, it offers the App Clip's card (iOS 15+)",
    check: checks.optional(checks.pattern(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, "a bundle ID like app.swipeclean.ios.Clip")),
  }),
  appleAppPaths: list({
    variable: "APPLE_APP_PATHS",
    default: "",
    does: "the paths the app opens, comma-separated, e.g. `/open/*`; `!/open/help` leaves one out, written before the paths that match it (Apple stops at the first match, so the build refuses an exclusion it would never reach)",
    // A path of the site, with the * and ? wildcards Apple's components take.
    check: checks.eachItem(/^!?\/[A-Za-z0-9._~\-/*?%]*$/, 'paths starting with "/" (or "!/" to leave one out)'),
  }),
  androidPackage: text({
    variable: "ANDROID_PACKAGE",
    default: "",
    does: "e.g. `app.swipeclean.android`: publishes `/.well-known/assetlinks.json`",
    check: checks.optional(
      checks.pattern(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/, "a package name like app.swipeclean.android"),
    ),
  }),
  androidCertFingerprints: list({
    variable: "ANDROID_CERT_FINGERPRINTS",
    default: "",
    does: "SHA-256 fingerprints of its signing certificates, comma-separated (Play Console > App integrity)",
    check: checks.eachItem(/^([0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2}$/, "32 colon-separated hex pairs (14:6D:E9:...)"),
  }),
  appAdsLines: list({
    variable: "APP_ADS_TXT",
    separator: /\r?\n/,
    default: "",
    does: "the lines of `/app-ads.txt`, one per line, as your ad networks give them",
    // IAB app-ads.txt 1.0: "domain, account ID, DIRECT|RESELLER[, certification authority ID]", a variable, or a comment.
    check: checks.eachItem(
      /^(#.*|[A-Za-z0-9.-]+\.[A-Za-z]{2,}\s*,\s*[^,\s]+\s*,\s*(DIRECT|RESELLER)\s*(,\s*[A-Za-z0-9]+\s*)?(#.*)?|(contact|subdomain|inventorypartnerdomain|ownerdomain|managerdomain)=\S.*)$/i,
      'lines like "google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0"',
    ),
  }),
  fastlanePath: text({
    variable: "FASTLANE_PATH",
    default: "fastlane",
    does: "the folder of your fastlane listing, relative to the project: each language's screenshots, captions and release notes (see The App Store listing, from fastlane); none there, none read",
    check: checks.pattern(/^[^/\\][^\\]*$/, 'a folder inside the project, like "fastlane" or "ios/fastlane"'),
  }),
  listingTexts: list({
    variable: "FASTLANE_LISTING_TEXTS",
    default: "",
    does: "which of the listing's `name`, `subtitle` and `promotional_text` the site shows, comma-separated: the name and subtitle on the social card, the promotional text as the home page's description",
    check: checks.eachItem(/^(name|subtitle|promotional_text)$/, "name, subtitle or promotional_text"),
  }),
  sourceDate: text({
    variable: "SOURCE_DATE_EPOCH",
    default: "",
    shownDefault:
      "the last commit's time (outside a git checkout: the clock's year, and 1980-01-02 for the press kit and the in-app events, none of which has then ended)",
    does: "the sources' date, in seconds since 1970: the copyright year the page is built with (the page corrects it when the year has turned), the press kit's file dates, and which in-app events have ended (left out), so two builds of one commit are the same bytes",
    check: checks.optional(checks.pattern(/^\d+$/, "seconds since 1970")),
  }),
} satisfies Record<string, Pick<Setting<unknown>, "variable" | "does">>;

type Settings = typeof settings;

/** The site's settings as one deploy has them, and what the build knows of the deploy besides. */
export type SiteConfig = {
  readonly [Key in keyof Settings]: Settings[Key] extends { perLanguage: true } ? Readonly<Record<string, string>> : ValueOf<Settings[Key]>;
} & {
  /** The year in the copyright line: SOURCE_DATE_EPOCH's when set, so builds are reproducible. */
  readonly year: number;
  /** The sources' date in seconds since 1970, which the press kit's files carry (1980-01-02 when unknown: a zip's first day). */
  readonly builtAt: number;
  /** The host building this deploy, where one says so (src/deploy/site-config.ts): a fact of the build, not a setting. */
  readonly buildHost: BuildHost | undefined;
};

export type BuildHost = "netlify" | "cloudflare" | "vercel";
