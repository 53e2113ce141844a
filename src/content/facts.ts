/** Business constants from the specification. Everything the site says about them reads these. */
export const facts = {
  freeSwipesPerDay: 100,
  paidPrice: { amount: 4.5, currency: "USD", symbol: "$", period: "month" },
  minimumIos: "15.0",
  optimizedFor: "iPhone 12 and newer",
  recentlyDeletedDays: 30,
  minimumAge: 13,
  supportResponseTime: "within a few days",
  /** ISO date; shown as "September 17, 2025". */
  privacyLastUpdated: "2025-09-17",
  /** The privacy policy covers both, as the original text does. */
  privacyPolicyPlatforms: ["iOS", "Android"],
  appCategory: "UtilitiesApplication",
} as const;

// Formatted by hand rather than with Intl, whose start-up alone costs the build ~30 ms.
export function formatPrice(): string {
  return `${facts.paidPrice.symbol}${facts.paidPrice.amount.toFixed(2)}`;
}

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2025-09-17" -> "September 17, 2025" */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${months[month - 1]} ${day}, ${year}`;
}

/** The product's promises, each written once and quoted wherever the site makes it. */
export const claims = {
  onDevice: "Your photos stay on your device and are never sent anywhere.",
  bin: "Photos you delete go first to a built-in bin, not straight out of your library.",
  review: "You review and confirm deletions in bulk, with undo, before anything is deleted for good.",
  recentlyDeleted: `Emptying the bin moves photos to your phone's Recently Deleted folder, where they stay recoverable for ${facts.recentlyDeletedDays} days.`,
  permission:
    "The app asks only for access to your photo library. It never asks for your camera, contacts, location or microphone.",
  permissionRequired: "Without photo library access the app cannot work, because it has no photos to show you.",
  freeTier: `The free version gives you up to ${facts.freeSwipesPerDay} swipes a day, plus bonus swipes for keeping a streak.`,
  paidTier: `The paid upgrade unlocks unlimited use for about ${formatPrice()} per ${facts.paidPrice.period}.`,
  requirements: `Requires iOS ${facts.minimumIos} or later and is optimized for ${facts.optimizedFor}.`,
  supportResponse: `We typically reply ${facts.supportResponseTime}.`,
} as const;
