/**
 * What each privacy claim promises, as privacy-claims.json says beside the claims' words (claims
 * in each language's copy): the data types it rules out. Beside the file's shape, its check: each
 * claim it names is one of English's. The build holds the privacy label to it (./label-against-claims.ts).
 */
import { dataCategories } from "./app-store-names.ts";
import { schemaPointer } from "./data-schema.ts";
import type { DataOf, DataProblem, DataSchema } from "./data-schema.ts";

/** What a claim that promises no data is collected at all rules out. */
export const everyDataType = "every data type";

/** privacy-claims.json's shape: its type, the build's check and the editors' schema (privacy-claims.schema.json) come from it. */
export const privacyClaimsSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "privacy-claims.schema.json",
  title: "What the privacy claims promise",
  description:
    "What each claim of the copy (claims in each language's copy.json) promises about the data the app collects: the data types it rules out, by App Store Connect's names. The build holds the privacy label (app_privacy_details.json) to it in every language: a label that collects a type a claim rules out stops the build while the site makes that claim, and a label of Data Not Collected needs a privacy policy that quotes a claim ruling out every data type. A claim not listed here promises nothing about data.",
  type: "object",
  properties: {
    $schema: schemaPointer,
    claims: {
      title: "Claims",
      description: "By the claim's key in the copy (noDataCollected for {noDataCollected}).",
      type: "object",
      patternProperties: {
        "^[A-Za-z][A-Za-z0-9]*$": {
          type: "object",
          properties: {
            rulesOut: {
              title: "Rules out",
              description: `The data types the claim promises the app never collects: "${everyDataType}" for a claim that no data at all is collected, else a list of App Store Connect's names, e.g. ["PHOTOS_OR_VIDEOS"] for "your photos stay on your device" (crash data alone does not contradict it).`,
              oneOf: [
                { type: "string", const: everyDataType },
                { type: "array", items: { type: "string", enum: dataCategories }, minItems: 1, uniqueItems: true },
              ],
            },
          },
          required: ["rulesOut"],
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
  },
  required: ["claims"],
  additionalProperties: false,
} as const satisfies DataSchema;

/** What each claim promises, by its key, and the file that says it, as the build's messages name it. */
export interface PrivacyClaims {
  file: string;
  claims: DataOf<typeof privacyClaimsSchema>["claims"];
}

/** A problem for each claim the file names that English's copy does not make (`made`: English's claims, which define the copy's keys). */
export function privacyClaimProblems(value: Pick<PrivacyClaims, "claims">, made: readonly string[]): DataProblem[] {
  return Object.keys(value.claims)
    .filter((claim) => !made.includes(claim))
    .map((claim) => ({
      at: ["claims", claim],
      says: `claims.${claim} is no claim of the copy; name one of English's claims (claims in its copy.json): ${made.join(", ")}`,
    }));
}
