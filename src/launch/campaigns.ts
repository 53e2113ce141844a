/**
 * Campaign links: which button sold the app. App Store Connect's App Analytics counts downloads
 * per campaign when a link to the App Store carries a campaign token (`ct`, at most 40 bytes)
 * with the maker's provider token (`pt`) and `mt=8`; Google Play's console counts them by the
 * `referrer` its campaign URL builder writes. Each link's token names where it stands and the
 * page's language, e.g. `hero-de` or `header-support-ja`; `npm run build` lists them, for the
 * maker to enter in App Store Connect.
 */
import type { ProductPage } from "../content/product-pages.ts";
import type { SiteConfig } from "../site.ts";

/**
 * Where a download link stands: the header of a page (named, header-support; a custom product
 * page's plain header, as its campaign names the page), the hero, the closing section, the
 * pinned bar, the press kit, the privacy label's link to the App Store's, an in-app event's link
 * to the event; and the QR code beside the hero's badge (hero-qr), which a visitor on a computer
 * scans with an iPhone.
 */
export type Placement = "hero" | "hero-qr" | "closing" | "bar" | "press" | "privacy" | "event" | "header" | `header-${string}`;

/** App Store Connect takes campaign tokens of at most 40 bytes. @internal Exported for the tests. */
export const campaignTokenBytes = 40;

/** The campaign token of a link: its placement and the page's language, e.g. "hero-de"; on a custom product page's, its campaign first ("parents-hero-de"). */
export const campaignToken = (placement: Placement, locale: string, campaign?: string) =>
  [campaign, placement, locale].filter(Boolean).join("-").toLowerCase();

/** What a custom product page's App Store links carry: its ppid and its campaign. */
export type ProductPageLink = Pick<ProductPage, "ppid" | "campaign">;

/** What is wrong with a campaign token, or undefined: too long, or holding what a URL's query would split on. */
export function campaignTokenProblem(token: string): string | undefined {
  if (new TextEncoder().encode(token).length > campaignTokenBytes)
    return `campaign token "${token}" is longer than App Store Connect's ${campaignTokenBytes} bytes`;
  if (/[&#\s]/.test(token)) return `campaign token "${token}" holds "&", "#" or a space`;
  return undefined;
}

/** Whether App Store links carry campaign tokens: once the app can be had there and the provider token is set. */
export const campaignsOn = (site: SiteConfig) => site.appStoreState !== "coming-soon" && Boolean(site.appStoreProviderToken);

/**
 * The App Store address for a language, with the campaign of its placement where campaigns are
 * on; on a custom product page's landing page, to that product page (`ppid`, as StoreKit's
 * SKStoreProductParameterCustomProductPageIdentifier names it).
 */
export function appStoreHref(site: SiteConfig, locale: string, placement: Placement, productPage?: ProductPageLink): string {
  const base = site.appStoreUrls[locale] ?? site.appStoreUrl;
  if (!campaignsOn(site) && !productPage) return base;
  const url = new URL(base);
  if (productPage) url.searchParams.set("ppid", productPage.ppid);
  return campaignsOn(site) ? withCampaign(site, url, campaignToken(placement, locale, productPage?.campaign)) : url.href;
}

/**
 * An in-app event's own App Store address (events.json's `url`, its `eventid` kept), with the
 * campaign of its link where campaigns are on: `event-de`, or on a custom product page's landing
 * page `photographers-event-de`.
 */
export function eventStoreHref(site: SiteConfig, eventUrl: string, locale: string, campaign?: string): string {
  return campaignsOn(site) ? withCampaign(site, new URL(eventUrl), campaignToken("event", locale, campaign)) : eventUrl;
}

/** An App Store address with the campaign token, the provider token and mt=8 App Analytics reads. */
function withCampaign(site: SiteConfig, url: URL, token: string): string {
  url.searchParams.set("ct", token);
  url.searchParams.set("pt", site.appStoreProviderToken);
  url.searchParams.set("mt", "8");
  return url.href;
}

/**
 * The Google Play address with its referrer, as Google's campaign URL builder writes it: the
 * referrer's own query, encoded once (utm_source=<this site's host>&utm_campaign=<token>).
 */
export function playStoreHref(site: SiteConfig, locale: string, placement: Placement, campaign?: string): string {
  const referrer = `utm_source=${new URL(site.url).hostname}&utm_campaign=${campaignToken(placement, locale, campaign)}`;
  return `${site.playStoreUrl}&referrer=${encodeURIComponent(referrer)}`;
}
