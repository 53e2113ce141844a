/**
 * The privacy label against the site's words, by the claims the copy quotes rather than by its
 * wording: a label that collects data cannot stand beside a claim that nothing is collected or
 * nothing leaves the phone, and a label of "Data Not Collected" needs a policy that promises it.
 */
import { flatten } from "./copy-keys.ts";
import { localeLabel } from "./copy.ts";
import { collectedData, collectsNothing, notCollected } from "./privacy-label.ts";
import type { PrivacyLabel } from "./privacy-label.ts";
import type { ContentLanguage } from "./site-content.ts";

/**
 * The claims that promise no data is collected: nothing about you is kept, nothing leaves the
 * phone. Apple calls data collected once it is sent off the device and kept longer than the
 * request needs, so any data type the label collects contradicts each of them.
 */
export const noCollectionClaims = ["noDataCollected", "onDevice"] as const satisfies readonly (keyof ContentLanguage["copy"]["claims"])[];

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

/** Each disagreement of the label with a language's claims, one line each, naming the label's file, the data types and the claim's key. */
export function labelPolicyProblems(label: PrivacyLabel, languages: readonly Language[]): string[] {
  const collected = collectedData(label);
  return languages.flatMap((language) => {
    const quotes = quotedBy(language);
    const where = localeLabel(language.code);
    if (collectsNothing(label)) {
      const promised = noCollectionClaims.filter((claim) => quotes.get(claim)?.some(inPolicy));
      const policyKeys = [...flatten(language.copy.privacy, "privacy").keys()];
      if (promised.length > 0 || !ownsAny(language, policyKeys)) return [];
      return [
        `${label.file}: the label says ${notCollected}, but the privacy policy (privacy in ${where}) quotes none of the claims that promise it (${noCollectionClaims.map((claim) => `{${claim}}`).join(", ")}): quote one, as its Data Collection section does; or, if the app collects data now, declare it in the label`,
      ];
    }
    const what = collected
      .map((data) => `${data.category} (${data.protections.join(", ")})`)
      .join(", ")
      .concat(collected.length === 1 ? " is collected" : " are collected");
    return noCollectionClaims
      .filter((claim) => ownsAny(language, [`claims.${claim}`]) && claim in language.copy.claims)
      .map((claim) => {
        const quoting = quotes.get(claim) ?? [];
        const who = quoting.some(inPolicy) ? "the privacy policy claims" : "the site claims";
        const text = language.copy.claims[claim];
        return `${label.file}: ${what}, but ${who} "${claim}" (claims.${claim} in ${where}, quoted by ${quoting.join(", ") || "no text"}): "${text}". Correct the label; or, if the app does collect it, say so in the policy, reword the claim so it no longer promises that nothing is collected, and take "${claim}" out of noCollectionClaims (src/content/privacy-claims.ts)`;
      });
  });
}
