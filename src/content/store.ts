import type { StoreState } from "../site.ts";
import { facts } from "./facts.ts";

/**
 * What the site says about getting the app, in each App Store state. The badge's words are
 * Apple's own: the artwork says them, and its alt text repeats them.
 */
export const store: Record<StoreState, { badgeWords?: string; barLine: string; availability: string; faqAnswer: string }> = {
  "coming-soon": {
    barLine: `Free: ${facts.freeSwipesPerDay} swipes a day`,
    availability: "The app is coming soon to the App Store.",
    faqAnswer: "The download buttons on this site will take you there as soon as it is live.",
  },
  "pre-order": {
    badgeWords: "Pre-order on the App Store",
    barLine: "Pre-order now",
    availability: "The app can be pre-ordered on the App Store now.",
    faqAnswer: "Pre-order it from any download button on this site, and it downloads to your iPhone on release day.",
  },
  live: {
    badgeWords: "Download on the App Store",
    barLine: `Free: ${facts.freeSwipesPerDay} swipes a day`,
    availability: "The app is on the App Store now.",
    faqAnswer: "Every download button on this site takes you to it.",
  },
};

/** Our own label while the app is not in the store yet: nothing like Apple's badge. */
export const comingSoonLabel = { lead: "Coming soon", rest: "to the App Store" };

/**
 * Apple's trademarks the site uses, credited in the footer as Apple's guidelines ask: the
 * App Store and iPhone in the copy, and the Apple logo once the badge shows.
 */
export function trademarkCredit(state: StoreState): string {
  const marks = state === "coming-soon" ? "App Store and iPhone are trademarks" : "Apple, the Apple logo, App Store and iPhone are trademarks";
  return `${marks} of Apple Inc., registered in the U.S. and other countries and regions.`;
}
