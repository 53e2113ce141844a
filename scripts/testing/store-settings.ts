/** Store-file settings as an owner would set them, for the tests (never Apple's or Google's real IDs). */
export const storeFileEnv = {
  APPLE_APP_ID: "ABCDE12345.app.swipeclean.ios",
  APPLE_APP_PATHS: "!/open/help,/open/*",
  ANDROID_PACKAGE: "app.swipeclean.android",
  ANDROID_CERT_FINGERPRINTS: Array.from({ length: 32 }, (_, index) => (index * 7 + 16).toString(16).toUpperCase().padStart(2, "0").slice(-2)).join(":"),
  APP_ADS_TXT: "google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0\ncontact=ads@swipeclean.app",
} as const;

export const playStoreUrl = "https://play.google.com/store/apps/details?id=app.swipeclean.android";

/** What every host must answer for each store file: 200, its type, and never a redirect. */
export const storeFileRoutes = [
  ["/.well-known/apple-app-site-association", "application/json"],
  ["/.well-known/assetlinks.json", "application/json"],
  ["/app-ads.txt", "text/plain"],
] as const;
