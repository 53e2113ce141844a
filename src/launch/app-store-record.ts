/**
 * The App Store's own record of the app, as Apple's public lookup returns it
 * (https://itunes.apple.com/lookup?id=<APP_STORE_ID>&country=<storefront>), saved under
 * src/content/store/<storefront>.json by `npm run store -- refresh` and read by the build: the
 * what's-new page shows it, and nothing of it is ever made up. Each language reads its own
 * storefront's record, named by the territory of its og:locale (en_US: us, de_DE: de).
 */
import type { Copy } from "../content/site-content.ts";

/** What the site shows of the record, checked. */
export interface AppStoreRecord {
  trackId: number;
  version: string;
  /** ISO dates: of this version, and of the app's first release. */
  versionReleased: string;
  firstReleased: string;
  /** As the developer wrote them, line breaks and all; never made into links. */
  releaseNotes: string;
  minimumOsVersion: string;
  /** The average and the count of ratings as Apple reports them; none before the first. */
  rating?: { average: number; count: number };
  /** The language of the storefront's words (the notes), where it is not the page's. */
  lang: string;
}

/** A language's storefront: the territory of its og:locale, lower-cased. */
export const storefrontOf = (copy: Copy) => (copy.language.ogLocale.split("_")[1] ?? copy.language.ogLocale).toLowerCase();

const isoDay = (value: unknown) => (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : undefined);

/**
 * A saved lookup response as the site reads it, or what is wrong with it: not the lookup's
 * shape, another app's record (where `appId` is set), or a field the page needs missing.
 */
export function readLookup(json: unknown, appId: string, lang: string): AppStoreRecord | string {
  const results = (json as { results?: unknown })?.results;
  if (!Array.isArray(results)) return "it is not a response of Apple's lookup (no results)";
  if (results.length === 0) return "the lookup found no app with that id in this storefront";
  const app = results[0] as Record<string, unknown>;
  if (appId && String(app.trackId) !== appId) return `it is the record of app ${app.trackId}, not APP_STORE_ID ${appId}`;
  const [versionReleased, firstReleased] = [isoDay(app.currentVersionReleaseDate), isoDay(app.releaseDate)];
  const missing = [
    ...(typeof app.trackId === "number" ? [] : ["trackId"]),
    ...(typeof app.version === "string" && app.version ? [] : ["version"]),
    ...(versionReleased ? [] : ["currentVersionReleaseDate"]),
    ...(firstReleased ? [] : ["releaseDate"]),
    ...(typeof app.minimumOsVersion === "string" && app.minimumOsVersion ? [] : ["minimumOsVersion"]),
  ];
  if (missing.length > 0) return `it lacks ${missing.join(", ")}`;
  const count = typeof app.userRatingCount === "number" ? app.userRatingCount : 0;
  const average = typeof app.averageUserRating === "number" ? app.averageUserRating : 0;
  return {
    trackId: app.trackId as number,
    version: app.version as string,
    versionReleased: versionReleased as string,
    firstReleased: firstReleased as string,
    releaseNotes: typeof app.releaseNotes === "string" ? app.releaseNotes.replace(/\r\n?/g, "\n").trim() : "",
    minimumOsVersion: app.minimumOsVersion as string,
    ...(count > 0 && average > 0 ? { rating: { average, count } } : {}),
    lang,
  };
}
