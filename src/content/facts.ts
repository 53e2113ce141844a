/**
 * Business constants from the specification, written once. The copy of every locale
 * (src/content/locales/) names them as {placeholders}; src/content/copy.ts formats them for
 * the locale with Intl.
 */
export const facts = {
  freeSwipesPerDay: 100,
  paidPrice: { amount: 4.5, currency: "USD", period: "P1M" },
  minimumIos: "15.0",
  /** The oldest model the app is optimized for: "iPhone 12 and newer". */
  optimizedForIphone: 12,
  recentlyDeletedDays: 30,
  minimumAge: 13,
  /** ISO date; each locale shows it in its own way. */
  privacyLastUpdated: "2025-09-17",
  /** The privacy policy covers both, as the original text does. */
  privacyPolicyPlatforms: ["iOS", "Android"],
  appCategory: "UtilitiesApplication",
  /** The drawn phone's counter: photo 128 of 2,431. */
  mockupCounter: { current: 128, total: 2431 },
} as const;

/** The paid upgrade's price for a locale, e.g. "$4.50" or "4,50 $". */
export function formatPrice(locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: facts.paidPrice.currency }).format(facts.paidPrice.amount);
}

/** An ISO date as the locale writes it in full, e.g. "September 17, 2025" or "2025年9月17日". */
export function formatDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}
