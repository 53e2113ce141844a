/**
 * What the specification requires each page to have, named by what it is (the `data-spec`
 * marker the component puts on it), never by its wording or its number: an owner may reword
 * any of it, or add a fourth feature card, and the build stops only when an edit leaves one
 * out or renders one empty (src/content/validate.ts). The specification's own words and numbers
 * (three features, six policy sections…) are held by src/content/spec.test.ts alone.
 */

export interface Requirement {
  /** The value of the `data-spec` attribute that marks it. */
  marker: string;
  /** Where the specification asks for it. */
  specSection: string;
}

/** Every page with the shared header and footer. */
export const siteChromeRequirements: readonly Requirement[] = [
  { marker: "nav-link", specSection: "§2 Shared header: Features, FAQ, Privacy, Support" },
  { marker: "download", specSection: "§2 Shared header: the download button" },
  { marker: "footer-link", specSection: "§2 Shared footer: product and support links" },
  { marker: "contact-email", specSection: "§2 Shared footer: the contact e-mail" },
  { marker: "copyright", specSection: "§2 Shared footer: the copyright line" },
];

/** By the page's output file, as in src/pages/registry.ts; a page not listed has no requirements of its own. */
export const pageRequirements: Readonly<Record<string, readonly Requirement[]>> = {
  "index.html": [
    { marker: "headline", specSection: "§2 Landing page, 1. Hero: the headline" },
    { marker: "tagline", specSection: "§1 and §2 Hero: the tagline as subline" },
    { marker: "quote", specSection: "§2 Landing page, 1. Hero: the quote snippets" },
    { marker: "floating-label", specSection: "§2 Landing page, 1. Hero: the floating labels" },
    { marker: "features", specSection: "§2 Landing page, 2. Features (id features)" },
    { marker: "feature", specSection: "§2 Landing page, 2. Features: the feature cards" },
    { marker: "step", specSection: "§2 Landing page, 3. How it works: the steps" },
    { marker: "faq", specSection: "§2 Landing page, 4. FAQ (id faq)" },
    { marker: "faq-item", specSection: "§2 Landing page, 4. FAQ accordion" },
    { marker: "closing-heading", specSection: "§2 Landing page, 5. Closing call to action" },
    { marker: "privacy-link", specSection: "§2 Landing page, 5. Closing call to action: a link to the privacy policy" },
    { marker: "download-bar", specSection: "§2 Landing page, 5. The download bar on small screens" },
  ],
  "privacy/index.html": [
    { marker: "privacy-updated", specSection: "§2 Privacy page: the last-updated date" },
    { marker: "privacy-section", specSection: "§2 Privacy page: its sections" },
  ],
  "support/index.html": [
    { marker: "email-support", specSection: "§2 Support page: the email support card" },
    { marker: "response-time", specSection: "§2 Support page: the typical response time" },
    { marker: "faq-link", specSection: "§2 Support page: the Quick FAQ card's link to /#faq" },
  ],
  "404.html": [
    { marker: "not-found-heading", specSection: "§2 404 page: the not-found text" },
    { marker: "home-link", specSection: "§2 404 page: the link home" },
  ],
};
