/**
 * What the privacy claims promise (src/content/privacy-claims.json), checked against the copy it
 * speaks for: each claim it names is a claim of English's copy, which defines the copy's keys.
 */
import type { DataProblem } from "../../../src/content/data-schema.ts";
import type { PrivacyClaims } from "../../../src/content/privacy-claims.ts";
import type { Copy } from "../../../src/content/site-content.ts";

/** A problem for each claim the file names that English's copy does not make. */
export function privacyClaimProblems(value: Pick<PrivacyClaims, "claims">, english: Copy): DataProblem[] {
  const known = Object.keys(english.claims);
  return Object.keys(value.claims)
    .filter((claim) => !known.includes(claim))
    .map((claim) => ({
      at: ["claims", claim],
      says: `claims.${claim} is no claim of the copy; name one of English's claims (claims in its copy.json): ${known.join(", ")}`,
    }));
}
