import type { Proof } from "../content/proof.ts";
import type { Facts } from "../content/facts.ts";
import { noProof } from "../launch/assets.ts";
import { alternates } from "../routing/languages.ts";
import type { SiteLocale } from "../routing/languages.ts";
import type { PageEntry } from "../routing/page-entry.ts";
import type { SiteConfig } from "../site.ts";
import { absoluteUrl, localePath } from "../routing/urls.ts";
import { defaultLocale } from "../site.ts";

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every locale's address of a page, and x-default for the default locale's, as hreflang pairs. */
export function hreflangs(site: SiteConfig, languages: readonly SiteLocale[], route: string): { hreflang: string; href: string }[] {
  const all = alternates(site, languages, route);
  const fallback = all.find(({ code }) => code === defaultLocale) ?? all[0];
  return [...all.map(({ code, href }) => ({ hreflang: code, href })), { hreflang: "x-default", href: fallback.href }];
}

/**
 * Only indexable pages, never the 404 page nor a custom product page's landing page (a
 * campaign's), each in every locale with its alternates (the same set on every sibling); no
 * lastmod, so builds stay reproducible.
 */
export function sitemapXml(site: SiteConfig, entries: readonly PageEntry[], languages: readonly SiteLocale[]): string {
  const urls = entries
    .filter((page) => page.indexable && !page.productPage)
    .flatMap((page) => {
      const links = hreflangs(site, languages, page.route).map(
        ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`,
      );
      return languages.map(({ code }) =>
        [`  <url>`, `    <loc>${xmlEscape(absoluteUrl(site, localePath(code, page.route)))}</loc>`, ...links, "  </url>"].join("\n"),
      );
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(site: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, "/sitemap.xml")}\n`;
}

/**
 * The rating and reviews Google's app rich results read, from src/content/proof.json only:
 * nothing at all until the owner lists them.
 */
function proofData({ rating, reviews }: Proof): object {
  return {
    ...(rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.value,
            ratingCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            "@type": "Review",
            reviewBody: review.quote,
            inLanguage: review.lang,
            author: { "@type": "Person", name: review.name },
            publisher: { "@type": "Organization", name: review.source },
            ...(review.stars ? { reviewRating: { "@type": "Rating", ratingValue: review.stars, bestRating: 5, worstRating: 1 } } : {}),
          })),
        }
      : {}),
  };
}

/** schema.org description of the app, in the page's language; offers come from the same constants as the copy. */
export function appStructuredData(site: SiteConfig, { code, copy }: SiteLocale, facts: Facts, proof: Proof = noProof): object {
  const price = facts.paidPrice.amount.toFixed(2);
  const { claims } = copy;
  return {
    "@context": "https://schema.org",
    "@type": "MobileApplication",
    name: site.name,
    description: copy.hero.tagline,
    inLanguage: code,
    url: absoluteUrl(site, localePath(code, "/")),
    operatingSystem: `iOS ${facts.minimumIos} or later`,
    applicationCategory: facts.appCategory,
    ...(site.appStoreUrl ? { downloadUrl: site.appStoreUrl, installUrl: site.appStoreUrl } : {}),
    ...proofData(proof),
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
          billingDuration: facts.paidPrice.period,
        },
      },
    ],
  };
}
