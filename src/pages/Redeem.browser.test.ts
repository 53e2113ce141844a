import { describe, expect, it } from "vitest";
import { axeViolations, useBrowserAndServer, visit } from "../../scripts/testing/browser.ts";
import { varietyDistDir } from "../../scripts/testing/dist.ts";
import { pagesIn } from "../../scripts/testing/pages.ts";

// The owner's variety lists the README's offer code: its pages, as the build wrote them.
const offerPages = pagesIn(varietyDistDir()).filter((page) => page.offer);
const chromium = useBrowserAndServer(varietyDistDir);

describe.each(offerPages)("$route in Chromium", ({ route }) => {
  it("has no axe-core violations in the light or the dark scheme, on desktop (its QR code shown, its copy button added) and phone", async () => {
    for (const width of [1280, 390]) {
      const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${route}`, {
        width,
        height: 900,
        bypassCSP: true,
        reducedMotion: "reduce",
        permissions: ["clipboard-read", "clipboard-write"],
      });
      expect(await page.locator(".qr-code").isVisible(), `${width} px`).toBe(width > 768);
      expect(await page.locator("[data-offer-code-copy]").isVisible()).toBe(true);
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        expect(await axeViolations(page), `${colorScheme}, ${width} px`).toEqual([]);
      }
      await close();
    }
  });
});
