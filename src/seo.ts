import { claims, facts } from "./content/facts.ts";
import { hero } from "./content/landing.ts";
import { themeColors } from "./components/Layout.tsx";
import type { PageEntry } from "./pages/registry.ts";
import type { SiteConfig } from "./site.ts";
import { absoluteUrl, sitePath } from "./site.ts";

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

export function webManifest(site: SiteConfig): string {
  const manifest = {
    name: site.name,
    short_name: site.name,
    description: hero.subline,
    start_url: site.basePath,
    scope: site.basePath,
    display: "browser",
    background_color: themeColors.light,
    theme_color: themeColors.light,
    icons: [
      { src: sitePath(site, "/favicon.svg"), type: "image/svg+xml", sizes: "any" },
      { src: sitePath(site, "/apple-touch-icon.png"), type: "image/png", sizes: "180x180" },
      { src: sitePath(site, "/icon-512.png"), type: "image/png", sizes: "512x512" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
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
