import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { offerPageEntries } from "../../src/pages/offer-pages.ts";
import type { Copy } from "../../src/content/site-content.ts";
import { productPageCopy, productPageEntries } from "../../src/pages/product-landing-pages.ts";
import { pages } from "../../src/pages/registry.ts";
import { isLanding, pageName } from "../../src/routing/page-entry.ts";
import type { PageEntry } from "../../src/routing/page-entry.ts";
import { siteContent } from "./site-copy.ts";

/**
 * The offer codes' pages a build in `dir` wrote (redeem/<code>/index.html), as the registry makes
 * them: the suites visit them by where they are, never by what the offer says.
 */
function offerPagesIn(dir: string): PageEntry[] {
  const folder = path.join(dir, "redeem");
  const codes = existsSync(folder) ? readdirSync(folder).filter((code) => existsSync(path.join(folder, code, "index.html"))) : [];
  return offerPageEntries(codes.sort().map((code) => ({ code, gives: { en: code } })));
}

const publishedIn = (dir: string) => (page: PageEntry) => existsSync(path.join(dir, page.output));

/** The pages an owner adds as data that a build in `dir` published: the custom product pages and the offers'. */
const ownersPagesIn = (dir: string): PageEntry[] => [
  ...productPageEntries(siteContent.productPages).filter(publishedIn(dir)),
  ...offerPagesIn(dir),
];

/**
 * The pages a build in `dir` published: the registry's (a page made of a record there is none of
 * is left out), then the owner's. `ownersPages: false` leaves those out, for the suites that run
 * in every engine: such a page runs its layout checks in Chromium alone, so that each one the
 * owner adds does not cost the suite three engines' time.
 */
export const pagesIn = (dir: string, { ownersPages = true } = {}): PageEntry[] => [
  ...pages.filter(publishedIn(dir)),
  ...(ownersPages ? ownersPagesIn(dir) : []),
];

/** Each page of a build as a visitor reaches it (the 404 page through a path that does not exist), as `pagesIn` chooses them. */
export const visitablePages = (dir: string, choice: { ownersPages?: boolean } = {}) =>
  pagesIn(dir, choice).map((page) => ({
    name: pageName(page.route),
    path: page.route || "/no/such/page",
    chrome: page.chrome,
    landing: isLanding(page),
  }));

/** The words `page` shows in `locale`: a custom product page's own where it has them, as the build gives them. */
export const copyOnPage = (page: PageEntry, locale: string, copy: Copy): Copy =>
  page.productPage ? productPageCopy(copy, page.productPage, locale) : copy;
