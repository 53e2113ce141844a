import type { PageEntry } from "../routing/page-entry.ts";
import type { SiteConfig } from "../site.ts";
import { localePath, sitePath } from "../routing/urls.ts";

/**
 * Speculation rules that prerender the site's other pages when a visitor hovers or presses a
 * link to one (moderate eagerness), so the next page is shown at once. Only real routes are
 * listed: never the page itself (nor a fragment of it, since every component after the path
 * is a wildcard) and never the 404 page, which has no route; and only pages in the page's own
 * locale, where a visitor's next click most likely goes. Browsers without speculation rules
 * ignore the block and navigate as usual.
 * https://wicg.github.io/nav-speculation/speculation-rules.html
 */
export function speculationRules(site: SiteConfig, entries: readonly PageEntry[], current: PageEntry, locale: string): string {
  // Not a custom product page's landing page nor an offer's page: no link on the site leads there, only the campaign's own.
  const targets = entries.filter((page) => page.route && page.route !== current.route && !page.productPage && !page.offer);
  return JSON.stringify({
    prerender: [
      {
        where: { href_matches: targets.map((page) => ({ pathname: sitePath(site, localePath(locale, page.route)) })) },
        eagerness: "moderate",
      },
    ],
  });
}
