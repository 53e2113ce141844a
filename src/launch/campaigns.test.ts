import { describe, expect, it } from "vitest";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { live, playStoreUrl } from "../../scripts/testing/store-records.ts";
import { campaignTokenBytes, campaignTokenProblem } from "./campaigns.ts";
import type { StoreBadge } from "./assets.ts";
import { pagesIn } from "../../scripts/testing/pages.ts";
import { distDir } from "../../scripts/testing/dist.ts";
import { scannedQrCodes } from "../../scripts/testing/qr-codes.ts";
import { defaultLocale } from "../site.ts";
import { english as en, siteLanguageCodes as locales } from "../../scripts/testing/site-copy.ts";
import { sampleEvent } from "../../scripts/testing/event-fixtures.ts";
import type { AppEvent } from "./event-words.ts";

/** The pages of the site as the owner has it, which these renders publish too. */
const pages = pagesIn(distDir());
const badge: StoreBadge = {
  words: en.store.live.badgeWords,
  lang: defaultLocale,
  black: { path: "/assets/app-store-badge.0123456789.svg", width: 120, height: 40 },
};
const playBadge: StoreBadge = {
  words: en.store.googlePlay.badgeWords,
  lang: defaultLocale,
  black: { path: "/assets/google-play-badge.0123456789.svg", width: 135, height: 40 },
};
const everywhere = (image: StoreBadge) => Object.fromEntries(locales.map((code) => [code, image]));
const withToken = { ...live, APP_STORE_PROVIDER_TOKEN: "123456" };
/** Every link of every page to the store on `host`: its anchors', and its QR codes' as a camera reads them. */
const storeLinks = async (render: Awaited<ReturnType<typeof renderWith>>, code: string, host: string) =>
  (
    await Promise.all(
      pages.map(async (entry) => {
        const { doc } = render.page(entry.output, code);
        const hrefs = [
          ...Array.from(doc.querySelectorAll(`a[href*="${host}"]`), (link) => link.getAttribute("href") ?? ""),
          ...(await scannedQrCodes(doc, render.files)).flatMap((scanned) =>
            scanned && new URL(scanned).hostname === host ? [scanned] : [],
          ),
        ];
        return hrefs.map((href) => ({ page: entry.output, href: new URL(href) }));
      }),
    )
  ).flat();

describe("campaign links", () => {
  it("carry the provider token, mt=8 and a campaign token of at most 40 bytes, one per placement and language, on every App Store link of every page, all of them listed", async () => {
    const render = await renderWith({ env: withToken, prepared: { badges: everywhere(badge) } });
    const seen = new Set<string>();
    for (const { code } of render.languages) {
      const links = await storeLinks(render, code, "apps.apple.com");
      expect(links.length).toBeGreaterThanOrEqual(pages.filter((entry) => entry.chrome === "site").length + 3);
      for (const { page, href } of links) {
        expect(`${href.origin}${href.pathname}`, page).toBe(live.APP_STORE_URL);
        expect(href.searchParams.get("pt"), page).toBe("123456");
        expect(href.searchParams.get("mt"), page).toBe("8");
        const token = href.searchParams.get("ct") ?? "";
        expect(new TextEncoder().encode(token).length, token).toBeLessThanOrEqual(campaignTokenBytes);
        expect(token, page).toMatch(new RegExp(`-${code.toLowerCase()}$`));
        seen.add(token);
      }
      // Within a page, each link stands in a placement of its own.
      for (const entry of pages) {
        const tokens = links.filter(({ page }) => page === entry.output).map(({ href }) => href.searchParams.get("ct"));
        expect(new Set(tokens).size, entry.output).toBe(tokens.length);
      }
    }
    expect(render.campaigns).toEqual([...seen].sort());
  });

  it("carry them on an in-app event's link to the event, its own address kept, and list its token", async () => {
    const entry = sampleEvent(locales);
    // Prepared as the launch stage hands it on; its card image is the markup's alone.
    const event: AppEvent = {
      ...entry,
      start: entry.eventStart,
      end: entry.eventEnd,
      image: {
        width: 1920,
        height: 1080,
        sources: [{ type: "image/jpeg", files: [{ path: "/assets/event-1.0123456789.jpg", width: 1920 }] }],
      },
    };
    const render = await renderWith({ env: withToken, prepared: { badges: everywhere(badge), events: [event] } });
    const eventUrl = new URL(event.url);
    for (const { code } of render.languages) {
      const link = render.page("index.html", code).doc.querySelector(".event-card a[href]");
      const href = new URL(link?.getAttribute("href") ?? "");
      expect(`${href.origin}${href.pathname}`, code).toBe(`${eventUrl.origin}${eventUrl.pathname}`);
      for (const [name, value] of eventUrl.searchParams) expect(href.searchParams.get(name), code).toBe(value);
      expect([href.searchParams.get("pt"), href.searchParams.get("mt")], code).toEqual(["123456", "8"]);
      const token = href.searchParams.get("ct") ?? "";
      expect(token, code).toMatch(new RegExp(`-${code.toLowerCase()}$`));
      expect(render.campaigns, code).toContain(token);
    }
  });

  it("leave the App Store links as they are without a provider token, and list none", async () => {
    const render = await renderWith({ env: live, prepared: { badges: everywhere(badge) } });
    const ppids = new Map(pages.map((entry) => [entry.output, entry.productPage?.ppid]));
    for (const { code } of render.languages)
      for (const { page, href } of await storeLinks(render, code, "apps.apple.com")) {
        // A custom product page's landing page sends its visitor to that product page, and says nothing else.
        const ppid = ppids.get(page);
        expect(href.href, page).toBe(ppid ? `${live.APP_STORE_URL}?ppid=${ppid}` : live.APP_STORE_URL);
      }
    expect(render.campaigns).toEqual([]);
  });

  it("give the Google Play link its referrer as Google's campaign URL builder writes it", async () => {
    const render = await renderWith({
      env: { ...withToken, PLAY_STORE_URL: playStoreUrl },
      prepared: { badges: everywhere(badge), playBadges: everywhere(playBadge) },
    });
    for (const { code } of render.languages) {
      for (const { href } of await storeLinks(render, code, "play.google.com")) {
        expect(href.href.startsWith(`${playStoreUrl}&referrer=utm_source%3D`)).toBe(true);
        const referrer = new URLSearchParams(href.searchParams.get("referrer") ?? "");
        expect(referrer.get("utm_source")).toBe(new URL(render.site.url).hostname);
        expect(referrer.get("utm_campaign")).toMatch(new RegExp(`-${code.toLowerCase()}$`));
      }
    }
  });

  it("are refused when a token would not reach App Store Connect whole", () => {
    expect(campaignTokenProblem("hero-de")).toBeUndefined();
    expect(campaignTokenProblem(`header-${"a-very-long-page-name".repeat(2)}-de`)).toMatch(/longer than App Store Connect's 40 bytes/);
    for (const token of ["hero&x-de", "hero#x-de", "hero x-de"]) expect(campaignTokenProblem(token), token).toMatch(/"&", "#" or a space/);
  });
});
