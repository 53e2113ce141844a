import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStoreBadge } from "../../scripts/launch/badge.ts";
import { launchFixture } from "../../scripts/testing/launch-fixtures.ts";
import type { LaunchFixture } from "../../scripts/testing/launch-fixtures.ts";
import { renderWith } from "../../scripts/testing/render.ts";
import type { StoreBadge } from "../launch.ts";
import { pages } from "../pages/registry.ts";
import type { StoreState } from "../site.ts";
import { comingSoonLabel, store, trademarkCredit } from "../content/store.ts";

const storeUrl = "https://apps.apple.com/app/swipeclean/id1234567890";
const contentPages = pages.filter((entry) => entry.chrome === "site");

let fixture: LaunchFixture;
const badges: Partial<Record<StoreState, StoreBadge>> = {};
beforeAll(async () => {
  fixture = await launchFixture();
  for (const state of ["pre-order", "live"] as const) {
    badges[state] = (await loadStoreBadge(state, store[state].badgeWords, `${fixture.assetsDir}/app-store`, (file) => file))?.badge;
  }
});
afterAll(() => fixture?.dispose());

const controls = (render: ReturnType<typeof renderWith>) => pages.flatMap((entry) => Array.from(render.page(entry.output).doc.querySelectorAll(".download-button")));

describe("the download control while the app is coming soon", () => {
  it("is our own label saying it is coming to the App Store, with no link, no image and nothing of Apple's badge", () => {
    const render = renderWith();
    const found = controls(render);
    expect(found.length).toBeGreaterThanOrEqual(4);
    for (const control of found) {
      expect(control.tagName).toBe("SPAN");
      expect(control.closest("a")).toBeNull();
      expect(control.textContent).toBe(`${comingSoonLabel.lead} ${comingSoonLabel.rest}`);
      expect(control.querySelector("img")).toBeNull();
      expect(control.className).not.toMatch(/badge/);
    }
    expect(render.page("index.html").doc.querySelector('meta[name="apple-itunes-app"]')).toBeNull();
  });

  it("credits the App Store and iPhone trademarks in the footer of every content page", () => {
    const render = renderWith();
    for (const entry of contentPages) {
      expect(render.page(entry.output).doc.querySelector(".site-footer__credit")?.textContent).toBe(trademarkCredit("coming-soon"));
    }
  });
});

describe.each(["pre-order", "live"] as const)("the download control once the app is %s", (state) => {
  const { badgeWords: words, availability } = store[state];
  const render = () => renderWith({ APP_STORE_STATE: state, APP_STORE_URL: storeUrl, APP_STORE_ID: "1234567890" }, { badge: badges[state], screenshots: [] });

  it("is Apple's badge as saved, named by its words and linking to the App Store, everywhere", () => {
    const found = controls(render());
    expect(found.length).toBeGreaterThanOrEqual(4);
    for (const control of found) {
      expect(control.tagName).toBe("A");
      expect(control.getAttribute("href")).toBe(storeUrl);
      const image = control.querySelector("img");
      expect(image?.getAttribute("alt")).toBe(words);
      const colour = control.closest(".call-to-action") ? "white" : "black";
      expect(image?.getAttribute("src")).toMatch(new RegExp(`^/assets/app-store-${state}-${colour}\\.[0-9a-f]{10}\\.svg$`));
      expect([image?.getAttribute("width"), image?.getAttribute("height")]).toEqual(["120", "40"]);
    }
  });

  it("shows the white badge on the dark band, and in dark mode elsewhere", () => {
    const doc = render().page("index.html").doc;
    expect(doc.querySelector(".call-to-action .download-button img")?.getAttribute("src")).toMatch(/-white\./);
    expect(doc.querySelector('.hero .download-button source[media="(prefers-color-scheme: dark)"]')?.getAttribute("srcset")).toMatch(/-white\./);
  });

  it("says where the app is in the FAQ and credits the Apple logo too", () => {
    const { page } = render();
    expect(page("index.html").doc.querySelector("#faq")?.textContent).toContain(availability);
    expect(page("privacy/index.html").doc.querySelector(".site-footer__credit")?.textContent).toBe(trademarkCredit(state));
    expect(trademarkCredit(state)).not.toBe(trademarkCredit("coming-soon"));
  });

  it(state === "live" ? "turns on the Smart App Banner" : "has no Smart App Banner before the app is live", () => {
    const banner = render().page("index.html").doc.querySelector('meta[name="apple-itunes-app"]');
    if (state === "live") expect(banner?.getAttribute("content")).toBe("app-id=1234567890");
    else expect(banner).toBeNull();
  });
});
