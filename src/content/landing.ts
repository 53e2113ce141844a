import { claims, facts } from "./facts.ts";

export const hero = {
  headline: "Swipe to organize",
  /** The tagline. */
  subline: "Turn cleaning your camera roll into something you actually enjoy.",
  quotes: [
    { text: "One photo, one swipe: keep it, delete it or skip it.", source: "How it works" },
    { text: "Nothing leaves your phone. Not one photo.", source: "Our privacy promise" },
  ],
  floatingLabels: ["Duplicate detected", "Similar photo", "Low-quality"],
  /** What the drawn phone's screen shows; decorative, hidden from assistive technology. */
  mockup: { counter: "128 of 2,431", stamp: "Delete", skip: "Skip" },
} as const;

/** The landing page's title and description, for search results and link previews. */
export const homeMeta = {
  title: hero.headline,
  description: `${hero.subline} ${hero.quotes[0].text} ${claims.onDevice}`,
};

export type FeatureIcon = "swipe" | "lock" | "phone";

export interface Feature {
  title: string;
  body: string;
  icon: FeatureIcon;
}

export const featuresIntro = {
  heading: "Built for a tidy camera roll",
  lead: "Everything happens in a few relaxed swipes, on your phone and nowhere else.",
};

export const features: readonly Feature[] = [
  {
    title: "Swipe to Clean",
    icon: "swipe",
    body: "See one photo at a time and decide with a single swipe: keep, delete or skip. Thousands of photos become a few calm minutes a day.",
  },
  {
    title: "Local & Private",
    icon: "lock",
    body: `${claims.onDevice} ${claims.permission}`,
  },
  {
    title: "iOS-Native",
    icon: "phone",
    body: `${claims.requirements} Deletions end in your phone's own Recently Deleted folder, recoverable for ${facts.recentlyDeletedDays} days.`,
  },
];

export interface Step {
  title: string;
  body: string;
}

export const stepsIntro = { heading: "How it works" };

export const steps: readonly Step[] = [
  {
    title: "Grant Access",
    body: `Allow access to your photo library, the only permission the app asks for. ${claims.permissionRequired}`,
  },
  {
    title: "Swipe",
    body: `Go through your photos one by one and keep, delete or skip each with a swipe. ${claims.bin}`,
  },
  {
    title: "Review & Confirm",
    body: `${claims.review} Restore anything from the bin, or empty it: ${claims.recentlyDeleted.charAt(0).toLowerCase()}${claims.recentlyDeleted.slice(1)}`,
  },
];

export const callToAction = {
  heading: "Make space for what matters",
  body: "Clear the clutter, keep the moments. Your photos stay yours, on your phone.",
  privacyLink: "Read our privacy policy",
};
