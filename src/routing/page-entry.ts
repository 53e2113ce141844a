/**
 * What a page of the site is (src/pages/registry.ts lists them): its address and output file, its
 * words, the stylesheets it inlines, its chrome, whether search engines list it, what its script
 * does. The document (src/components/Layout.tsx) and the host files (src/publish/) read it, below
 * the pages that make it.
 */
import type { ComponentType } from "react";
import type { BehaviourName } from "../client/behaviours.ts";
import type { Offer } from "../content/offers.ts";
import type { ProductPage } from "../content/product-pages.ts";
import type { Copy } from "../content/site-content.ts";

/** The Sass entries in src/styles/ (site.scss, ...), inlined in this order into the pages that name them. */
export type Stylesheet =
  | "site"
  | "landing"
  | "launch"
  | "stores"
  | "error-page"
  | "press-kit"
  | "latest-version"
  | "declarations"
  | "offer-page"
  | "in-app-events";

/** One page of the site, written in every published language. */
export interface PageEntry {
  /** The path visitors use, without the base path; "" for the 404 page, which has no route of its own. */
  route: string;
  /** Where the build writes the page, relative to dist/. */
  output: string;
  /** The page's own title and description in a locale's copy; the Layout adds the site name to the title. */
  meta: (copy: Copy) => { title: string; description: string };
  component: ComponentType;
  /** Which stylesheets the page inlines: only what it uses, to stay within one round trip. */
  styles: readonly Stylesheet[];
  /** "bare" drops the shared header and footer, as the 404 page requires. */
  chrome: "site" | "bare";
  /** Listed in the sitemap and indexable by search engines. */
  indexable: boolean;
  /** What the page's script does (src/client/behaviours.ts); the launch material may add more. */
  behaviours: readonly BehaviourName[];
  /** Published only where this holds of the launch material: a page made of a record there may be none of. */
  shownWhen?: (shown: LaunchShown) => boolean;
  /** The custom product page it is the landing page of (src/pages/product-landing-pages.ts): the home page, at its own address. */
  productPage?: ProductPage;
  /** The offer code it is the page of (src/pages/offer-pages.ts), at /redeem/<code>/. */
  offer?: Offer;
}

/** Which launch material the landing page shows beyond its phone: the strip, the video. */
export interface LaunchShown {
  strip: boolean;
  video: boolean;
  proof: boolean;
  /** Google's badge beside Apple's. */
  stores: boolean;
  /** A saved App Store record (src/launch/app-store-record.ts). */
  store: boolean;
  /** The latest version's notes, from the App Store's record or the maker's fastlane listing. */
  releaseNotes: boolean;
  /** An in-app event that had not ended by the sources' date (src/content/events.json). */
  events: boolean;
}

/** Whether a page is the landing page: the home page, or a custom product page's. */
export const isLanding = (page: PageEntry) => page.route === "/" || Boolean(page.productPage);

/** A page's short name, from its route's first folder: "home", "privacy", "redeem", "404"; in campaign tokens and the tests' names. */
export const pageName = (route: string) => (route === "/" ? "home" : (route.split("/").find(Boolean) ?? "404"));
