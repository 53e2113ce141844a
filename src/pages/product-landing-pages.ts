/**
 * The landing pages of the app's custom product pages (src/content/product-pages.json): each the
 * home page at /<slug>/ in every published language, with its own headline, tagline and
 * screenshots where it gives them (the home page's where not), every App Store link sent to its
 * custom product page (`ppid`) with its campaign. Out of the sitemap, and noindex unless the
 * owner says otherwise.
 */
import type { SocialCardProps } from "../components/SocialCard.tsx";
import type { Copy } from "../content/site-content.ts";
import type { LaunchAssets, Screenshot } from "../launch/assets.ts";
import { screenshotsIn } from "../launch/assets.ts";
import { ownOrBase } from "../content/variants.ts";
import type { ProductPage } from "../content/product-pages.ts";
import { pages } from "./registry.ts";
import type { PageEntry } from "../routing/page-entry.ts";

/** The home page at a custom product page's address, one for each of product-pages.json: out of the sitemap, noindex unless it says. */
export function productPageEntries(productPages: readonly ProductPage[]): PageEntry[] {
  const home = pages[0];
  return productPages.map((productPage) => ({
    ...home,
    route: `/${productPage.slug}/`,
    output: `${productPage.slug}/index.html`,
    indexable: productPage.indexed === true,
    productPage,
  }));
}

// Apple's custom product page IDs are UUIDs written as 8-4-4-4-12 hexadecimal digits.
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What is wrong with the list, each naming the page: a ppid that is no UUID, an address or a campaign taken twice or by another page. */
export function productPageProblems(
  productPages: readonly ProductPage[],
  takenRoutes: readonly string[],
  languageCodes: readonly string[],
): string[] {
  const problems: string[] = [];
  const where = (page: ProductPage) => `src/content/product-pages.json: the product page "${page.slug}"`;
  productPages.forEach((page, index) => {
    if (!uuid.test(page.ppid))
      problems.push(
        `${where(page)} has ppid ${JSON.stringify(page.ppid)}, which is no product page ID: copy the UUID after ppid= in its URL in App Store Connect (like 45812c9b-c296-43d3-c6a0-c5a02f74bf6e)`,
      );
    const route = `/${page.slug}/`;
    if (takenRoutes.includes(route) || languageCodes.some((code) => code.toLowerCase() === page.slug))
      problems.push(`${where(page)} would be at ${route}, which the site uses already: give it another slug`);
    if (productPages.findIndex((other) => other.slug === page.slug) !== index) problems.push(`${where(page)} is listed twice`);
    if (productPages.findIndex((other) => other.ppid.toLowerCase() === page.ppid.toLowerCase()) !== index)
      problems.push(`${where(page)} has the ppid of an earlier page: each custom product page has its own`);
  });
  return problems;
}

/**
 * A language's copy on the product page: the home page's, with the page's own headline and
 * tagline where it gives them, which its title, description and social card say too (a link to
 * it shared in a message previews the page's words, not the home page's): its headline is its
 * title, its tagline stands where the home page's description quotes the home page's (else it is
 * the description), and the card's alternative text quotes both, as the card shows them.
 */
export function productPageCopy(copy: Copy, page: ProductPage, locale: string): Copy {
  const own = ownOrBase(page.hero, locale);
  if (!own?.headline && !own?.tagline) return copy;
  const home = copy.hero;
  const shown = { headline: own.headline || home.headline, tagline: own.tagline || home.tagline };
  // One pass over the home page's headline and tagline where a text quotes them ({headline}, {tagline}), the longer first.
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const quoted = new RegExp(
    [home.tagline, home.headline]
      .sort((a, b) => b.length - a.length)
      .map(escaped)
      .join("|"),
    "g",
  );
  const requote = (text: string) => text.replace(quoted, (found) => (found === home.tagline ? shown.tagline : shown.headline));
  const description = !own.tagline
    ? copy.home.description
    : copy.home.description.includes(home.tagline)
      ? requote(copy.home.description)
      : own.tagline;
  return {
    ...copy,
    hero: { ...home, ...shown },
    home: { ...copy.home, title: own.headline || copy.home.title, description },
    chrome: { ...copy.chrome, socialImageAlt: requote(copy.chrome.socialImageAlt) },
  };
}

/** A product page's social card: the home page's, with the page's own headline and tagline where it gives them. */
export function productPageCard(card: SocialCardProps, page: ProductPage, locale: string): SocialCardProps {
  const own = ownOrBase(page.hero, locale);
  return { ...card, headline: own?.headline || card.headline, tagline: own?.tagline || card.tagline };
}

/** Under which key the build hands on a page's social card: the language's, or on a product page the language's and the page's. */
export const socialCardKey = (locale: string, page?: Pick<ProductPage, "slug">) => (page ? `${locale}/${page.slug}` : locale);

/** The screenshot of `shots` a product page names `name`: by its file name, as launch.json or the fastlane listing gives it. */
const shotNamed = (shots: readonly Screenshot[], name: string) =>
  shots.find((shot) => shot.file === name || shot.file.endsWith(`/${name}`));

/** The screenshots the product page shows in a language: those it names, in its order, else the home page's. */
export function productPageScreenshots(launch: LaunchAssets, page: ProductPage, locale: string): Screenshot[] {
  const home = screenshotsIn(launch, locale);
  const named = ownOrBase(page.screenshots, locale);
  if (!named) return home;
  return named.flatMap((name) => shotNamed(home, name) ?? []);
}

/** The screenshots a page names that the language it is given for does not have, for the build to name beside those it has. */
export function missingScreenshots(launch: LaunchAssets, page: ProductPage): string[] {
  return Object.entries(page.screenshots ?? {}).flatMap(([locale, names]) => {
    const home = screenshotsIn(launch, locale);
    const missing = names.filter((name) => !shotNamed(home, name));
    if (missing.length === 0) return [];
    const has = home.map((shot) => shot.file.split("/").pop());
    return [
      `src/content/product-pages.json: the product page "${page.slug}" names screenshots for ${locale} that ${locale}'s pages do not have (${missing.join(", ")}); name them as src/content/launch.json or the fastlane listing does: ${has.join(", ") || "none listed"}`,
    ];
  });
}
