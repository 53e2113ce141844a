/**
 * Business constants from the specification, written once in facts.json (an owner edits them
 * there, or in the CMS) and handed to the pages with the content. The copy of every locale
 * (src/content/locales/) names them as {placeholders}; src/content/copy.ts formats them for the
 * locale with Intl.
 */
import type { Facts } from "./site-content.ts";

/** The paid upgrade's price for a locale, e.g. "$4.50" or "4,50 $". */
export function formatPrice(locale: string, { amount, currency }: Facts["paidPrice"]): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}

/** An ISO date as the locale writes it in full, e.g. "September 17, 2025" or "2025年9月17日". */
export function formatDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}
