/**
 * Business constants from the specification, written once in facts.json (an owner edits them
 * there, or in the CMS) and handed to the pages with the content. The copy of every locale
 * (src/content/locales/) names them as {placeholders}; src/content/copy.ts formats them for the
 * locale with Intl.
 */
import { schemaPointer } from "./data-schema.ts";
import type { DataOf, DataSchema } from "./data-schema.ts";

const wholeNumber = (title: string, description: string) => ({ title, description, type: "integer", minimum: 1 }) as const;

/** facts.json's shape: its type, the build's check, the CMS's fields and the editors' schema (facts.schema.json) come from it. */
export const factsSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "facts.schema.json",
  title: "Business facts",
  description:
    "The app's facts, each written once. The copy (src/content/locales/*.json) names them in braces, e.g. {freeSwipes}, and each language shows them in its own format.",
  type: "object",
  properties: {
    $schema: schemaPointer,
    contactEmail: {
      title: "Contact e-mail",
      description:
        "Where visitors and the press write to ({email}): the footer, the support page, the privacy policy and the press kit, in every language. A deploy may set another with SITE_CONTACT_EMAIL.",
      type: "string",
      format: "email",
    },
    freeSwipesPerDay: wholeNumber("Free swipes a day", "How many swipes a day the free version gives ({freeSwipes})."),
    paidPrice: {
      title: "Paid upgrade's price",
      description: "The paid upgrade's price ({price}).",
      type: "object",
      properties: {
        amount: { title: "Amount", description: "The price in the currency's units, e.g. 4.5.", type: "number", exclusiveMinimum: 0 },
        currency: {
          title: "Currency",
          description: "The ISO 4217 currency code, e.g. USD.",
          type: "string",
          pattern: "^[A-Z]{3}$",
          patternDescription: "a currency's three capital letters, like USD",
        },
        period: {
          title: "Billing period",
          description: "How often it is billed, as an ISO 8601 duration: P1M for a month, P1Y for a year.",
          type: "string",
          pattern: "^P\\d+[DWMY]$",
          patternDescription: "a period written as ISO 8601 has it: P1M for a month, P1Y for a year",
        },
      },
      required: ["amount", "currency", "period"],
      additionalProperties: false,
    },
    minimumIos: {
      title: "Minimum iOS version",
      description: "The oldest iOS the app runs on ({minimumIos}).",
      type: "string",
      pattern: "^\\d+\\.\\d+(\\.\\d+)?$",
      patternDescription: "a version number, like 15.0",
    },
    optimizedForIphone: wholeNumber("Optimized for iPhone", "The oldest iPhone model the app is optimized for ({iphone})."),
    recentlyDeletedDays: wholeNumber(
      "Recently Deleted retention (days)",
      "How long the phone's Recently Deleted folder keeps photos ({retentionDays}).",
    ),
    minimumAge: wholeNumber("Minimum age", "The app is not aimed at children under this age ({minimumAge})."),
    privacyLastUpdated: {
      title: "Privacy policy last updated",
      description: "The privacy policy's date as YYYY-MM-DD ({date}); each language writes it its own way.",
      type: "string",
      format: "date",
    },
    privacyPolicyPlatforms: {
      title: "Platforms the privacy policy covers",
      description: "The platforms the privacy policy names ({platforms}).",
      type: "array",
      minItems: 1,
      items: { type: "string", minLength: 1 },
    },
    appCategory: {
      title: "App category",
      description:
        "The app's category in the structured data search engines read (schema.org applicationCategory), e.g. UtilitiesApplication. A fastlane listing's primary_category.txt takes its place where there is one.",
      type: "string",
      pattern: "^[A-Za-z]+Application$",
      patternDescription: "a schema.org application category, like UtilitiesApplication",
    },
    mockupCounter: {
      title: "Drawn phone's counter",
      description: "The numbers on the drawn phone's counter: photo {current} of {total}.",
      type: "object",
      properties: {
        current: wholeNumber("Current photo", "The photo being shown."),
        total: wholeNumber("Photos in all", "How many photos the library holds."),
      },
      required: ["current", "total"],
      additionalProperties: false,
    },
  },
  required: [
    "contactEmail",
    "freeSwipesPerDay",
    "paidPrice",
    "minimumIos",
    "optimizedForIphone",
    "recentlyDeletedDays",
    "minimumAge",
    "privacyLastUpdated",
    "privacyPolicyPlatforms",
    "appCategory",
    "mockupCounter",
  ],
  additionalProperties: false,
} as const satisfies DataSchema;

/** The business facts of facts.json, without its `$schema` pointer. */
export type Facts = Omit<DataOf<typeof factsSchema>, "$schema">;

/** The paid upgrade's price for a locale, e.g. "$4.50" or "4,50 $". */
export function formatPrice(locale: string, { amount, currency }: Facts["paidPrice"]): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}

/** An ISO date as the locale writes it in full, e.g. "September 17, 2025" or "2025年9月17日". */
export function formatDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}
