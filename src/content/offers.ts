/**
 * The app's offer codes, as the owner lists them in offers.json (or the CMS): each code gets a
 * page at /redeem/<code>/ in every published language that says what it gives and sends the
 * visitor to the App Store to redeem it (src/pages/offer-pages.ts).
 */
import type { LocalizedText } from "./launch.ts";

/** One offer code, as offers.json lists it. */
export interface Offer {
  /** The code exactly as App Store Connect shows it: letters and digits (SPRING2027). */
  code: string;
  /** What redeeming it gives, in each language. */
  gives: LocalizedText;
  /** The last day it can be redeemed, YYYY-MM-DD; none where the code does not end. */
  ends?: string;
}
