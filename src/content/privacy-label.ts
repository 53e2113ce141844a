/**
 * The App Store's privacy label ("App Privacy"), as the maker declares it to Apple: fastlane's
 * app_privacy_details.json, the file `upload_app_privacy_details_to_app_store` uploads and
 * `download_app_privacy_details_from_app_store` writes (fastlane/lib/fastlane/actions/), an array
 * of `{ category, purposes, data_protections }`, or a single `{ data_protections:
 * ["DATA_NOT_COLLECTED"] }`. The identifiers are App Store Connect's, as fastlane's Spaceship
 * lists them (spaceship/lib/spaceship/connect_api/models/app_data_usage_category.rb,
 * app_data_usage_purposes.rb, app_data_usage_data_protection.rb), in their order; the file's
 * schema (app_privacy_details.schema.json) lists the same, and a test holds the two together.
 */

/** The data types, in App Store Connect's order. */
export const dataCategories = [
  "PAYMENT_INFORMATION",
  "CREDIT_AND_FRAUD",
  "OTHER_FINANCIAL_INFO",
  "PRECISE_LOCATION",
  "SENSITIVE_INFO",
  "PHYSICAL_ADDRESS",
  "EMAIL_ADDRESS",
  "NAME",
  "PHONE_NUMBER",
  "OTHER_CONTACT_INFO",
  "CONTACTS",
  "EMAILS_OR_TEXT_MESSAGES",
  "PHOTOS_OR_VIDEOS",
  "AUDIO",
  "GAMEPLAY_CONTENT",
  "CUSTOMER_SUPPORT",
  "OTHER_USER_CONTENT",
  "BROWSING_HISTORY",
  "SEARCH_HISTORY",
  "USER_ID",
  "DEVICE_ID",
  "PURCHASE_HISTORY",
  "PRODUCT_INTERACTION",
  "ADVERTISING_DATA",
  "OTHER_USAGE_DATA",
  "CRASH_DATA",
  "PERFORMANCE_DATA",
  "OTHER_DIAGNOSTIC_DATA",
  "OTHER_DATA",
  "HEALTH",
  "FITNESS",
  "COARSE_LOCATION",
] as const;

/** What collected data is used for, in App Store Connect's order. */
export const dataPurposes = [
  "THIRD_PARTY_ADVERTISING",
  "DEVELOPERS_ADVERTISING",
  "ANALYTICS",
  "PRODUCT_PERSONALIZATION",
  "APP_FUNCTIONALITY",
  "OTHER_PURPOSES",
] as const;

/** How collected data is held, in the order the App Store's product page shows them; or that none is collected. */
export const collectedProtections = ["DATA_USED_TO_TRACK_YOU", "DATA_LINKED_TO_YOU", "DATA_NOT_LINKED_TO_YOU"] as const;
export const notCollected = "DATA_NOT_COLLECTED";
export const dataProtections = [...collectedProtections, notCollected] as const;

type DataCategory = (typeof dataCategories)[number];
type DataPurpose = (typeof dataPurposes)[number];
type CollectedProtection = (typeof collectedProtections)[number];
type DataProtection = (typeof dataProtections)[number];

/** One entry of the file, as fastlane reads it. */
export interface PrivacyLabelEntry {
  category?: DataCategory;
  purposes?: readonly DataPurpose[];
  data_protections: readonly DataProtection[];
}

/** The label and the file it was read from, as the build's messages name it. */
export interface PrivacyLabel {
  file: string;
  entries: readonly PrivacyLabelEntry[];
}

/** A data type the label says is collected: its purposes and how it is held. */
export interface CollectedData {
  category: DataCategory;
  purposes: readonly DataPurpose[];
  protections: readonly CollectedProtection[];
}

/** The label says no data is collected: App Store Connect's "Data Not Collected". */
export const collectsNothing = (label: PrivacyLabel): boolean =>
  label.entries.length > 0 && label.entries.every((entry) => entry.data_protections.includes(notCollected));

/** The data types the label declares collected, in App Store Connect's order, each with its purposes in theirs. */
export function collectedData(label: PrivacyLabel): CollectedData[] {
  const byOrder =
    <T extends string>(order: readonly T[]) =>
    (a: T, b: T) =>
      order.indexOf(a) - order.indexOf(b);
  return label.entries
    .filter(
      (entry): entry is PrivacyLabelEntry & { category: DataCategory } =>
        Boolean(entry.category) && !entry.data_protections.includes(notCollected),
    )
    .map((entry) => ({
      category: entry.category,
      purposes: [...(entry.purposes ?? [])].sort(byOrder(dataPurposes)),
      protections: collectedProtections.filter((protection) => entry.data_protections.includes(protection)),
    }))
    .sort((a, b) => byOrder(dataCategories)(a.category, b.category));
}

/** A problem of the label's entries: where in the file (an entry's index, a key) and what is wrong. */
export interface LabelProblem {
  path: (string | number)[];
  says: string;
}

/**
 * What App Store Connect would refuse, or could not show, in entries that meet the schema:
 * "Data Not Collected" beside collected data, a collected type without its purposes or without
 * saying whether it is linked to you, a type declared twice, an empty label.
 */
export function privacyLabelProblems(entries: readonly PrivacyLabelEntry[]): LabelProblem[] {
  if (entries.length === 0)
    return [
      {
        path: [],
        says: `declares nothing; App Store Connect needs an answer: [{ "data_protections": ["${notCollected}"] }] if the app collects no data`,
      },
    ];
  const problems: LabelProblem[] = [];
  const collected = entries.flatMap((entry) =>
    entry.category || entry.data_protections.some((protection) => protection !== notCollected) ? [entry.category ?? "data"] : [],
  );
  const seen = new Map<string, number>();
  entries.forEach((entry, index) => {
    const name = entry.category ?? "this entry";
    if (entry.data_protections.includes(notCollected) && collected.length > 0)
      problems.push({
        path: [index],
        says: `says ${notCollected} beside data the label collects (${collected.join(", ")}); App Store Connect refuses the two together: keep one or the other`,
      });
    if (entry.data_protections.includes(notCollected)) return;
    if (!entry.category) problems.push({ path: [index], says: "names no category: say which data type it collects (e.g. CRASH_DATA)" });
    if (!entry.purposes?.length)
      problems.push({ path: [index, "purposes"], says: `lists no purpose: say what ${name} is used for (e.g. APP_FUNCTIONALITY)` });
    const linked = entry.data_protections.filter(
      (protection) => protection === "DATA_LINKED_TO_YOU" || protection === "DATA_NOT_LINKED_TO_YOU",
    );
    if (linked.length !== 1)
      problems.push({
        path: [index, "data_protections"],
        says: `must say whether ${name} is linked to you: DATA_LINKED_TO_YOU or DATA_NOT_LINKED_TO_YOU, one of the two`,
      });
    if (entry.category) {
      const first = seen.get(entry.category);
      if (first !== undefined)
        problems.push({
          path: [index, "category"],
          says: `declares ${entry.category} again (entry ${first} did): one entry a data type, its purposes together`,
        });
      else seen.set(entry.category, index);
    }
  });
  return problems;
}
