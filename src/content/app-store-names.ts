/**
 * App Store Connect's vocabularies, each written here once, in Apple's order, with the English
 * name the App Store shows: the privacy label's data types, purposes and protections (as
 * fastlane's Spaceship lists them: spaceship/lib/spaceship/connect_api/models/
 * app_data_usage_category.rb, app_data_usage_purposes.rb, app_data_usage_data_protection.rb),
 * the Accessibility Nutrition Labels' features and device families (the App Store Connect API's
 * accessibilityDeclarations), and the in-app events' badges (AppEvent.badge). The data files'
 * schemas take their enums from these lists, and the copy's schema takes each language's entries
 * for the names from `appStoreNamesSchema` (app-store-names.schema.json, which copy.schema.json
 * refers to).
 */
import { wordsField } from "./data-schema.ts";
import type { DataSchema } from "./data-schema.ts";

/** The privacy label's data types. */
const dataCategoryNames = [
  ["PAYMENT_INFORMATION", "Payment Info"],
  ["CREDIT_AND_FRAUD", "Credit Info"],
  ["OTHER_FINANCIAL_INFO", "Other Financial Info"],
  ["PRECISE_LOCATION", "Precise Location"],
  ["SENSITIVE_INFO", "Sensitive Info"],
  ["PHYSICAL_ADDRESS", "Physical Address"],
  ["EMAIL_ADDRESS", "Email Address"],
  ["NAME", "Name"],
  ["PHONE_NUMBER", "Phone Number"],
  ["OTHER_CONTACT_INFO", "Other User Contact Info"],
  ["CONTACTS", "Contacts"],
  ["EMAILS_OR_TEXT_MESSAGES", "Emails or Text Messages"],
  ["PHOTOS_OR_VIDEOS", "Photos or Videos"],
  ["AUDIO", "Audio Data"],
  ["GAMEPLAY_CONTENT", "Gameplay Content"],
  ["CUSTOMER_SUPPORT", "Customer Support"],
  ["OTHER_USER_CONTENT", "Other User Content"],
  ["BROWSING_HISTORY", "Browsing History"],
  ["SEARCH_HISTORY", "Search History"],
  ["USER_ID", "User ID"],
  ["DEVICE_ID", "Device ID"],
  ["PURCHASE_HISTORY", "Purchase History"],
  ["PRODUCT_INTERACTION", "Product Interaction"],
  ["ADVERTISING_DATA", "Advertising Data"],
  ["OTHER_USAGE_DATA", "Other Usage Data"],
  ["CRASH_DATA", "Crash Data"],
  ["PERFORMANCE_DATA", "Performance Data"],
  ["OTHER_DIAGNOSTIC_DATA", "Other Diagnostic Data"],
  ["OTHER_DATA", "Other Data Types"],
  ["HEALTH", "Health"],
  ["FITNESS", "Fitness"],
  ["COARSE_LOCATION", "Coarse Location"],
] as const;

/** What collected data is used for. */
const dataPurposeNames = [
  ["THIRD_PARTY_ADVERTISING", "Third-Party Advertising"],
  ["DEVELOPERS_ADVERTISING", "Developer’s Advertising or Marketing"],
  ["ANALYTICS", "Analytics"],
  ["PRODUCT_PERSONALIZATION", "Product Personalization"],
  ["APP_FUNCTIONALITY", "App Functionality"],
  ["OTHER_PURPOSES", "Other Purposes"],
] as const;

/** How collected data is held, in the order the App Store's product page shows them, then that none is collected; each with what its section is for. */
const dataProtectionNames = [
  ["DATA_USED_TO_TRACK_YOU", "Data Used to Track You", "data used to track you"],
  ["DATA_LINKED_TO_YOU", "Data Linked to You", "data linked to you"],
  ["DATA_NOT_LINKED_TO_YOU", "Data Not Linked to You", "data not linked to you"],
  ["DATA_NOT_COLLECTED", "Data Not Collected", "the label of an app that collects no data"],
] as const;

/** The Accessibility Nutrition Labels' features, by the API's attribute names, each with when an app supports it. */
export const accessibilityFeatureNames = [
  [
    "supportsVoiceover",
    "VoiceOver",
    "on when people can use the app's common tasks with the VoiceOver screen reader: every control labelled, in a sensible order, with its actions.",
  ],
  [
    "supportsVoiceControl",
    "Voice Control",
    "on when people can do the common tasks by voice alone: every control can be named and activated with Voice Control.",
  ],
  [
    "supportsLargerText",
    "Larger Text",
    "on when text can be enlarged to at least 200% (Dynamic Type) without being cut off or overlapping.",
  ],
  ["supportsDarkInterface", "Dark Interface", "on when the app keeps a dark interface for its common tasks, with Dark Mode or by default."],
  [
    "supportsDifferentiateWithoutColorAlone",
    "Differentiate Without Color Alone",
    "on when colour is never the only way the app shows a state or a value.",
  ],
  [
    "supportsSufficientContrast",
    "Sufficient Contrast",
    "on when text and symbols have enough contrast by default, or with Increase Contrast.",
  ],
  [
    "supportsReducedMotion",
    "Reduced Motion",
    "on when with Reduce Motion on, the app's animations that could trouble people (zooming, sliding, parallax) are reduced.",
  ],
  ["supportsCaptions", "Captions", "on when the app's video and audio content has captions."],
  ["supportsAudioDescriptions", "Audio Descriptions", "on when the app's video content has audio descriptions."],
] as const;

/** The API's DeviceFamily values. */
export const deviceFamilies = ["IPHONE", "IPAD", "APPLE_TV", "APPLE_WATCH", "MAC", "VISION"] as const;

/** The in-app events' badges. */
export const eventBadgeNames = [
  ["LIVE_EVENT", "Live Event"],
  ["PREMIERE", "Premiere"],
  ["CHALLENGE", "Challenge"],
  ["COMPETITION", "Competition"],
  ["NEW_SEASON", "New Season"],
  ["MAJOR_UPDATE", "Major Update"],
  ["SPECIAL_EVENT", "Special Event"],
] as const;

/** A vocabulary's identifiers, in its order, typed as the tuple they are (a schema's enum, and its type, take them). */
const identifiers = <const Entries extends readonly (readonly [string, ...string[]])[]>(entries: Entries) =>
  entries.map(([id]) => id) as { [Index in keyof Entries]: Entries[Index][0] };

export const dataCategories = identifiers(dataCategoryNames);
export const dataPurposes = identifiers(dataPurposeNames);
export const dataProtections = identifiers(dataProtectionNames);
export const accessibilityFeatures = identifiers(accessibilityFeatureNames);
export const eventBadges = identifiers(eventBadgeNames);

export type DataCategory = (typeof dataCategories)[number];
export type DataPurpose = (typeof dataPurposes)[number];
export type AccessibilityFeature = (typeof accessibilityFeatures)[number];
export type DeviceFamily = (typeof deviceFamilies)[number];
export type EventBadge = (typeof eventBadges)[number];

/** A language's words for each name of a vocabulary: an object of every identifier, each described for translators, the CMS and editors. */
function namesIn(
  entries: readonly (readonly [string, string, ...string[]])[],
  describe: (id: string, name: string, ...more: string[]) => DataSchema,
) {
  return {
    type: "object",
    properties: Object.fromEntries(entries.map(([id, name, ...more]) => [id, describe(id, name, ...more)])),
    required: entries.map(([id]) => id),
    additionalProperties: false,
  };
}

/**
 * App Store Connect's identifiers of each vocabulary (dataCategory, eventBadge…), to which the
 * data files' schemas for editors refer where their declarations take one as an enum; and the
 * copy's entries for the names, by identifier, as each language's file holds them
 * (privacyLabel.categories, accessibility.features, events.badges…), to which copy.schema.json
 * refers ("$ref": "app-store-names.schema.json#/definitions/dataCategories").
 */
export const appStoreNamesSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "app-store-names.schema.json",
  title: "App Store Connect's names, in each language",
  description:
    "Each language's words for App Store Connect's names, by identifier, as copy.schema.json refers to them: use the App Store's own words in each language.",
  definitions: {
    dataCategory: { type: "string", enum: dataCategories },
    dataPurpose: { type: "string", enum: dataPurposes },
    dataProtection: { type: "string", enum: dataProtections },
    deviceFamily: { type: "string", enum: deviceFamilies },
    eventBadge: { type: "string", enum: eventBadges },
    dataCategories: namesIn(dataCategoryNames, (id, name) =>
      wordsField(
        name,
        `The App Store's name of the data type ${id} on the privacy label, e.g. "${name}": use the App Store's own word in this language.`,
      ),
    ),
    dataPurposes: namesIn(dataPurposeNames, (id, name) =>
      wordsField(name, `The App Store's name of the purpose ${id} on the privacy label, e.g. "${name}".`),
    ),
    dataProtections: namesIn(dataProtectionNames, (id, name, section) => ({
      title: name,
      description: `The App Store's heading and sentence for ${section} (${id}): use the App Store's own words in this language.`,
      type: "object",
      properties: {
        heading: wordsField("Heading", `The App Store's heading ${id} shows under, e.g. "${name}".`),
        body: wordsField("Body", "The App Store's sentence under that heading."),
      },
      required: ["heading", "body"],
      additionalProperties: false,
    })),
    accessibilityFeatures: namesIn(accessibilityFeatureNames, (id, name) =>
      wordsField(name, `The App Store's name of the accessibility feature ${id} ("${name}"): use Apple's name in this language.`),
    ),
    eventBadges: namesIn(eventBadgeNames, (id, name) => wordsField(name, `App Store Connect's ${name} badge (${id}).`)),
  },
};
