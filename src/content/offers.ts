/**
 * The app's offer codes, as the owner lists them in offers.json (or the CMS): each code gets a
 * page at /redeem/<code>/ in every published language that says what it gives and sends the
 * visitor to the App Store to redeem it (src/pages/offer-pages.ts).
 */
import type { LocalizedText } from "./launch.ts";
import { ownOrBaseText } from "./variants.ts";

/** One offer code, as offers.json lists it. */
export interface Offer {
  /** The code exactly as App Store Connect shows it: letters and digits (SPRING2027). */
  code: string;
  /** What redeeming it gives, in each language. */
  gives: LocalizedText;
  /** The last day it can be redeemed, YYYY-MM-DD; none where the code does not end. */
  ends?: string;
}

/** Apple's redemption address: the App Store's redemption sheet, the code filled in, for the app of `appStoreId`. */
export const redemptionUrl = (appStoreId: string, code: string) =>
  `https://apps.apple.com/redeem?ctx=offercodes&id=${encodeURIComponent(appStoreId)}&code=${encodeURIComponent(code)}`;

/** What the offer gives in a language: its own words, its base language's, else English's, marked as English. */
export function givesIn(offer: Offer, locale: string): { text: string; lang?: string } {
  const own = ownOrBaseText(offer.gives, locale);
  return own ? { text: own } : { text: offer.gives.en, lang: "en" };
}
