/**
 * The settings behind the files the app stores and ad networks read from the site's domain
 * (src/store-files.ts), and behind Google's badge. Each is off until its variable is set; the
 * build checks every value's format and names the variable of any that is wrong.
 */

export interface StoreFileSettings {
  /** APPLE_APP_ID: team ID and bundle ID, e.g. ABCDE12345.app.swipeclean.ios (Universal Links). */
  appleAppId: string;
  /** APPLE_APP_PATHS: the paths the app opens, comma-separated, e.g. "/open/*,/invite/*"; "!/open/help" leaves one out. */
  appleAppPaths: readonly string[];
  /** ANDROID_PACKAGE: the Android app's package name, e.g. app.swipeclean.android (App Links). */
  androidPackage: string;
  /** ANDROID_CERT_FINGERPRINTS: the SHA-256 fingerprints of its signing certificates, comma-separated. */
  androidCertFingerprints: readonly string[];
  /** APP_ADS_TXT: the lines of /app-ads.txt, one per line, as the ad networks give them. */
  appAdsLines: readonly string[];
}

export const storeFileVariables = {
  appleAppId: "APPLE_APP_ID",
  appleAppPaths: "APPLE_APP_PATHS",
  androidPackage: "ANDROID_PACKAGE",
  androidCertFingerprints: "ANDROID_CERT_FINGERPRINTS",
  appAdsLines: "APP_ADS_TXT",
} as const satisfies Record<keyof StoreFileSettings, string>;

type Env = Record<string, string | undefined>;

/** A setting that holds a list, e.g. "en,de" or one line per item, as its trimmed, non-empty items. */
export const settingList = (value: string | undefined, separator: RegExp = /,/) =>
  (value ?? "")
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

export function readStoreFileSettings(env: Env): StoreFileSettings {
  const text = (key: keyof StoreFileSettings) => env[storeFileVariables[key]]?.trim() ?? "";
  return {
    appleAppId: text("appleAppId"),
    appleAppPaths: settingList(env[storeFileVariables.appleAppPaths]),
    androidPackage: text("androidPackage"),
    androidCertFingerprints: settingList(env[storeFileVariables.androidCertFingerprints]).map((fingerprint) => fingerprint.toUpperCase()),
    appAdsLines: settingList(env[storeFileVariables.appAdsLines], /\r?\n/),
  };
}

// Apple: a ten-character team ID, a dot, a reverse-DNS bundle ID.
const APPLE_APP_ID = /^[A-Z0-9]{10}\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
// A path of the site, with the * and ? wildcards Apple's components take.
const APP_PATH = /^!?\/[A-Za-z0-9._~\-/*?%]*$/;
// Java package rules: at least two segments, each a letter then letters, digits or underscores.
const ANDROID_PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
const SHA256_FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;
// IAB app-ads.txt 1.0: "domain, account ID, DIRECT|RESELLER[, certification authority ID]",
// a variable such as "contact=ads@example.org", or a comment.
const APP_ADS_RECORD = /^[A-Za-z0-9.-]+\.[A-Za-z]{2,}\s*,\s*[^,\s]+\s*,\s*(DIRECT|RESELLER)\s*(,\s*[A-Za-z0-9]+\s*)?(#.*)?$/i;
const APP_ADS_VARIABLE = /^(contact|subdomain|inventorypartnerdomain|ownerdomain|managerdomain)=\S.*$/i;
const PLAY_URL = /^https:\/\/play\.google\.com\/store\/apps\/details\?id=([A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+)(&[^#\s]*)?$/;

export function storeSettingProblems(settings: StoreFileSettings, playStoreUrl: string, basePath: string): string[] {
  const problems: string[] = [];
  const named = (key: keyof StoreFileSettings, message: string) => problems.push(`${key} (${storeFileVariables[key]}): ${message}`);
  const { appleAppId, appleAppPaths, androidPackage, androidCertFingerprints, appAdsLines } = settings;
  if (appleAppId && !APPLE_APP_ID.test(appleAppId))
    named(
      "appleAppId",
      `expected the team ID, a dot and the bundle ID, like ABCDE12345.app.swipeclean.ios, got ${JSON.stringify(appleAppId)}`,
    );
  if (appleAppId && appleAppPaths.length === 0)
    named(
      "appleAppPaths",
      `APPLE_APP_ID is set, so say which paths the app opens, like "/open/*" (a page a visitor reads on the web should not open the app)`,
    );
  if (!appleAppId && appleAppPaths.length > 0) named("appleAppPaths", "set APPLE_APP_ID too: the paths belong to that app");
  for (const bad of appleAppPaths.filter((item) => !APP_PATH.test(item)))
    named("appleAppPaths", `expected paths starting with "/" (or "!/" to leave one out), got ${JSON.stringify(bad)}`);
  if (androidPackage && !ANDROID_PACKAGE.test(androidPackage))
    named("androidPackage", `expected a package name like app.swipeclean.android, got ${JSON.stringify(androidPackage)}`);
  if (androidPackage && androidCertFingerprints.length === 0)
    named(
      "androidCertFingerprints",
      "ANDROID_PACKAGE is set, so give the SHA-256 fingerprint of its signing certificate (Play Console > App integrity)",
    );
  if (!androidPackage && androidCertFingerprints.length > 0)
    named("androidPackage", "ANDROID_CERT_FINGERPRINTS is set, so name the app they sign");
  for (const bad of androidCertFingerprints.filter((item) => !SHA256_FINGERPRINT.test(item)))
    named("androidCertFingerprints", `expected 32 colon-separated hex pairs (14:6D:E9:...), got ${JSON.stringify(bad)}`);
  for (const bad of appAdsLines.filter((line) => !line.startsWith("#") && !APP_ADS_RECORD.test(line) && !APP_ADS_VARIABLE.test(line))) {
    named("appAdsLines", `expected lines like "google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0", got ${JSON.stringify(bad)}`);
  }
  const published = [appleAppId && "APPLE_APP_ID", androidPackage && "ANDROID_PACKAGE", appAdsLines.length > 0 && "APP_ADS_TXT"].filter(
    Boolean,
  );
  if (published.length > 0 && basePath !== "/") {
    problems.push(
      `basePath (SITE_BASE_PATH): ${published.join(", ")} publish files that stores read only at the root of the domain (/.well-known/, /app-ads.txt), but this site is served from ${JSON.stringify(basePath)}; serve it from its own domain or subdomain`,
    );
  }
  const play = PLAY_URL.exec(playStoreUrl);
  if (playStoreUrl && !play)
    problems.push(
      `playStoreUrl (PLAY_STORE_URL): expected https://play.google.com/store/apps/details?id=<package>, got ${JSON.stringify(playStoreUrl)}`,
    );
  if (play && androidPackage && play[1] !== androidPackage)
    problems.push(`playStoreUrl (PLAY_STORE_URL): it opens ${play[1]}, but ANDROID_PACKAGE is ${androidPackage}`);
  return problems;
}
