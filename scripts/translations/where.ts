/**
 * Where each part of the copy appears, for the note a translator reads beside each string.
 * Keyed by the copy's top-level key; a part added later and not named here is described by its key.
 */
const places: Readonly<Record<string, string>> = {
  language: "The language switcher in every page's footer",
  claims: "The product's promises, quoted in the FAQ, the features and the privacy policy",
  factWords: "Facts in words, inside the claims and the FAQ",
  home: "The landing page's title and description (browser tab, search results, link previews)",
  hero: "Landing page: the hero at the top",
  featuresIntro: "Landing page: the features section's heading",
  features: "Landing page: the features",
  stepsIntro: "Landing page: the How it works section's heading",
  steps: "Landing page: the How it works steps",
  faq: "Landing page: the FAQ",
  callToAction: "Landing page: the closing call to action",
  privacy: "Privacy policy page",
  support: "Support page",
  notFound: "The 404 page",
  unexpectedError: "The build's message when a page fails to render",
  nav: "The header's and footer's links on every page",
  chrome: "Every page: skip link, menu, landmarks, footer, link-preview image",
  store: "Every page: the download button, the download bar and the FAQ's last answer, by App Store state",
  proof: "Landing page: ratings, reviews and press quotes",
  launch: "Landing page: the screenshots and the preview video",
};

/** Where the string with this key appears on the site. */
export function whereShown(key: string): string {
  const top = key.split(".")[0];
  return places[top] ?? `Wherever the site shows ${top}`;
}
