import { distDir } from "../../scripts/testing/dist.ts";
import { pagesIn } from "../../scripts/testing/pages.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appStoreBadge, loadBadge } from "../../scripts/pipeline/launch/badge.ts";
import { launchFixture } from "../../scripts/testing/launch-fixtures.ts";
import type { LaunchFixture } from "../../scripts/testing/launch-fixtures.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { playStoreUrl } from "../../scripts/testing/store-records.ts";
import { english as en, publishedLocales, siteLanguageCodes as locales } from "../../scripts/testing/site-copy.ts";
import { sentences } from "../content/sentences.ts";
import type { StoreBadge } from "../launch/assets.ts";
import { defaultLocale } from "../site.ts";
import type { SiteConfig } from "../site.ts";

/** The pages the build publishes. */
const pages = pagesIn(distDir());

const storeUrl = "https://apps.apple.com/app/swipeclean/id1234567890";
const contentPages = pages.filter((entry) => entry.chrome === "site");

let fixture: LaunchFixture;
const badges: Partial<Record<SiteConfig["appStoreState"], StoreBadge>> = {};
beforeAll(async () => {
  fixture = await launchFixture();
  for (const state of ["pre-order", "live"] as const) {
    const kinds = [appStoreBadge(state, "black"), appStoreBadge(state, "white")];
    badges[state] = (
      await loadBadge(
        kinds,
        { words: en.store[state].badgeWords, lang: defaultLocale },
        `${fixture.assetsDir}/app-store`,
        "app-store",
        (file) => file,
      )
    )?.badge;
  }
});
afterAll(() => fixture?.dispose());

type Render = Awaited<ReturnType<typeof renderWith>>;
/** Each download control of every page in `locale`, beside its page. */
const placedControls = (render: Render, locale: string) =>
  pages.flatMap((entry) =>
    Array.from(render.page(entry.output, locale).doc.querySelectorAll(".download-button"), (control) => ({ entry, control })),
  );
const controls = (render: Render, locale: string) => placedControls(render, locale).map(({ control }) => control);
/** Where a control of `entry` links: the store's address, on a custom product page's landing page to that product page. */
const linkOn = (entry: (typeof pages)[number], url: string) => (entry.productPage ? `${url}?ppid=${entry.productPage.ppid}` : url);
const hrefs = (render: Render, locale: string) => placedControls(render, locale).map(({ control }) => control.getAttribute("href"));

describe("the download control while the app is coming soon", async () => {
  const render = await renderWith();

  it.each(render.languages)(
    "is our own label in $code saying it is coming to the App Store, with no link, no image and nothing of Apple's badge",
    ({ code, copy }) => {
      const found = controls(render, code);
      expect(found.length).toBeGreaterThanOrEqual(4);
      for (const control of found) {
        expect(control.tagName).toBe("SPAN");
        expect(control.closest("a")).toBeNull();
        expect(control.textContent).toBe(`${copy.store.comingSoon.lead} ${copy.store.comingSoon.rest}`);
        expect(control.querySelector("img")).toBeNull();
        expect(control.className).not.toMatch(/badge/);
      }
      expect(render.page("index.html", code).doc.querySelector('meta[name="apple-itunes-app"]')).toBeNull();
    },
  );

  it.each(render.languages)(
    "credits the App Store and iPhone trademarks in the footer of every content page in $code",
    ({ code, copy }) => {
      for (const entry of contentPages) {
        expect(render.page(entry.output, code).doc.querySelector(".site-footer__credit")?.textContent).toBe(copy.store.trademarks.before);
      }
    },
  );
});

describe.each(["pre-order", "live"] as const)("the download control once the app is %s", (state) => {
  const settings = { APP_STORE_STATE: state, APP_STORE_URL: storeUrl, APP_STORE_ID: "1234567890" };
  // Apple's English badge in every locale, as when the owner saved no localized one.
  let rendered: Promise<Render> | undefined;
  const render = () =>
    (rendered ??= renderWith({
      env: settings,
      prepared: { badges: Object.fromEntries(locales.map((code) => [code, badges[state] as StoreBadge])), screenshots: [] },
    }));

  it("is Apple's badge as saved, named by the words on it and linking to the App Store, everywhere", async () => {
    const rendered = await render();
    for (const { code } of rendered.languages) {
      const found = placedControls(rendered, code);
      expect(found.length).toBeGreaterThanOrEqual(4);
      for (const { entry, control } of found) {
        expect(control.tagName).toBe("A");
        expect(control.getAttribute("href")).toBe(linkOn(entry, storeUrl));
        const image = control.querySelector("img");
        expect(image?.getAttribute("alt")).toBe(en.store[state].badgeWords);
        // English's badge on another language's page says its words are English.
        expect(image?.getAttribute("lang") ?? code).toBe(defaultLocale);
        const colour = control.closest(".call-to-action") ? "white" : "black";
        expect(image?.getAttribute("src")).toMatch(new RegExp(`^/assets/app-store-${state}-${colour}\\.[0-9a-f]{10}\\.svg$`));
        expect([image?.getAttribute("width"), image?.getAttribute("height")]).toEqual(["120", "40"]);
      }
    }
  });

  // Any language of the site's but the default may have an App Store address of its own.
  const other = publishedLocales().find((code) => code !== defaultLocale);

  it.skipIf(!other)("links to a locale's own App Store address where one is set", async () => {
    const code = other as string;
    const own = `https://apps.apple.com/${code.toLowerCase()}/app/id1234567890`;
    const rendered = await renderWith({
      env: { ...settings, [`APP_STORE_URL_${code.toUpperCase()}`]: own },
      prepared: { badges: Object.fromEntries(locales.map((code) => [code, badges[state] as StoreBadge])), screenshots: [] },
    });
    expect(hrefs(rendered, code)).toEqual(placedControls(rendered, code).map(({ entry }) => linkOn(entry, own)));
    expect(hrefs(rendered, defaultLocale)).toEqual(placedControls(rendered, defaultLocale).map(({ entry }) => linkOn(entry, storeUrl)));
  });

  it("shows the white badge on the dark band, and in dark mode elsewhere", async () => {
    const doc = (await render()).page("index.html").doc;
    expect(doc.querySelector(".call-to-action .download-button img")?.getAttribute("src")).toMatch(/-white\./);
    expect(doc.querySelector('.hero .download-button source[media="(prefers-color-scheme: dark)"]')?.getAttribute("srcset")).toMatch(
      /-white\./,
    );
  });

  it("says where the app is in the FAQ and credits the Apple logo too, in every language", async () => {
    const rendered = await render();
    for (const { code, copy } of rendered.languages) {
      expect(rendered.page("index.html", code).doc.querySelector("#faq")?.textContent).toContain(copy.store[state].availability);
      expect(rendered.page("privacy/index.html", code).doc.querySelector(".site-footer__credit")?.textContent).toBe(
        copy.store.trademarks.withBadge,
      );
    }
  });

  it(state === "live" ? "turns on the Smart App Banner" : "has no Smart App Banner before the app is live", async () => {
    const banner = (await render()).page("index.html").doc.querySelector('meta[name="apple-itunes-app"]');
    if (state === "live") expect(banner?.getAttribute("content")).toBe("app-id=1234567890");
    else expect(banner).toBeNull();
  });
});

describe("Google's badge, once PLAY_STORE_URL is set", () => {
  const settings = { APP_STORE_STATE: "live", APP_STORE_URL: storeUrl, PLAY_STORE_URL: playStoreUrl };
  const playBadge: StoreBadge = {
    words: en.store.googlePlay.badgeWords,
    lang: defaultLocale,
    black: { path: "/assets/google-play-badge.0123456789.svg", width: 180, height: 53.333 },
  };
  const render = () =>
    renderWith({
      env: settings,
      prepared: {
        badges: Object.fromEntries(locales.map((code) => [code, badges.live as StoreBadge])),
        playBadges: Object.fromEntries(locales.map((code) => [code, playBadge])),
      },
    });

  it("follows Apple's badge everywhere, named by its words and linking to Google Play, with Google's credit in the footer", async () => {
    const rendered = await render();
    for (const { code, copy } of rendered.languages) {
      for (const entry of contentPages) {
        const doc = rendered.page(entry.output, code).doc;
        const links = Array.from(doc.querySelectorAll(`a[href^="${playStoreUrl}&referrer="]`));
        expect(links.length, entry.output).toBeGreaterThanOrEqual(entry.route === "/" ? 3 : 1);
        for (const link of links) expect(link.querySelector("img")?.getAttribute("alt")).toBe(playBadge.words);
        expect(doc.querySelector(".site-footer__credit")?.textContent).toBe(
          sentences(copy.store.trademarks.withBadge, copy.store.googlePlay.trademark),
        );
      }
    }
  });

  it("is not there, nor its credit, without the setting", async () => {
    const bare = await renderWith();
    for (const { code, copy } of bare.languages) {
      expect(bare.page("index.html", code).html).not.toContain("play.google.com");
      expect(bare.page("index.html", code).doc.querySelector(".site-footer__credit")?.textContent).not.toContain(
        copy.store.googlePlay.trademark,
      );
    }
  });
});
