import { fileURLToPath } from "node:url";

/**
 * Recorded answers of Apple's lookup for the fixture app 1234567890 in the us, de and jp storefronts: a store folder of a test's
 * (src/content/store/).
 */
export const storeRecordsDir = fileURLToPath(new URL("./fixtures/store", import.meta.url));
export const storeAppId = "1234567890";

/** An app's App Store address and the settings of a live app, as an owner sets them (never a real app's). */
export const storeUrl = "https://apps.apple.com/app/swipeclean/id1234567890";
export const live = { APP_STORE_STATE: "live", APP_STORE_URL: storeUrl } as const;

/** Store-file settings as an owner would set them, for the tests (never Apple's or Google's real IDs). */
export const storeFileEnv = {
  APPLE_APP_ID: "ABCDE12345.app.swipeclean.ios",
  APPLE_APP_PATHS: "!/open/help,/open/*",
  APP_CLIP_BUNDLE_ID: "app.swipeclean.ios.Clip",
  ANDROID_PACKAGE: "app.swipeclean.android",
  // The example fingerprint of Android's App Links documentation.
  ANDROID_CERT_FINGERPRINTS: "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5",
  APP_ADS_TXT: "google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0\ncontact=ads@swipeclean.app",
} as const;

export const playStoreUrl = "https://play.google.com/store/apps/details?id=app.swipeclean.android";

/** What every host must answer for each store file: 200, its type, and never a redirect. */
export const storeFileRoutes = [
  ["/.well-known/apple-app-site-association", "application/json"],
  ["/.well-known/assetlinks.json", "application/json"],
  ["/app-ads.txt", "text/plain"],
] as const;
