/**
 * What the privacy claims promise (src/content/privacy-claims.json), checked against the copy it
 * speaks for: each claim it names is a claim of English's copy, which defines the copy's keys.
 */
import type { PrivacyClaims } from "../../../src/content/privacy-claims.ts";
import type { Copy } from "../../../src/content/site-content.ts";
import { jsonLocation } from "../json-file.ts";
import type { JsonFile } from "../json-file.ts";

/** A line for each claim the file names that English's copy does not make. */
export function privacyClaimProblems(file: JsonFile, value: Pick<PrivacyClaims, "claims">, english: Copy): string[] {
  const known = Object.keys(english.claims);
  return Object.keys(value.claims)
    .filter((claim) => !known.includes(claim))
    .map(
      (claim) =>
        `${jsonLocation(file, ["claims", claim])}: claims.${claim} is no claim of the copy; name one of English's claims (claims in its copy.json): ${known.join(", ")}`,
    );
}
