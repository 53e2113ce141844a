/**
 * The App Store's privacy label ("App Privacy"), as the maker declares it to Apple: fastlane's
 * app_privacy_details.json, the file `upload_app_privacy_details_to_app_store` uploads and
 * `download_app_privacy_details_from_app_store` writes (fastlane/lib/fastlane/actions/), an array
 * of `{ category, purposes, data_protections }`, or a single `{ data_protections:
 * ["DATA_NOT_COLLECTED"] }`, by App Store Connect's names (./app-store-names.ts).
 */
import { dataCategories, dataProtections, dataPurposes } from "./app-store-names.ts";
import type { DataCategory, DataPurpose } from "./app-store-names.ts";
import { dotted } from "./data-schema.ts";
import type { DataOf, DataProblem, DataSchema } from "./data-schema.ts";

/** How collected data is held, in the order the App Store's product page shows them; or that none is collected. */
export const collectedProtections = [
  "DATA_USED_TO_TRACK_YOU",
  "DATA_LINKED_TO_YOU",
  "DATA_NOT_LINKED_TO_YOU",
] as const satisfies readonly (typeof dataProtections)[number][];
export const notCollected = "DATA_NOT_COLLECTED" satisfies (typeof dataProtections)[number];
type CollectedProtection = (typeof collectedProtections)[number];

/** app_privacy_details.json's shape: its type, the build's check and the editors' schema (app_privacy_details.schema.json) come from it. */
export const privacyLabelSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "app_privacy_details.schema.json",
  title: "App Privacy",
  description:
    "The App Store's privacy label, in the format fastlane's upload_app_privacy_details_to_app_store uploads and download_app_privacy_details_from_app_store writes: a list of the data types the app collects, each with its purposes and how it is held, or one entry saying DATA_NOT_COLLECTED. The privacy page shows it, and the build stops where it and the privacy policy disagree. Keep it in fastlane/ beside your listing when you have one (then delete this copy), else here; upload it with fastlane whenever it changes, so the App Store says what the site says.",
  type: "array",
  items: {
    type: "object",
    properties: {
      category: {
        title: "Data type",
        description:
          "The data type collected, by App Store Connect's name for it (fastlane's Spaceship lists them): e.g. CRASH_DATA, PHOTOS_OR_VIDEOS. Left out in the entry that says DATA_NOT_COLLECTED.",
        type: "string",
        enum: dataCategories,
      },
      purposes: {
        title: "Purposes",
        description: "What the data type is used for, e.g. APP_FUNCTIONALITY, ANALYTICS: at least one for collected data.",
        type: "array",
        items: { type: "string", enum: dataPurposes },
        uniqueItems: true,
      },
      data_protections: {
        title: "Data protections",
        description:
          "How the data type is held: DATA_LINKED_TO_YOU or DATA_NOT_LINKED_TO_YOU, and DATA_USED_TO_TRACK_YOU where it tracks you; or DATA_NOT_COLLECTED alone, in an entry of its own, where the app collects no data.",
        type: "array",
        items: { type: "string", enum: dataProtections },
        minItems: 1,
        uniqueItems: true,
      },
    },
    required: ["data_protections"],
    additionalProperties: false,
  },
} as const satisfies DataSchema;

/** The file's entries, as fastlane reads them. */
type PrivacyLabelEntries = DataOf<typeof privacyLabelSchema>;
/** One entry of the file. */
type PrivacyLabelEntry = PrivacyLabelEntries[number];

/** The label and the file it was read from, as the build's messages name it. */
export interface PrivacyLabel {
  file: string;
  entries: PrivacyLabelEntries;
}

/** A data type the label says is collected: its purposes and how it is held. */
interface CollectedData {
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

/** A problem at `at` in the label's file, named by its place there (0.purposes), or "the label" for the whole. */
const problem = (at: readonly (string | number)[], says: string): DataProblem => ({ at, says: `${dotted(at, "the label")} ${says}` });

/**
 * What App Store Connect would refuse, or could not show, in entries that meet the schema:
 * "Data Not Collected" beside collected data, a collected type without its purposes or without
 * saying whether it is linked to you, a type declared twice, an empty label.
 */
export function privacyLabelProblems(entries: PrivacyLabelEntries): DataProblem[] {
  if (entries.length === 0)
    return [
      problem(
        [],
        `declares nothing; App Store Connect needs an answer: [{ "data_protections": ["${notCollected}"] }] if the app collects no data`,
      ),
    ];
  const problems: DataProblem[] = [];
  const collected = entries.flatMap((entry) =>
    entry.category || entry.data_protections.some((protection) => protection !== notCollected) ? [entry.category ?? "data"] : [],
  );
  const seen = new Map<string, number>();
  entries.forEach((entry, index) => {
    const name = entry.category ?? "this entry";
    if (entry.data_protections.includes(notCollected) && collected.length > 0)
      problems.push(
        problem(
          [index],
          `says ${notCollected} beside data the label collects (${collected.join(", ")}); App Store Connect refuses the two together: keep one or the other`,
        ),
      );
    if (entry.data_protections.includes(notCollected)) return;
    if (!entry.category) problems.push(problem([index], "names no category: say which data type it collects (e.g. CRASH_DATA)"));
    if (!entry.purposes?.length)
      problems.push(problem([index, "purposes"], `lists no purpose: say what ${name} is used for (e.g. APP_FUNCTIONALITY)`));
    const linked = entry.data_protections.filter(
      (protection) => protection === "DATA_LINKED_TO_YOU" || protection === "DATA_NOT_LINKED_TO_YOU",
    );
    if (linked.length !== 1)
      problems.push(
        problem(
          [index, "data_protections"],
          `must say whether ${name} is linked to you: DATA_LINKED_TO_YOU or DATA_NOT_LINKED_TO_YOU, one of the two`,
        ),
      );
    if (entry.category) {
      const first = seen.get(entry.category);
      if (first !== undefined)
        problems.push(
          problem(
            [index, "category"],
            `declares ${entry.category} again (entry ${first} did): one entry a data type, its purposes together`,
          ),
        );
      else seen.set(entry.category, index);
    }
  });
  return problems;
}
