import { describe, expect, it } from "vitest";
import { axeViolations, useBrowserAndServer, visit } from "../../../scripts/testing/browser.ts";
import { varietyDistDir } from "../../../scripts/testing/dist.ts";

// The owner's variety lists an in-app event coming up (scripts/testing/owner-recipes.ts), beside the launch material.
const variety = useBrowserAndServer(varietyDistDir, { hosting: true });

describe("the home page with an in-app event, in Chromium", () => {
  it("shows the event, breaks no rule of the page's policy (its Event data needs no hash), and has no axe-core violations in either scheme", async () => {
    const url = `${variety.server.origin}/`;
    const served = await visit(variety.browser, url, { width: 390, height: 844 });
    expect(await served.page.evaluate(() => document.querySelectorAll("section.events .event-card").length)).toBeGreaterThan(0);
    expect(await served.cspViolations()).toEqual([]);
    await served.close();
    // axe-core is injected as a script of its own, which the page's policy would refuse.
    const { page, close } = await visit(variety.browser, url, { width: 390, height: 844, bypassCSP: true, reducedMotion: "reduce" });
    await page.evaluate(() => document.querySelector("section.events")?.scrollIntoView());
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
    await close();
  });
});
