/**
 * Files that the app stores and the ad networks read from the root of the site's domain,
 * built from the settings of src/site.ts; none exists until its setting is set.
 * JSON is built as objects and serialised, never by joining strings.
 *   /.well-known/apple-app-site-association: Universal Links (Apple's "applinks" format,
 *     iOS 13 and later, so every iOS the site serves), and the App Clip ("appclips") where
 *     APP_CLIP_BUNDLE_ID is set.
 *   /.well-known/assetlinks.json: Android App Links (Digital Asset Links).
 *   /app-ads.txt: the IAB's list of who may sell the app's ad space.
 */
import type { SiteConfig } from "../site.ts";

/** Each file by its path in dist/, with the Content-Type every host must send for it. */
export const storeFileTypes = {
  ".well-known/apple-app-site-association": "application/json",
  ".well-known/assetlinks.json": "application/json",
  "app-ads.txt": "text/plain; charset=utf-8",
} as const;

export type StoreFilePath = keyof typeof storeFileTypes;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Apple's components, in the owner's order (Apple stops at the first that matches); "!" excludes. The App Clip by its team and bundle ID. */
function appleAppSiteAssociation(appId: string, paths: readonly string[], clipBundleId: string): object {
  const components = paths.map((entry) => (entry.startsWith("!") ? { "/": entry.slice(1), exclude: true } : { "/": entry }));
  const team = appId.slice(0, appId.indexOf("."));
  return {
    ...(paths.length > 0 ? { applinks: { details: [{ appIDs: [appId], components }] } } : {}),
    ...(clipBundleId ? { appclips: { apps: [`${team}.${clipBundleId}`] } } : {}),
  };
}

/** The Smart App Banner's content: the app, and its App Clip's card on iOS 15 and later where there is one (the app stays the fallback). */
export const smartAppBanner = (site: SiteConfig): string =>
  [
    `app-id=${site.appStoreId}`,
    ...(site.appClipBundleId ? [`app-clip-bundle-id=${site.appClipBundleId}`, "app-clip-display=card"] : []),
  ].join(", ");

function assetLinks(packageName: string, fingerprints: readonly string[]): object {
  return [
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: { namespace: "android_app", package_name: packageName, sha256_cert_fingerprints: [...fingerprints] },
    },
  ];
}

/** The store files the settings turn on, by their path in dist/. */
export function storeFiles(site: SiteConfig): Map<StoreFilePath, string> {
  const files = new Map<StoreFilePath, string>();
  if (site.appleAppId)
    files.set(
      ".well-known/apple-app-site-association",
      json(appleAppSiteAssociation(site.appleAppId, site.appleAppPaths, site.appClipBundleId)),
    );
  if (site.androidPackage)
    files.set(
      ".well-known/assetlinks.json",
      json(
        assetLinks(
          site.androidPackage,
          site.androidCertFingerprints.map((fingerprint) => fingerprint.toUpperCase()),
        ),
      ),
    );
  if (site.appAdsLines.length > 0) files.set("app-ads.txt", `${site.appAdsLines.join("\n")}\n`);
  return files;
}
