/**
 * The pages of the app's offer codes (src/content/offers.json): each offer at /redeem/<code>/ in
 * every published language, saying what the code gives, showing it to copy and linking to
 * Apple's redemption address, which a computer also shows as a QR code for an iPhone to scan.
 * Out of the sitemap, noindex and never prerendered: only the owner's campaign leads there.
 * Which offers a build publishes is decided here, from the settings and the sources' date,
 * never the clock's, so two builds of one commit are the same bytes.
 */
import { createElement } from "react";
import { fill } from "../content/copy.ts";
import type { Offer } from "../content/offers.ts";
import { ownOrBaseText } from "../content/variants.ts";
import { settings } from "../site.ts";
import type { SiteConfig } from "../site.ts";
import { Redeem } from "./Redeem.tsx";
import { contentPageBehaviours } from "./registry.ts";
import type { PageEntry } from "../routing/page-entry.ts";

const offersFile = "src/content/offers.json";

/**
 * The day a build is dated, YYYY-MM-DD in UTC: the sources' (the last commit's, or SOURCE_DATE_EPOCH), never the clock's.
 * @internal Exported for the tests.
 */
export const buildDay = (site: Pick<SiteConfig, "builtAt">) => new Date(site.builtAt * 1000).toISOString().slice(0, 10);

/** "the offer SPRING2027", "the offers SPRING2027, VIP2027". */
const theOffers = (offers: readonly Offer[]) =>
  `the offer${offers.length === 1 ? "" : "s"} ${offers.map((offer) => offer.code).join(", ")}`;

/** The offers a build publishes, what it says of those it leaves out, and what stops it. */
interface OfferPlan {
  published: Offer[];
  /** Offers left out for now, each named with why: the build goes on. */
  notices: string[];
  /** What the owner must fix before the build goes on, each naming the offer and what to do. */
  problems: string[];
}

/**
 * Which offers `site` publishes: none before the app is live (codes are redeemed in the App
 * Store, and an owner lists them ahead of launch day), none without APP_STORE_ID (the redemption
 * address names the app by it), and none past its last day; each left out is named, and the
 * build goes on, as launch day's deploy must. An offer it publishes needs its words in every
 * language of `described` (the published ones, but a language published before it is wholly
 * translated, which shows English's); that, and a code listed twice, stop the build.
 */
export function planOffers(site: SiteConfig, offers: readonly Offer[], described: readonly string[]): OfferPlan {
  const plan: OfferPlan = { published: [], notices: [], problems: [] };
  const named = (offer: Offer) => `${offersFile}: the offer ${offer.code}`;
  offers.forEach((offer, index) => {
    // Told apart by case, two codes would be one folder on a Mac's or Windows' disk.
    if (offers.findIndex((other) => other.code.toLowerCase() === offer.code.toLowerCase()) !== index)
      plan.problems.push(`${named(offer)} is listed twice: list each code once`);
  });
  if (offers.length === 0 || plan.problems.length > 0) return plan;
  if (site.appStoreState !== "live") {
    plan.notices.push(
      `${offersFile}: ${theOffers(offers)} not published while the app is "${site.appStoreState}": offer codes are redeemed in the App Store, so their pages come with APP_STORE_STATE=live (and APP_STORE_ID)`,
    );
    return plan;
  }
  if (!site.appStoreId) {
    const inUrl = /\/id(\d+)/.exec(site.appStoreUrl)?.[1];
    plan.notices.push(
      `${offersFile}: ${theOffers(offers)} not published: Apple's redemption address names the app by its id; set ${settings.appStoreId.variable}${inUrl ? ` (${inUrl}, as APP_STORE_URL has it)` : ""}, App Store Connect > your app > App Information > Apple ID`,
    );
    return plan;
  }
  const today = buildDay(site);
  for (const offer of offers) {
    if (offer.ends && offer.ends < today) {
      plan.notices.push(
        `${named(offer)} ended on ${offer.ends}, before this build's date (${today}, the sources'): not published; take it out of the file`,
      );
      continue;
    }
    plan.published.push(offer);
    const missing = described.filter((code) => !ownOrBaseText(offer.gives, code));
    if (missing.length > 0)
      plan.problems.push(`${named(offer)} does not say what it gives in ${missing.join(", ")}: add ${missing.join(", ")} to its "gives"`);
  }
  return plan;
}

/** The page of each offer: the site's chrome around its own component, out of the sitemap and noindex. */
export function offerPageEntries(offers: readonly Offer[]): PageEntry[] {
  return offers.map((offer) => ({
    route: `/redeem/${offer.code}/`,
    output: `redeem/${offer.code}/index.html`,
    meta: (copy) => ({
      title: fill(copy.redeem.title, { offerCode: offer.code }, "redeem.title"),
      description: fill(copy.redeem.description, { offerCode: offer.code }, "redeem.description"),
    }),
    component: () => createElement(Redeem, { offer }),
    styles: ["site", "offer-page"],
    chrome: "site",
    indexable: false,
    behaviours: [...contentPageBehaviours, "offer code"],
    offer,
  }));
}
