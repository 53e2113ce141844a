/**
 * What the maker declares to the App Store, which its page shows and the site shows too: the
 * privacy label, read from the one file that holds it (beside the fastlane listing, else
 * src/content/), checked against the privacy policy's claims in every published language
 * (src/content/privacy-claims.ts); and the Accessibility Nutrition Labels (src/content/accessibility.json).
 */
import { labelPolicyProblems } from "../../../src/content/label-against-claims.ts";
import type { PrivacyLabel } from "../../../src/content/privacy-label.ts";
import type { SiteContent } from "../../../src/content/site-content.ts";
import type { StoreDeclarations } from "../../../src/launch/assets.ts";
import { defaultLocale } from "../../../src/site.ts";
import type { SiteConfig } from "../../../src/site.ts";
import { BuildError } from "../errors.ts";
import type { FastlaneListing } from "../fastlane/read-listing.ts";
import { privacyLabelFile } from "./privacy-label-file.ts";

/** The declarations the pages show, or a BuildError naming every problem: no label, two, or a label the policy contradicts. */
export function storeDeclarations(site: SiteConfig, content: SiteContent, listing?: FastlaneListing): StoreDeclarations {
  const labels = [listing?.privacyLabel, content.privacyLabel].filter((label): label is PrivacyLabel => Boolean(label));
  if (labels.length === 0)
    throw new BuildError(
      "privacy label",
      `there is none: the privacy page shows the label the app declares to Apple ("App Privacy"), read from ${site.fastlanePath}/${privacyLabelFile} beside your fastlane listing, else src/content/${privacyLabelFile}. Save yours there (fastlane's download_app_privacy_details_from_app_store writes it from App Store Connect), or write [{ "data_protections": ["DATA_NOT_COLLECTED"] }] if the app collects no data`,
    );
  const published = content.languages.filter((language) => language.code === defaultLocale || site.locales.includes(language.code));
  const problems = [
    ...(labels.length > 1
      ? [
          `${labels[0].file} and ${labels[1].file} are both privacy labels: keep the one fastlane uploads, ${labels[0].file}, and delete ${labels[1].file}`,
        ]
      : []),
    ...labels.flatMap((label) => labelPolicyProblems(label, content.privacyClaims, published)),
  ];
  if (problems.length > 0) throw new BuildError("privacy label", problems.join("\n"));
  return { privacyLabel: labels[0], accessibility: content.accessibility };
}
