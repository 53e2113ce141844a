/**
 * The offers stage: which offer codes of src/content/offers.json this build publishes, each as a
 * page in every language (src/pages/offer-pages.ts decides, from the settings and the sources'
 * date). Those it leaves out for now (before launch, without APP_STORE_ID, past their last day)
 * are named (npm run build lists them), and the build goes on; what the owner must fix first (an offer's words in a
 * published language, a code listed twice) stops it.
 */
import { languageIn, whollyTranslated } from "../../src/content/site-content.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { offerPageEntries, planOffers } from "../../src/pages/offer-pages.ts";
import type { PageEntry } from "../../src/routing/page-entry.ts";
import type { SiteConfig } from "../../src/site.ts";
import { BuildError } from "./errors.ts";

/** The pages of the offers this build publishes, and a line for each it leaves out for now, saying why. */
export function offerPages(site: SiteConfig, content: SiteContent): { entries: PageEntry[]; leftOut: string[] } {
  // As the screenshots' captions: a language published before it is wholly translated shows English's words, marked.
  const described = site.locales.filter((code) => whollyTranslated(languageIn(content, code) ?? {}));
  const { published, notices, problems } = planOffers(site, content.offers, described);
  if (problems.length > 0) throw new BuildError("offers", problems.join("\n"));
  return { entries: offerPageEntries(published), leftOut: notices };
}
