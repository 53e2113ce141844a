import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SocialCard, socialCardProps, socialCardSize } from "../../src/components/SocialCard.tsx";
import { localeOutput } from "../../src/routing/languages.ts";
import type { ProductPage } from "../../src/content/product-pages.ts";
import { missingScreenshots } from "../../src/pages/product-landing-pages.ts";
import { noLaunchAssets } from "../../src/launch/assets.ts";
import { launchFixture } from "../testing/launch-fixtures.ts";
import type { LaunchFixture } from "../testing/launch-fixtures.ts";
import { buildFailure, renderWith } from "../testing/rendered-site.ts";
import { publishedLocales, siteCopy } from "../testing/site-copy.ts";
import { live, storeUrl } from "../testing/store-records.ts";
import { readColors } from "./palette-reader.ts";
import { socialCard } from "./social/card.ts";

const [main, second] = publishedLocales();
const photographers: ProductPage = {
  slug: "photographers",
  ppid: "45812c9b-c296-43d3-c6a0-c5a02f74bf6e",
  campaign: "photographers",
  hero: { [second]: { headline: `A tidy shoot (${second})`, tagline: `For those who shoot a thousand a day (${second}).` } },
};
const env = { ...live, APP_STORE_PROVIDER_TOKEN: "123456" };

let fixture: LaunchFixture;
beforeAll(async () => {
  fixture = await launchFixture();
});
afterAll(() => fixture?.dispose());

const site = (productPages: ProductPage[] = [photographers]) => renderWith({ env, launch: fixture, productPages });
const output = `${photographers.slug}/index.html`;

describe("a custom product page's landing page", () => {
  it("is built at /<slug>/ in every published language, its headline its own where it gives one and the home page's where not", async () => {
    const built = await site();
    for (const locale of publishedLocales()) {
      const { doc } = built.page(output, locale);
      const own = photographers.hero?.[locale];
      expect(doc.querySelector("h1")?.textContent, locale).toBe(own?.headline ?? siteCopy(locale).hero.headline);
    }
    expect(built.page(output, second).doc.querySelector(".hero__tagline")?.textContent).toBe(photographers.hero?.[second]?.tagline);
  });

  it("says its own headline and tagline in its title, description and social card where it gives them, and the home page's where not", async () => {
    const built = await site();
    const head = (doc: Document) => ({
      title: doc.querySelector("title")?.textContent ?? "",
      ogTitle: doc.querySelector('meta[property="og:title"]')?.getAttribute("content") ?? "",
      description: doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
      ogDescription: doc.querySelector('meta[property="og:description"]')?.getAttribute("content") ?? "",
      image: doc.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "",
      imageAlt: doc.querySelector('meta[property="og:image:alt"]')?.getAttribute("content") ?? "",
    });
    for (const locale of publishedLocales()) {
      const [page, home] = [head(built.page(output, locale).doc), head(built.page("index.html", locale).doc)];
      const own = photographers.hero?.[locale];
      const homeWords = siteCopy(locale).hero;
      expect(page.ogTitle, locale).toBe(page.title);
      expect(page.ogDescription, locale).toBe(page.description);
      if (!own) {
        expect(page.title, locale).toContain(siteCopy(locale).home.title);
        expect([page.description, page.image, page.imageAlt], locale).toEqual([home.description, home.image, home.imageAlt]);
        continue;
      }
      expect(page.title, locale).toContain(own.headline);
      expect(page.description, locale).toContain(own.tagline);
      expect(page.description, locale).not.toContain(homeWords.tagline);
      expect(page.imageAlt, locale).toContain(own.headline);
      expect(page.imageAlt, locale).toContain(own.tagline);
      // The card is the one drawn from the page's words (a card is named for what it shows): not the home page's.
      const homeCard = socialCardProps(built.site.name, built.copyOf(locale), built.favicon, await readColors());
      const { image } = await socialCard(SocialCard, socialCardSize, {
        ...homeCard,
        headline: own.headline ?? homeCard.headline,
        tagline: own.tagline ?? homeCard.tagline,
      });
      expect(new URL(page.image).pathname, locale).toBe(`/${image.path}`);
      expect(page.image, locale).not.toBe(home.image);
    }
  });

  it("sends every App Store link to the custom product page, with its campaign, the provider token and mt=8", async () => {
    const built = await site();
    for (const locale of publishedLocales()) {
      const links = [...built.page(output, locale).doc.querySelectorAll(`a[href^="${storeUrl}"]`)].map(
        (anchor) => new URL(anchor.getAttribute("href") ?? "").searchParams,
      );
      expect(links.length, locale).toBeGreaterThan(0);
      for (const query of links) {
        expect(query.get("ppid")).toBe(photographers.ppid);
        expect(query.get("ct")).toMatch(new RegExp(`^${photographers.campaign}-[a-z-]+-${locale.toLowerCase()}$`));
        expect(query.get("pt")).toBe(env.APP_STORE_PROVIDER_TOKEN);
        expect(query.get("mt")).toBe("8");
      }
    }
    expect(built.campaigns).toContain(`${photographers.campaign}-hero-${main}`);
    // The header's link names its place once: the campaign already names the page.
    expect(built.campaigns).toContain(`${photographers.campaign}-header-${main}`);
  });

  it("is kept out of the sitemap, noindex unless the owner says, and names its languages by hreflang", async () => {
    const built = await site();
    const { doc } = built.page(output, main);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect([...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute("hreflang"))).toEqual([
      ...publishedLocales(),
      "x-default",
    ]);
    expect(built.files.get("sitemap.xml")).not.toContain(photographers.slug);
    const indexed = await site([{ ...photographers, indexed: true }]);
    expect(indexed.page(output, main).doc.querySelector('link[rel="canonical"]')).not.toBeNull();
  });

  it("leaves the home page as it was: the default product page, byte for byte", async () => {
    const [withPage, without] = await Promise.all([site(), site([])]);
    for (const locale of publishedLocales())
      expect(withPage.page("index.html", locale).html, locale).toBe(without.page("index.html", locale).html);
    expect(without.files.has(localeOutput(second, output))).toBe(false);
  });

  it("stops the build on a ppid that is no UUID, naming the page, and on an address the site has", async () => {
    const broken = (page: ProductPage) => buildFailure({ env, launch: fixture, productPages: [page] });
    expect(await broken({ ...photographers, ppid: "45812c9b-c296" })).toContain(
      'src/content/product-pages.json: the product page "photographers" has ppid "45812c9b-c296", which is no product page ID',
    );
    const taken = await broken({ ...photographers, slug: "privacy" });
    expect(taken).toContain("would be at /privacy/, which the site uses already");
    expect(taken).not.toContain("duplicate output path");
    expect(await broken({ ...photographers, slug: second.toLowerCase() })).toContain("which the site uses already");
  });

  it("names only the screenshots the language lacks, with the names it has to choose from", () => {
    const shot = (file: string) => ({ file, alt: { [main]: file }, width: 1290, height: 2796, sources: [] });
    const launch = {
      ...noLaunchAssets,
      screenshots: [shot("01-swipe.png"), shot("fastlane/screenshots/en-US/iPhone 16 Pro Max-02_review.png")],
    };
    // One it has beside one it lacks: only the one it lacks is named as missing.
    const [problem] = missingScreenshots(launch, { ...photographers, screenshots: { [main]: ["01-swipe.png", "no-such-shot.png"] } });
    expect(problem).toContain(
      `the product page "photographers" names screenshots for ${main} that ${main}'s pages do not have (no-such-shot.png);`,
    );
    expect(problem).toMatch(/does: 01-swipe\.png, iPhone 16 Pro Max-02_review\.png$/);
    expect(missingScreenshots(launch, { ...photographers, screenshots: { [main]: ["iPhone 16 Pro Max-02_review.png"] } })).toEqual([]);
  });
});
