import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchFixture } from "../../scripts/testing/launch-fixtures.ts";
import type { LaunchFixture } from "../../scripts/testing/launch-fixtures.ts";
import { scannedQrCodes } from "../../scripts/testing/qr-codes.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { publishedLocales, settingsFor, siteCopy } from "../../scripts/testing/site-copy.ts";
import { live, storeAppId, storeUrl } from "../../scripts/testing/store-records.ts";
import type { ProductPage } from "../content/product-pages.ts";
import { appStoreHref } from "../launch/campaigns.ts";

const env = { ...live, APP_STORE_ID: storeAppId, APP_STORE_PROVIDER_TOKEN: "123456" };
const preOrder = { APP_STORE_STATE: "pre-order", APP_STORE_URL: storeUrl };
const parents: ProductPage = { slug: "parents", ppid: "45812c9b-c296-43d3-c6a0-c5a02f74bf6e", campaign: "parents" };

let fixture: LaunchFixture;
beforeAll(async () => {
  fixture = await launchFixture();
});
afterAll(() => fixture?.dispose());

const heroCode = (doc: Document) => doc.querySelector(".hero .qr-code");

describe("the QR code of the App Store link beside the hero's badge", () => {
  it("reads, in a camera's reader, as the App Store link with its own campaign token, in every published language", async () => {
    const built = await renderWith({ env, launch: fixture });
    for (const locale of publishedLocales()) {
      const { doc } = built.page("index.html", locale);
      expect(await scannedQrCodes(doc, built.files), locale).toEqual([appStoreHref(settingsFor(env), locale, "hero-qr")]);
      expect(new URL(appStoreHref(settingsFor(env), locale, "hero-qr")).searchParams.get("ct")).toBe(`hero-qr-${locale.toLowerCase()}`);
    }
    expect(built.campaigns).toContain(`hero-qr-${publishedLocales()[0]}`);
  });

  it("opens a custom product page's own App Store page there, with its ppid and campaign", async () => {
    const built = await renderWith({ env, launch: fixture, productPages: [parents] });
    const [scanned] = await scannedQrCodes(built.page(`${parents.slug}/index.html`).doc, built.files);
    const query = new URL(scanned ?? "").searchParams;
    expect(query.get("ppid")).toBe(parents.ppid);
    expect(query.get("ct")).toBe(`${parents.campaign}-hero-qr-${publishedLocales()[0]}`);
  });

  it("is one path in an image of its own, named from the copy and fetched lazily, with the words of the store state beside it and no style attribute", async () => {
    for (const [settings, state] of [
      [env, "live"],
      [preOrder, "pre-order"],
    ] as const) {
      const built = await renderWith({ env: settings, launch: fixture });
      for (const locale of publishedLocales()) {
        const code = heroCode(built.page("index.html", locale).doc);
        const copy = siteCopy(locale, settings);
        const image = code?.querySelector("img.qr-code__image");
        const file = built.files.get((image?.getAttribute("src") ?? "").replace(/^\//, "")) ?? "";
        expect(file.match(/<path /g)?.length, `${state} ${locale}`).toBe(1);
        expect(image?.getAttribute("alt")).toBe(copy.store.qrLabel);
        // A phone, which never shows it, never fetches it.
        expect(image?.getAttribute("loading")).toBe("lazy");
        expect(code?.querySelector("figcaption")?.textContent).toBe(copy.store[state].scan);
        expect(code?.querySelectorAll("[style]").length).toBe(0);
      }
    }
  });

  it("is not there while the app is coming soon, where the label keeps its own words and links nowhere", async () => {
    const built = await renderWith({ launch: fixture });
    for (const locale of publishedLocales()) expect(heroCode(built.page("index.html", locale).doc), locale).toBeNull();
  });
});
