/**
 * What others say about the app, as the owner has read it (proof.json, or the CMS): the App
 * Store rating, reviews and press quotes. Empty by default, and the site shows only what is
 * listed: the landing page's "What people say" section and the structured data's
 * aggregateRating and review appear once there is an entry, and nothing is ever made up.
 */
interface AppStoreRating {
  /** The average shown on the App Store page, 1 to 5, e.g. 4.8. */
  value: number;
  /** How many ratings it averages. */
  count: number;
  /** The day the owner read both off the App Store, as YYYY-MM-DD: they change every day. */
  readOn: string;
}

interface ReviewQuote {
  /** The reviewer's words, as written (shorten only with "…"). */
  quote: string;
  /** The name the reviewer published under. */
  name: string;
  /** Where the review appeared, e.g. "App Store (US)". */
  source: string;
  /** The language the quote is written in, e.g. "en". */
  lang: string;
  /** The stars the reviewer gave, 1 to 5, where the source shows them. */
  stars?: number;
}

interface PressQuote {
  quote: string;
  /** The publication or award, e.g. "The Verge". */
  outlet: string;
  /** The article, where it can be linked. */
  url?: string;
  lang: string;
}

export interface Proof {
  rating?: AppStoreRating;
  reviews: readonly ReviewQuote[];
  press: readonly PressQuote[];
}
