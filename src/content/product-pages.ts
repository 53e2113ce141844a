/**
 * The app's custom product pages, as the owner lists them in product-pages.json (or the CMS):
 * each a landing page at /<slug>/ that sends its visitors to its own variant of the App Store page.
 */
interface ProductPageHero {
  headline?: string;
  tagline?: string;
}

/** One custom product page, as product-pages.json lists it. */
export interface ProductPage {
  slug: string;
  /** App Store Connect's ID of the custom product page: the ppid of its URL, a UUID. */
  ppid: string;
  /** The campaign token its links carry before their placement and language. */
  campaign: string;
  /** Whether search engines may list it. */
  indexed?: boolean;
  hero?: Readonly<Record<string, ProductPageHero>>;
  screenshots?: Readonly<Record<string, readonly string[]>>;
}
