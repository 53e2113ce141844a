/**
 * What the specification requires each page to say, word for word. The copy lives in the
 * other content modules and the pages; the build checks the rendered pages against this list
 * and stops when an edit has dropped one (src/content/validate.ts). Change an entry here only
 * when the specification itself changes.
 */
import { claims, facts, formatIsoDate } from "./facts.ts";

export interface PageRequirements {
  /** The page's output file, as in src/pages/registry.ts. */
  output: string;
  /** Text the page must show, each as written here. */
  texts: readonly string[];
}

export const requiredTexts: readonly PageRequirements[] = [
  {
    output: "index.html",
    texts: [
      "Swipe to organize",
      "Duplicate detected",
      "Similar photo",
      "Low-quality",
      "Swipe to Clean",
      "Local & Private",
      "iOS-Native",
      "Grant Access",
      "Swipe",
      "Review & Confirm",
      "Make space for what matters",
      "Features",
      "FAQ",
      "Privacy",
      "Support",
    ],
  },
  {
    output: "privacy/index.html",
    texts: [
      `Last updated ${formatIsoDate(facts.privacyLastUpdated)}`,
      "Data Collection",
      "Permissions Used",
      "Children's Privacy",
      "Contact Information",
      "Changes to This Privacy Policy",
      "Conclusion",
    ],
  },
  { output: "support/index.html", texts: ["Email support", facts.supportResponseTime, "Quick FAQ"] },
  { output: "404.html", texts: ["Oops! Page not found", "Return to Home"] },
];

/** Every claim the product makes must be made somewhere on the site: each FAQ answer carries some. */
export const requiredClaims: Readonly<Record<string, string>> = claims;
