import { claims, facts } from "./content/facts.ts";
import { hero } from "./content/landing.ts";
import type { PageEntry } from "./pages/registry.ts";
import type { SiteConfig } from "./site.ts";
import { absoluteUrl } from "./site.ts";

const xmlEscape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Only indexable pages, never the 404 page; no lastmod, so builds stay reproducible. */
export function sitemapXml(site: SiteConfig, entries: readonly PageEntry[]): string {
  const urls = entries
    .filter((page) => page.indexable)
    .map((page) => `  <url><loc>${xmlEscape(absoluteUrl(site, page.route))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(site: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, "/sitemap.xml")}\n`;
}

/**
 * An SVG as a data: URL, so the favicon costs no request of its own. Only what a URL cannot
 * hold is escaped (spaces included: the URL standard allows none, and HTML validators flag
 * them), with the SVG's double quotes made single: a third the size of encodeURIComponent's
 * output, and it compresses better.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, " ").replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>?[\\\]^`{|} ]/g, encodeURIComponent)}`;
}

/** schema.org description of the app; offers come from the same constants as the copy. */
export function appStructuredData(site: SiteConfig): object {
  const price = facts.paidPrice.amount.toFixed(2);
  return {
    "@context": "https://schema.org",
    "@type": "MobileApplication",
    name: site.name,
    description: hero.subline,
    url: absoluteUrl(site, "/"),
    operatingSystem: `iOS ${facts.minimumIos} or later`,
    applicationCategory: facts.appCategory,
    ...(site.appStoreUrl ? { downloadUrl: site.appStoreUrl, installUrl: site.appStoreUrl } : {}),
    offers: [
      {
        "@type": "Offer",
        name: "Free",
        price: "0",
        priceCurrency: facts.paidPrice.currency,
        description: claims.freeTier,
      },
      {
        "@type": "Offer",
        name: "Unlimited",
        price,
        priceCurrency: facts.paidPrice.currency,
        description: claims.paidTier,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: facts.paidPrice.currency,
          billingDuration: "P1M",
        },
      },
    ],
  };
}
