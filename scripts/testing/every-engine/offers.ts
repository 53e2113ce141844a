/**
 * What every engine must show of the QR codes and of an offer code's page, in the owner's
 * variety (live, with the README's offer code listed): the App Store link's code beside the
 * hero's badge at a desktop width, dark on light, and neither on a phone nor on a tablet's touch
 * screen; on one visit of the offer's page, the redemption link's code dark on light in the
 * other scheme and its copy button copying the code and saying so; no script error, no console
 * error, no Content Security Policy violation.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../pipeline/contrast.ts";
import { varietyDistDir } from "../dist.ts";
import { isShown, settled, until } from "../probes.ts";
import { siteCopy } from "../site-copy.ts";
import type { EnginePage } from "../../browsers/drivers/start-engine.ts";
import type { EngineState } from "./state.ts";

/**
 * The QR code's image as the page shows it: its size, whether the engine has loaded it (it is
 * fetched lazily, as it is laid out), and its ground's and modules' colours as the file draws them.
 */
const drawnCode = async (selector: string) => {
  const image = document.querySelector(`${selector} .qr-code__image`) as HTMLImageElement;
  const svg = await (await fetch(image.currentSrc || image.src)).text();
  const colour = (pattern: RegExp) => pattern.exec(svg)?.[1] ?? "";
  return {
    width: image.getBoundingClientRect().width,
    loaded: image.complete && image.naturalWidth > 0,
    ground: colour(/<rect[^>]* fill="(#[0-9a-fA-F]{6})"/),
    modules: colour(/<path[^>]* stroke="(#[0-9a-fA-F]{6})"/),
  };
};
const imageLoaded = (selector: string) => {
  const image = document.querySelector(`${selector} .qr-code__image`) as HTMLImageElement | null;
  return Boolean(image?.complete && image.naturalWidth > 0);
};

/** A #rrggbb colour's channels. */
const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** What the instrumented build recorded (../instrumented-site.ts), and the policy violations Playwright's engines record. */
const trouble = () => {
  const seen = (window as unknown as { __seen?: { errors: string[]; console: string[] } }).__seen;
  return {
    errors: seen ? seen.errors : ["the recorder did not run"],
    consoleErrors: (seen?.console ?? []).filter((message) => message.startsWith("error")),
    violations: (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    styleAttributes: document.querySelectorAll("body [style]").length,
  };
};

export function describeOffers(state: EngineState): void {
  describe("QR codes and offer codes", () => {
    const [code] = readdirSync(path.join(varietyDistDir(), "redeem")).sort();

    /** Whether `selector`'s code is drawn at `page`'s desktop width, large enough and dark on light in `scheme`. */
    const drawnReadable = async (page: EnginePage, selector: string, scheme: string) => {
      expect(await page.evaluate(isShown, selector), "at 1280 px").toBe(true);
      expect(await until(page, imageLoaded, true, selector), "its image, fetched as it is laid out").toBe(true);
      const drawn = await page.evaluate(drawnCode, selector);
      // A camera reads a code of at least about three pixels a module; 41 modules in 8rem are.
      expect(drawn.width).toBeGreaterThanOrEqual(120);
      expect(contrastRatio(drawn.ground, drawn.modules), `${scheme}: ${drawn.ground} against ${drawn.modules}`).toBeGreaterThan(12);
      expect(Math.min(...channels(drawn.ground)), `${scheme}: a light ground`).toBeGreaterThan(200);
    };
    /** The scheme to check a code in: dark where the engine switches schemes in the browser it runs. */
    const schemeFor = (wanted: "light" | "dark") => {
      // Where a dark scheme starts a browser for this check alone (Firefox's, 5 s idle, 10 s busy),
      // the light one is checked: the engines that switch schemes show the stylesheet's dark rule.
      const { fixed, startsBrowserFor } = state.engine;
      return [...fixed, ...startsBrowserFor].includes("colorScheme") ? "light" : wanted;
    };

    it("shows the App Store link's QR code beside the hero's badge at a desktop width, dark on light, and not on a phone or a tablet", async () => {
      const page = await state.engine.open({ width: 1280, height: 900 });
      try {
        await page.goto(state.varietyUrl("/"));
        await settled(page);
        await drawnReadable(page, ".hero .qr-code", "light");
        await page.resize(390, 844);
        await page.goto(state.varietyUrl("/"));
        expect(await page.evaluate(isShown, ".hero .qr-code"), "on a phone").toBe(false);
      } finally {
        await page.close();
      }
      if (state.engine.name !== "chromium") return;
      // A tablet as wide as a computer, pointed at with a finger: only Playwright's Chromium emulates its touch screen.
      const tablet = await state.engine.open({ width: 1366, height: 1024, playwright: { hasTouch: true, isMobile: true } });
      try {
        await tablet.goto(state.varietyUrl("/"));
        expect(await tablet.evaluate(isShown, ".hero .qr-code"), "on a tablet").toBe(false);
      } finally {
        await tablet.close();
      }
    });

    // One visit of the offer's page: the code's colours are the same stylesheet's as the home page's,
    // checked here in the other scheme, and so is the rule that hides it on phones and tablets.
    it(`/redeem/${code}/: shows the redemption link's QR code, dark on light, and copies the offer's code from its button and says so, with no script error, no console error and no CSP violation`, async () => {
      const scheme = schemeFor("dark");
      // A browser lets a page write the clipboard on a visitor's click; headless Chromium asks for the permission besides.
      const page = await state.engine.open({
        width: 1280,
        height: 900,
        colorScheme: scheme,
        playwright: { permissions: ["clipboard-read", "clipboard-write"] },
      });
      try {
        await page.goto(state.varietyUrl(`/redeem/${code}/`));
        await settled(page);
        await drawnReadable(page, ".redeem__qr", scheme);
        expect(await until(page, isShown, true, "[data-offer-code-copy]"), "the button, where the browser can copy").toBe(true);
        await page.click("[data-offer-code-copy]");
        const status = () => document.querySelector("[data-offer-code-status]")?.textContent ?? "";
        expect(await until(page, status, siteCopy().redeem.copied)).toBe(siteCopy().redeem.copied);
        expect(await page.evaluate(trouble)).toEqual({ errors: [], consoleErrors: [], violations: [], styleAttributes: 0 });
      } finally {
        await page.close();
      }
    });
  });
}
