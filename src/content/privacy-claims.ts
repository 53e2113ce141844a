/**
 * The privacy label against the site's words, by what each claim promises: privacy-claims.json
 * says, beside the claims' words (claims in each language's copy), which data types each one
 * rules out. A label that collects a type some claim rules out cannot stand beside that claim,
 * and a label of "Data Not Collected" needs a policy that quotes a claim ruling out every type.
 */
import { dataCategories } from "./app-store-names.ts";
import type { DataCategory } from "./app-store-names.ts";
import { flatten } from "./copy-keys.ts";
import { localeLabel } from "./copy.ts";
import { schemaPointer } from "./data-schema.ts";
import type { DataOf, DataSchema } from "./data-schema.ts";
import { collectedData, collectsNothing, notCollected } from "./privacy-label.ts";
import type { PrivacyLabel } from "./privacy-label.ts";
import type { ContentLanguage } from "./site-content.ts";

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

/** Whether a claim's promise rules out `category`. */
const rulesOut = (rule: PrivacyClaims["claims"][string]["rulesOut"], category: DataCategory) =>
  rule === everyDataType || rule.includes(category);

type Language = Pick<ContentLanguage, "code" | "copy" | "base" | "own">;

/** The copy's keys whose text quotes `{claim}`, by claim. */
function quotedBy(language: Language): Map<string, string[]> {
  const quotes = new Map<string, string[]>();
  for (const [key, text] of flatten(language.copy))
    for (const [, name] of text.matchAll(/\{(\w+)\}/g)) quotes.set(name, [...(quotes.get(name) ?? []), key]);
  return quotes;
}

const inPolicy = (key: string) => key.startsWith("privacy.");
/** A regional variant answers only for what its own file says; its base's words are its base's to fix. */
const ownsAny = (language: Language, keys: readonly string[]) => !language.base || keys.some((key) => language.own.has(key));

/** Each disagreement of the label with a language's claims, one line each, naming the label's file, the data types, the claim's key and where it is quoted. */
export function labelPolicyProblems(label: PrivacyLabel, promises: PrivacyClaims, languages: readonly Language[]): string[] {
  const collected = collectedData(label);
  const promising = Object.entries(promises.claims);
  const promiseNothingCollected = promising.filter(([, { rulesOut }]) => rulesOut === everyDataType).map(([claim]) => claim);
  return languages.flatMap((language) => {
    const quotes = quotedBy(language);
    const where = localeLabel(language.code);
    if (collectsNothing(label)) {
      const promised = promiseNothingCollected.filter((claim) => quotes.get(claim)?.some(inPolicy));
      const policyKeys = [...flatten(language.copy.privacy, "privacy").keys()];
      if (promised.length > 0 || !ownsAny(language, policyKeys)) return [];
      const which = promiseNothingCollected.length
        ? promiseNothingCollected.map((claim) => `{${claim}}`).join(", ")
        : `none in ${promises.file} rules out "${everyDataType}"`;
      return [
        `${label.file}: the label says ${notCollected}, but the privacy policy (privacy in ${where}) quotes none of the claims that promise it (${which}): quote one, as its Data Collection section does; or, if the app collects data now, declare it in the label`,
      ];
    }
    const claimWords: Readonly<Record<string, string>> = language.copy.claims;
    return promising
      .filter(([claim]) => ownsAny(language, [`claims.${claim}`]) && claimWords[claim] !== undefined)
      .flatMap(([claim, promise]) => {
        const contradicted = collected.filter((data) => rulesOut(promise.rulesOut, data.category));
        if (contradicted.length === 0) return [];
        const what = contradicted
          .map((data) => `${data.category} (${data.protections.join(", ")})`)
          .join(", ")
          .concat(contradicted.length === 1 ? " is collected" : " are collected");
        const quoting = quotes.get(claim) ?? [];
        const who = quoting.some(inPolicy) ? "the privacy policy claims" : "the site claims";
        const text = claimWords[claim];
        return [
          `${label.file}: ${what}, but ${who} "${claim}" (claims.${claim} in ${where}, quoted by ${quoting.join(", ") || "no text"}): "${text}", which ${promises.file} says rules out ${promise.rulesOut === everyDataType ? everyDataType : promise.rulesOut.join(", ")}. Correct the label; or, if the app does collect it, say so in the policy, reword the claim in every language so it promises only what stays true, and say what it rules out now in ${promises.file} (claims.${claim}.rulesOut)`,
        ];
      });
  });
}
