import { describe, expect, it } from "vitest";
import { readColors } from "../../scripts/pipeline/palette-reader.ts";
import { parseHtml } from "../../scripts/testing/dom.ts";
import { copyOnPage } from "../../scripts/testing/pages.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { socialCardProps } from "../components/SocialCard.tsx";
import { siteContent } from "../../scripts/testing/site-copy.ts";
import { defaultLocale } from "../site.ts";
import { localePath } from "../routing/urls.ts";

describe.each([
  { label: "at the root", env: {}, origin: "https://swipeclean.app", base: "/" },
  {
    label: "under a base path",
    env: { SITE_URL: "https://user.github.io/photo-cleaner/", SITE_BASE_PATH: "/photo-cleaner/" },
    origin: "https://user.github.io",
    base: "/photo-cleaner/",
  },
])("search and link previews $label", async ({ env, origin, base }) => {
  const { site, files, written, page, languages, socialCards, favicon, entries } = await renderWith({ env });
  const indexable = entries.filter((entry) => entry.indexable);
  const absolute = (route: string) => `${origin}${base}${route.replace(/^\//, "")}`;
  const everyIndexable = languages.flatMap(({ code, copy }) =>
    indexable.map((entry) => ({ ...entry, code, copy: copyOnPage(entry, code, copy) })),
  );

  it.each(everyIndexable)("gives $output in $code a canonical URL and social tags that agree", (entry) => {
    const { doc } = page(entry.output, entry.code);
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
    expect(canonical).toBe(absolute(localePath(entry.code, entry.route)));
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe(canonical);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe(doc.title);
    expect(doc.querySelector('meta[property="og:description"]')?.getAttribute("content")).toBe(entry.meta(entry.copy).description);
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute("content")).toMatch(
      new RegExp(`^${absolute("/assets/social.")}[0-9a-f]{10}\\.png$`),
    );
    expect(doc.querySelector('meta[property="og:image:alt"]')?.getAttribute("content")).toBe(entry.copy.chrome.socialImageAlt);
    expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe("summary_large_image");
    expect(doc.querySelectorAll('meta[name="theme-color"][media]')).toHaveLength(2);
    expect(doc.querySelector('link[rel="icon"][type="image/svg+xml"]')?.getAttribute("href")).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(doc.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href")).toBe(`${base}apple-touch-icon.png`);
  });

  it("lists every indexable page in every locale in sitemap.xml, each with the same alternates as the page, never the 404 page", () => {
    const sitemap = files.get("sitemap.xml") ?? "";
    const urls = Array.from(sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g), (match) => match[1]);
    const locs = urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1]);
    expect(locs).toEqual(indexable.flatMap((entry) => languages.map(({ code }) => absolute(localePath(code, entry.route)))));
    for (const [index, url] of urls.entries()) {
      const entry = indexable[Math.floor(index / languages.length)];
      const { doc } = page(entry.output, languages[index % languages.length].code);
      const onPage = Array.from(
        doc.querySelectorAll('link[rel="alternate"][hreflang]'),
        (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
      );
      const inSitemap = Array.from(url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g), (match) => `${match[1]} ${match[2]}`);
      expect(inSitemap).toEqual(onPage);
      expect(inSitemap).toContain(`x-default ${absolute(entry.route)}`);
    }
    expect(sitemap).not.toContain("404");
  });

  it("draws a social card per locale, and each page shows its own locale's: other words, another image", async () => {
    const images = languages.map(({ code }) =>
      page("index.html", code).doc.querySelector('meta[property="og:image"]')?.getAttribute("content"),
    );
    expect(images).toEqual(languages.map(({ code }) => absolute(`/${socialCards[code].path}`)));
    const colors = await readColors();
    const words = languages.map(({ copy }) => JSON.stringify(socialCardProps(site.name, copy, favicon, colors)));
    expect(new Set(images).size).toBe(new Set(words).size);
  });

  it("points robots.txt at the sitemap", () => {
    expect(files.get("robots.txt")).toContain(`Sitemap: ${absolute("/sitemap.xml")}`);
  });

  it("links every internal page and asset under the base path, each to a file the build writes", () => {
    const isWritten = (file: string) => written.has(file) || written.has(`${file}index.html`);
    for (const entry of entries) {
      const doc = parseHtml(files.get(entry.output) ?? "");
      const local = Array.from(
        doc.querySelectorAll("[href], [src]"),
        (el) => el.getAttribute("href") ?? el.getAttribute("src") ?? "",
      ).filter((url) => url.startsWith("/"));
      expect(local.length).toBeGreaterThan(0);
      const astray = local.filter((url) => !url.startsWith(base) || !isWritten(url.slice(base.length).replace(/[?#].*$/, "")));
      expect(astray, entry.output).toEqual([]);
    }
  });
});

describe("the favicon", () => {
  it("is a data: URL with nothing a URL may not hold, which decodes to the logo in the brand's colours", async () => {
    const { page, favicon } = await renderWith();
    const href = page("index.html").doc.querySelector('link[rel="icon"]')?.getAttribute("href") ?? "";
    expect(href).not.toMatch(/[\s"<>]/);
    const svg = favicon.trim().replace(/\s+/g, " ").replace(/"/g, "'");
    expect(decodeURIComponent(href.replace(/^data:image\/svg\+xml,/, ""))).toBe(svg);
    const { brand } = await readColors();
    const longHex = svg.replace(/#([0-9a-f])([0-9a-f])([0-9a-f])\b/gi, "#$1$1$2$2$3$3").toLowerCase();
    for (const colour of [brand.start, brand.end, brand.mark]) expect(longHex).toContain(colour);
  });
});

describe("the app's structured data", async () => {
  const { page, languages } = await renderWith();
  const jsonLdOf = (code: string) =>
    JSON.parse(page("index.html", code).doc.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
  const jsonLd = jsonLdOf(defaultLocale);

  it.each(languages)("is in the page's language in $code", ({ code, copy }) => {
    expect(jsonLdOf(code)).toMatchObject({
      inLanguage: code,
      description: copy.hero.tagline,
      offers: [{ description: copy.claims.freeTier }, { description: copy.claims.paidTier }],
    });
  });

  it("describes a MobileApplication for iOS 15 or later with the free tier and the paid upgrade", () => {
    expect(jsonLd["@type"]).toBe("MobileApplication");
    expect(jsonLd.operatingSystem).toBe(`iOS ${siteContent.facts.minimumIos} or later`);
    expect(jsonLd.offers.map((offer: { price: string }) => offer.price)).toEqual(["0", siteContent.facts.paidPrice.amount.toFixed(2)]);
    // A rating and reviews only as the owner lists them (src/content/proof.json; see ProofSection.test.ts).
    expect("aggregateRating" in jsonLd).toBe(Boolean(siteContent.proof.rating));
    expect("review" in jsonLd).toBe(siteContent.proof.reviews.length > 0);
  });

  it("is only on the landing page", () => {
    expect(page("privacy/index.html").doc.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
