/**
 * What the specification requires each page to have, named by what it is (the `data-spec`
 * marker the component puts on it), never by its wording: an owner may reword any of it, and
 * the build stops only when an edit leaves one out or renders it empty (src/content/validate.ts).
 * The specification's own words are held by src/content/spec.test.ts alone.
 */

export interface Requirement {
  /** The value of the `data-spec` attribute that marks it. */
  marker: string;
  /** How many the page must show: exactly this many, or at least `min`. */
  count: number | { min: number };
  /** Where the specification asks for it. */
  specSection: string;
}

/** Every page with the shared header and footer. */
export const siteChromeRequirements: readonly Requirement[] = [
  { marker: "nav-link", count: { min: 4 }, specSection: "§2 Shared header: Features, FAQ, Privacy, Support" },
  { marker: "download", count: { min: 1 }, specSection: "§2 Shared header: the download button" },
  { marker: "footer-link", count: { min: 4 }, specSection: "§2 Shared footer: product and support links" },
  { marker: "contact-email", count: 1, specSection: "§2 Shared footer: the contact e-mail" },
  { marker: "copyright", count: 1, specSection: "§2 Shared footer: the copyright line" },
];

/** By the page's output file, as in src/pages/registry.ts; a page not listed has no requirements of its own. */
export const pageRequirements: Readonly<Record<string, readonly Requirement[]>> = {
  "index.html": [
    { marker: "headline", count: 1, specSection: "§2 Landing page, 1. Hero: the headline" },
    { marker: "tagline", count: 1, specSection: "§1 and §2 Hero: the tagline as subline" },
    { marker: "quote", count: 2, specSection: "§2 Landing page, 1. Hero: two quote snippets" },
    { marker: "floating-label", count: 3, specSection: "§2 Landing page, 1. Hero: three floating labels" },
    { marker: "features", count: 1, specSection: "§2 Landing page, 2. Features (id features)" },
    { marker: "feature", count: 3, specSection: "§2 Landing page, 2. Features: three features" },
    { marker: "step", count: 3, specSection: "§2 Landing page, 3. How it works: three steps" },
    { marker: "faq", count: 1, specSection: "§2 Landing page, 4. FAQ (id faq)" },
    { marker: "faq-item", count: { min: 1 }, specSection: "§2 Landing page, 4. FAQ accordion" },
    { marker: "closing-heading", count: 1, specSection: "§2 Landing page, 5. Closing call to action" },
    { marker: "privacy-link", count: 1, specSection: "§2 Landing page, 5. Closing call to action: a link to the privacy policy" },
    { marker: "download-bar", count: 1, specSection: "§2 Landing page, 5. The download bar on small screens" },
  ],
  "privacy/index.html": [
    { marker: "privacy-updated", count: 1, specSection: "§2 Privacy page: the last-updated date" },
    { marker: "privacy-section", count: 6, specSection: "§2 Privacy page: six sections" },
  ],
  "support/index.html": [
    { marker: "email-support", count: 1, specSection: "§2 Support page: the email support card" },
    { marker: "response-time", count: 1, specSection: "§2 Support page: the typical response time" },
    { marker: "faq-link", count: 1, specSection: "§2 Support page: the Quick FAQ card's link to /#faq" },
  ],
  "404.html": [
    { marker: "not-found-heading", count: 1, specSection: "§2 404 page: the not-found text" },
    { marker: "home-link", count: 1, specSection: "§2 404 page: the link home" },
  ],
};
