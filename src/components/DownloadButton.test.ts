import { describe, expect, it } from "vitest";
import { renderWith } from "../../scripts/testing/render.ts";
import { pages } from "../pages/registry.ts";

const storeUrl = "https://apps.apple.com/app/swipeclean/id1234567890";

describe("the download button", () => {
  it("says the app is coming soon and is not a link while no App Store URL is configured", () => {
    const { page } = renderWith();
    for (const entry of pages) {
      const { doc } = page(entry.output);
      for (const button of Array.from(doc.querySelectorAll(".download-button"))) {
        expect(button.tagName).toBe("SPAN");
        expect(button.textContent).toContain("Download on the App Store");
        expect(button.closest("a")).toBeNull();
      }
      expect(doc.querySelector('meta[name="apple-itunes-app"]')).toBeNull();
    }
    expect(page("index.html").doc.querySelector(".hero .download-button")?.textContent).toContain("Coming soon");
  });

  it("becomes a real link everywhere, with a Smart App Banner, once the App Store is configured", () => {
    const { page } = renderWith({ APP_STORE_URL: storeUrl, APP_STORE_ID: "1234567890" });
    const buttons = pages.flatMap((entry) => Array.from(page(entry.output).doc.querySelectorAll(".download-button")));
    expect(buttons.length).toBeGreaterThanOrEqual(6);
    for (const button of buttons) {
      expect(button.tagName).toBe("A");
      expect(button.getAttribute("href")).toBe(storeUrl);
      expect(button.textContent).not.toContain("Coming soon");
    }
    const banner = page("index.html").doc.querySelector('meta[name="apple-itunes-app"]');
    expect(banner?.getAttribute("content")).toBe("app-id=1234567890");
  });
});
