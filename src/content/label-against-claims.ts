/**
 * The privacy label against the site's words, by what each claim promises (./privacy-claims.ts):
 * a label that collects a type some claim rules out cannot stand beside that claim, and a label
 * of "Data Not Collected" needs a policy that quotes a claim ruling out every type.
 */
import type { DataCategory } from "./app-store-names.ts";
import { flatten } from "./copy-keys.ts";
import { localeLabel } from "./copy.ts";
import { everyDataType } from "./privacy-claims.ts";
import type { PrivacyClaims } from "./privacy-claims.ts";
import { collectedData, collectsNothing, notCollected } from "./privacy-label.ts";
import type { PrivacyLabel } from "./privacy-label.ts";
import type { ContentLanguage } from "./site-content.ts";

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
