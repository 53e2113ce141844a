/**
 * What the settings of src/site.ts must say together, each problem naming the settings it is
 * about: stores read their files only at the root of a domain, and the Smart App Banner and the
 * buttons must name one app. `siteConfigFrom` (./site-config.ts) checks them once every setting alone
 * holds.
 */
import { parsedUrl } from "../settings/setting.ts";
import { settings } from "../site.ts";
import type { SiteConfig } from "../site.ts";

type Settings = typeof settings;

/**
 * Whether Apple's path pattern `wider` matches every path `narrower` matches, `*` standing for
 * any run of characters and `?` for one (Apple's components). Compared as text: `narrower`'s
 * own `*` can be covered only by a `*` of `wider`, its `?` by either.
 */
function covers(wider: string, narrower: string): boolean {
  const pattern = Array.from(wider, (char) =>
    char === "*" ? ".*" : char === "?" ? "[^*]" : char.replace(/[.+^${}()|[\]\\/]/g, "\\$&"),
  ).join("");
  return new RegExp(`^${pattern}$`).test(narrower);
}

/** Each exclusion ("!/open/help") that a path before it already matches whole, so Apple never reaches it, with that path. */
function unreachedExclusions(paths: readonly string[]): { exclusion: string; coveredBy: string }[] {
  return paths.flatMap((entry, index) => {
    if (!entry.startsWith("!")) return [];
    const coveredBy = paths.slice(0, index).find((earlier) => !earlier.startsWith("!") && covers(earlier, entry.slice(1)));
    return coveredBy ? [{ exclusion: entry, coveredBy }] : [];
  });
}

/** The paths with each unreached exclusion moved to just before the first path that matched it, the rest in the owner's order. */
function exclusionsFirst(paths: readonly string[]): string[] {
  const unreached = unreachedExclusions(paths);
  const order = paths.filter((entry) => !unreached.some((each) => each.exclusion === entry));
  for (const { exclusion, coveredBy } of unreached) order.splice(order.indexOf(coveredBy), 0, exclusion);
  return order;
}

const said = (key: keyof Settings, message: string) => `${key} (${settings[key].variable}): ${message}`;

/** The app id an App Store address opens (https://apps.apple.com/app/id1234567890 -> 1234567890), if it names one. */
const appIdIn = (address: string) => /\/id(\d+)(?:[/?#]|$)/.exec(parsedUrl(address)?.pathname ?? "")?.[1];

/**
 * What the settings leave out that the owner most likely wants, said as the build goes on
 * (`ownersSources` prints it): settings that may stand, so never a reason to stop.
 */
export function settingNotes({ appStoreState, appStoreId, appStoreUrl }: SiteConfig): string[] {
  const id = appStoreState === "live" && !appStoreId ? appIdIn(appStoreUrl) : undefined;
  return id
    ? [
        said(
          "appStoreId",
          `the app is live but APP_STORE_ID is empty, so Safari shows no Smart App Banner; APP_STORE_URL opens app id${id}: set APP_STORE_ID=${id} to add it`,
        ),
      ]
    : [];
}

export const settingRules: readonly ((site: SiteConfig) => string | undefined)[] = [
  ({ url, basePath }) => {
    const path = parsedUrl(url)?.pathname;
    return path && path !== "/" && (path.endsWith("/") ? path : `${path}/`) !== basePath
      ? said(
          "url",
          `its path ${JSON.stringify(path)} disagrees with basePath ${JSON.stringify(basePath)}; use the origin alone or the same path`,
        )
      : undefined;
  },
  ({ appStoreState, appStoreUrl }) => {
    if (appStoreState !== "coming-soon" && !appStoreUrl)
      return said(
        "appStoreUrl",
        `the "${appStoreState}" state links every download button to the App Store, so it needs the app's App Store address`,
      );
    if (appStoreState === "coming-soon" && appStoreUrl)
      return said(
        "appStoreState",
        `APP_STORE_URL is set but the app is still "coming-soon", so nothing would link to it; set APP_STORE_STATE to "pre-order" or "live"`,
      );
    return undefined;
  },
  ({ appStoreId, appStoreUrl, appStoreUrls }) => {
    const addresses: [string, string][] = [
      [settings.appStoreUrl.variable, appStoreUrl],
      ...Object.entries(appStoreUrls).map(([code, url]): [string, string] => [
        `${settings.appStoreUrl.variable}_${code.toUpperCase()}`,
        url,
      ]),
    ];
    // The Smart App Banner names the app by its id, the buttons by their address: one app, or visitors meet two.
    for (const [variable, address] of appStoreId ? addresses : []) {
      const linked = appIdIn(address);
      if (linked && linked !== appStoreId)
        return said("appStoreId", `it is ${appStoreId}, but ${variable} opens the app id${linked}; give both the same app's id`);
    }
    return undefined;
  },
  ({ appleAppId, appleAppPaths, appClipBundleId }) => {
    // An App Clip alone needs the association file but opens no path of the site in the app.
    if (appleAppId && appleAppPaths.length === 0 && !appClipBundleId)
      return said(
        "appleAppPaths",
        `APPLE_APP_ID is set, so say which paths the app opens, like "/open/*" (a page a visitor reads on the web should not open the app), or set APP_CLIP_BUNDLE_ID for an App Clip alone`,
      );
    if (!appleAppId && appleAppPaths.length > 0) return said("appleAppPaths", "set APPLE_APP_ID too: the paths belong to that app");
    const unreached = unreachedExclusions(appleAppPaths);
    if (unreached.length === 0) return undefined;
    const [{ exclusion, coveredBy }] = unreached;
    return said(
      "appleAppPaths",
      `"${exclusion}" is never reached: Apple takes the paths in order and stops at the first that matches, and "${coveredBy}" before it already matches every path it names; put each exclusion before the paths it leaves out: ${settings.appleAppPaths.variable}=${exclusionsFirst(appleAppPaths).join(",")}`,
    );
  },
  ({ appClipBundleId, appleAppId }) => {
    if (!appClipBundleId) return undefined;
    if (!appleAppId) return said("appClipBundleId", "set APPLE_APP_ID too: the association file names the App Clip by the app's team ID");
    const bundle = appleAppId.slice(appleAppId.indexOf(".") + 1);
    const team = appleAppId.slice(0, appleAppId.indexOf("."));
    if (/^[A-Z0-9]{10}\./.test(appClipBundleId) && !appClipBundleId.startsWith(`${team}.`))
      return said(
        "appClipBundleId",
        `it names team ${appClipBundleId.split(".")[0]}, but APPLE_APP_ID's team is ${team}; give the App Clip's bundle ID alone`,
      );
    if (/^[A-Z0-9]{10}\./.test(appClipBundleId))
      return said("appClipBundleId", `give the bundle ID alone, without the team ID: ${appClipBundleId.slice(team.length + 1)}`);
    // Apple: an App Clip's bundle ID extends its app's (app.swipeclean.ios.Clip for app.swipeclean.ios).
    if (!appClipBundleId.startsWith(`${bundle}.`))
      return said("appClipBundleId", `an App Clip's bundle ID begins with its app's, ${bundle}., as Xcode makes it (${bundle}.Clip)`);
    return undefined;
  },
  ({ androidPackage, androidCertFingerprints }) => {
    if (androidPackage && androidCertFingerprints.length === 0)
      return said(
        "androidCertFingerprints",
        "ANDROID_PACKAGE is set, so give the SHA-256 fingerprint of its signing certificate (Play Console > App integrity)",
      );
    return !androidPackage && androidCertFingerprints.length > 0
      ? said("androidPackage", "ANDROID_CERT_FINGERPRINTS is set, so name the app they sign")
      : undefined;
  },
  ({ appleAppId, androidPackage, appAdsLines, basePath }) => {
    const published = [
      appleAppId && settings.appleAppId.variable,
      androidPackage && settings.androidPackage.variable,
      appAdsLines.length > 0 && settings.appAdsLines.variable,
    ].filter(Boolean);
    return published.length > 0 && basePath !== "/"
      ? said(
          "basePath",
          `${published.join(", ")} publish files that stores read only at the root of the domain (/.well-known/, /app-ads.txt), but this site is served from ${JSON.stringify(basePath)}; serve it from its own domain or subdomain`,
        )
      : undefined;
  },
  ({ playStoreUrl, androidPackage }) => {
    const opened = /[?&]id=([^&#]+)/.exec(playStoreUrl)?.[1];
    return opened && androidPackage && opened !== androidPackage
      ? said("playStoreUrl", `it opens ${opened}, but ANDROID_PACKAGE is ${androidPackage}`)
      : undefined;
  },
];
