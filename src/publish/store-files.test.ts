import { describe, expect, it } from "vitest";
import { settingsFor } from "../../scripts/testing/site-copy.ts";
import type { ConfigError } from "../deploy/site-config.ts";
import { settingNotes } from "../deploy/setting-rules.ts";
import { parseHeadersFile } from "../../scripts/hosts/host-rules.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { playStoreUrl, storeAppId, storeFileEnv, storeUrl } from "../../scripts/testing/store-records.ts";
import { launchFixture } from "../../scripts/testing/launch-fixtures.ts";
import { vercelJson } from "../../scripts/hosts/host-configs.ts";
import { storeFileTypes } from "./store-files.ts";

const problemsOf = (env: Record<string, string>) => {
  try {
    settingsFor(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe("the store files", () => {
  it("are not published by default, and nothing else is new", async () => {
    const { files } = await renderWith();
    for (const file of Object.keys(storeFileTypes)) expect(files.has(file), file).toBe(false);
    expect(files.get("_headers")).not.toMatch(/^\s*Content-Type:/m);
  });

  it("are built from the settings as JSON an app store reads, in the owner's order of paths", async () => {
    const { files } = await renderWith({ env: storeFileEnv });
    expect(JSON.parse(files.get(".well-known/apple-app-site-association") ?? "")).toEqual({
      applinks: {
        details: [{ appIDs: [storeFileEnv.APPLE_APP_ID], components: [{ "/": "/open/help", exclude: true }, { "/": "/open/*" }] }],
      },
      appclips: { apps: [`${storeFileEnv.APPLE_APP_ID.split(".")[0]}.${storeFileEnv.APP_CLIP_BUNDLE_ID}`] },
    });
    expect(JSON.parse(files.get(".well-known/assetlinks.json") ?? "")).toEqual([
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: {
          namespace: "android_app",
          package_name: storeFileEnv.ANDROID_PACKAGE,
          sha256_cert_fingerprints: [storeFileEnv.ANDROID_CERT_FINGERPRINTS],
        },
      },
    ]);
    expect(files.get("app-ads.txt")).toBe(`${storeFileEnv.APP_ADS_TXT}\n`);
  });

  it("hold the App Clip alone where the app opens no path of the site", async () => {
    const { APPLE_APP_PATHS: _, ...clipOnly } = storeFileEnv;
    const { files } = await renderWith({ env: clipOnly });
    expect(JSON.parse(files.get(".well-known/apple-app-site-association") ?? "")).toEqual({
      appclips: { apps: [`${storeFileEnv.APPLE_APP_ID.split(".")[0]}.${storeFileEnv.APP_CLIP_BUNDLE_ID}`] },
    });
  });

  it("are served with their type on Netlify and Cloudflare (_headers) and on Vercel (vercel.json)", async () => {
    const { files } = await renderWith({ env: storeFileEnv });
    const rules = parseHeadersFile(files.get("_headers") ?? "");
    const vercel = JSON.parse(vercelJson()) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
    for (const [file, type] of Object.entries(storeFileTypes)) {
      expect(rules.get(`/${file}`), file).toEqual([`Content-Type: ${type}`]);
      expect(vercel.headers.find((rule) => rule.source === `/${file}`)?.headers, file).toEqual([{ key: "Content-Type", value: type }]);
    }
    expect(files.get(".nojekyll"), "GitHub Pages serves .well-known/ only without Jekyll").toBe("");
  });

  it("offer the App Clip's card in the Smart App Banner once the app is live, the app staying the fallback", async () => {
    const badges = await launchFixture({ screenshots: 0 });
    const banner = async (env: Record<string, string>) =>
      (await renderWith({ env: { ...env, APP_STORE_STATE: "live", APP_STORE_URL: storeUrl, APP_STORE_ID: storeAppId }, launch: badges }))
        .page("index.html")
        .doc.querySelector('meta[name="apple-itunes-app"]')
        ?.getAttribute("content");
    expect(await banner(storeFileEnv)).toBe(
      `app-id=${storeAppId}, app-clip-bundle-id=${storeFileEnv.APP_CLIP_BUNDLE_ID}, app-clip-display=card`,
    );
    const { APP_CLIP_BUNDLE_ID: _, ...withoutClip } = storeFileEnv;
    expect(await banner(withoutClip)).toBe(`app-id=${storeAppId}`);
    await badges.dispose();
  });

  it("say, without stopping the build, that a live app with no APP_STORE_ID gets no Smart App Banner, with the id its address holds", () => {
    const live = { APP_STORE_STATE: "live", APP_STORE_URL: storeUrl };
    const id = /id(\d+)/.exec(storeUrl)?.[1];
    expect(problemsOf(live)).toEqual([]);
    expect(settingNotes(settingsFor(live))).toEqual([
      `appStoreId (APP_STORE_ID): the app is live but APP_STORE_ID is empty, so Safari shows no Smart App Banner; APP_STORE_URL opens app id${id}: set APP_STORE_ID=${id} to add it`,
    ]);
    expect(settingNotes(settingsFor({ ...live, APP_STORE_ID: storeAppId }))).toEqual([]);
    expect(settingNotes(settingsFor({ APP_STORE_STATE: "pre-order", APP_STORE_URL: storeUrl }))).toEqual([]);
  });

  it.each([
    [{ APP_CLIP_BUNDLE_ID: storeFileEnv.APP_CLIP_BUNDLE_ID }, "appClipBundleId (APP_CLIP_BUNDLE_ID): set APPLE_APP_ID too"],
    [
      { ...storeFileEnv, APP_CLIP_BUNDLE_ID: `ZZZZZ99999.${storeFileEnv.APP_CLIP_BUNDLE_ID}` },
      "it names team ZZZZZ99999, but APPLE_APP_ID's team is ABCDE12345",
    ],
    [{ ...storeFileEnv, APP_CLIP_BUNDLE_ID: "app.other.Clip" }, "an App Clip's bundle ID begins with its app's, app.swipeclean.ios."],
    [
      { APPLE_APP_ID: "app.swipeclean.ios", APPLE_APP_PATHS: "/open/*" },
      "appleAppId (APPLE_APP_ID): expected the team ID, a dot and the bundle ID",
    ],
    [{ APPLE_APP_ID: storeFileEnv.APPLE_APP_ID }, "appleAppPaths (APPLE_APP_PATHS): APPLE_APP_ID is set, so say which paths the app opens"],
    [{ APPLE_APP_ID: storeFileEnv.APPLE_APP_ID, APPLE_APP_PATHS: "open/*" }, 'expected paths starting with "/"'],
    [
      { ...storeFileEnv, APPLE_APP_PATHS: "/open/*,!/open/help" },
      'appleAppPaths (APPLE_APP_PATHS): "!/open/help" is never reached: Apple takes the paths in order and stops at the first that matches, and "/open/*" before it already matches every path it names; put each exclusion before the paths it leaves out: APPLE_APP_PATHS=!/open/help,/open/*',
    ],
    [{ ...storeFileEnv, APPLE_APP_PATHS: "/open/help/faq,/open/*,!/open/help/*" }, "APPLE_APP_PATHS=/open/help/faq,!/open/help/*,/open/*"],
    [
      { ANDROID_PACKAGE: "swipeclean", ANDROID_CERT_FINGERPRINTS: storeFileEnv.ANDROID_CERT_FINGERPRINTS },
      "androidPackage (ANDROID_PACKAGE): expected a package name",
    ],
    [
      { ANDROID_PACKAGE: storeFileEnv.ANDROID_PACKAGE, ANDROID_CERT_FINGERPRINTS: "14:6D:E9" },
      "androidCertFingerprints (ANDROID_CERT_FINGERPRINTS): expected 32 colon-separated hex pairs",
    ],
    [{ ANDROID_PACKAGE: storeFileEnv.ANDROID_PACKAGE }, "give the SHA-256 fingerprint of its signing certificate"],
    [{ APP_ADS_TXT: "google.com pub-1 DIRECT" }, "appAdsLines (APP_ADS_TXT): expected lines like"],
    [
      { APP_ADS_TXT: storeFileEnv.APP_ADS_TXT, SITE_BASE_PATH: "/photo-cleaner/", SITE_URL: "https://example.org/photo-cleaner/" },
      "stores read only at the root of the domain",
    ],
    [
      { PLAY_STORE_URL: "https://play.google.com/store/apps/details" },
      "playStoreUrl (PLAY_STORE_URL): expected https://play.google.com/store/apps/details?id=<package>",
    ],
    [
      {
        PLAY_STORE_URL: playStoreUrl,
        ANDROID_PACKAGE: "app.other.android",
        ANDROID_CERT_FINGERPRINTS: storeFileEnv.ANDROID_CERT_FINGERPRINTS,
      },
      "it opens app.swipeclean.android, but ANDROID_PACKAGE is app.other.android",
    ],
  ])("stop the build on a setting in the wrong format (%o), naming the variable", (env, says) => {
    expect(problemsOf(env).join("\n")).toContain(says);
  });

  it("take every setting in its right format", () => {
    expect(problemsOf({ ...storeFileEnv, PLAY_STORE_URL: playStoreUrl })).toEqual([]);
    // An exclusion that a path before it matches only in part is reached: /open/* holds more than /open/help/* or /open/?.
    expect(problemsOf({ ...storeFileEnv, APPLE_APP_PATHS: "/open/help/*,/open/?,!/open/*,/*" })).toEqual([]);
  });
});
