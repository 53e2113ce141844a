/**
 * The app's offer codes, as the owner lists them in offers.json (or the CMS): each code gets a
 * page at /redeem/<code>/ in every published language that says what it gives and sends the
 * visitor to the App Store to redeem it (src/pages/offer-pages.ts).
 */
import { schemaPointer, wordsByLanguage } from "./data-schema.ts";
import type { DataOf, DataSchema } from "./data-schema.ts";
import { ownOrBaseText } from "./variants.ts";

/** offers.json's shape: its type, the build's check, the CMS's fields and the editors' schema (offers.schema.json) come from it. */
export const offersSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "offers.schema.json",
  title: "Offer codes",
  description:
    "The app's offer codes, as App Store Connect makes them (your app > Subscriptions or In-App Purchases > Offer Codes): each gets a page at /redeem/<code>/ in every published language that says what the code gives, shows it to copy, and opens the App Store's redemption sheet with the code filled in (on a computer, as a QR code to scan with an iPhone). The pages are published once the app is live (APP_STORE_STATE=live, with APP_STORE_ID); an offer past its last day is left out, and the build names it.",
  type: "object",
  properties: {
    $schema: schemaPointer,
    offers: {
      title: "Offer codes",
      type: "array",
      items: {
        type: "object",
        properties: {
          code: {
            title: "Code",
            description:
              "The code exactly as App Store Connect shows it, such as SPRING2027 (a custom code you named) or an 18-character one-time-use code: letters (A to Z, in either case) and digits only, since Apple's offer codes are alphanumeric: no spaces, dashes or accents. Its page is /redeem/SPRING2027/.",
            type: "string",
            pattern: "^[A-Za-z0-9]+$",
            patternDescription:
              "letters (A to Z, in either case) and digits only, as Apple's offer codes are: no spaces, dashes or accents",
          },
          gives: wordsByLanguage({
            title: "What it gives",
            description:
              "What redeeming the code gives, as the page's headline, in each language: Three months of SwipeClean Pro, free. A language not published yet may lack it; once it is published, the build stops, naming the offer and the language, until it is there.",
          }),
          ends: {
            title: "Last day",
            description:
              "The last day the code can be redeemed, as YYYY-MM-DD, as you set it in App Store Connect; leave it out for a code that does not end. The page says it, and a build dated after it (by the last commit, or SOURCE_DATE_EPOCH) leaves the page out.",
            type: "string",
            format: "date",
          },
        },
        required: ["code", "gives"],
        additionalProperties: false,
      },
    },
  },
  required: ["offers"],
  additionalProperties: false,
} as const satisfies DataSchema;

/** One offer code, as offers.json lists it. */
export type Offer = DataOf<typeof offersSchema>["offers"][number];

/** Apple's redemption address: the App Store's redemption sheet, the code filled in, for the app of `appStoreId`. */
export const redemptionUrl = (appStoreId: string, code: string) =>
  `https://apps.apple.com/redeem?ctx=offercodes&id=${encodeURIComponent(appStoreId)}&code=${encodeURIComponent(code)}`;

/** What the offer gives in a language: its own words, its base language's, else English's, marked as English. */
export function givesIn(offer: Offer, locale: string): { text: string; lang?: string } {
  const own = ownOrBaseText(offer.gives, locale);
  return own ? { text: own } : { text: offer.gives.en, lang: "en" };
}
