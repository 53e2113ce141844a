import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowserAndServer } from "../browser.ts";
import { varietyDistDir } from "../dist.ts";
import { previewOutOfSight, previewWindows } from "../every-engine/preview-dialog.ts";

const chromium = useBrowserAndServer();
/** The owner's variety, which has a preview video (portrait, Apple's 886 × 1920). */
const launchDay = useBrowserAndServer(varietyDistDir);

/**
 * Chromium made to look like iOS Safari 15: no popover, no <details name>, no color-mix().
 * The markup keeps what an old engine would ignore out of its way: the popover attributes and
 * the details' name are dropped, and color-mix() is renamed to a function no engine knows, so
 * its declarations are thrown away as Safari before 16.2 throws them away.
 */
async function openAsOldSafari(origin = chromium.server.origin): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await chromium.browser.playwright.newContext({
    viewport: { width: 390, height: 844 },
    bypassCSP: true,
    reducedMotion: "reduce",
  });
  await context.addInitScript(() => {
    const prototype = HTMLElement.prototype as unknown as Record<string, unknown>;
    for (const method of ["showPopover", "hidePopover", "togglePopover"]) delete prototype[method];
    delete (HTMLDetailsElement.prototype as unknown as Record<string, unknown>).name;
  });
  await context.route(`${origin}/**`, async (route) => {
    const response = await route.fetch();
    // Only the pages are rewritten: an image passes as it came (a lazy one may be asked for as the test ends).
    if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return route.fulfill({ response });
    const html = (await response.text())
      .replace(/ popover="auto"| popoverTarget="[^"]*"| popovertarget="[^"]*"| name="faq"/g, "")
      .replaceAll("color-mix(", "color-mix-unknown(");
    await route.fulfill({ response, body: html });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // A request still in flight when the test is done (a lazy image) is no error of the page's.
  const close = () => context.unrouteAll({ behavior: "ignoreErrors" }).then(() => context.close());
  return { page, errors, close };
}

const menuVisible = (page: Page) => page.locator("[data-menu]").isVisible();
const openItems = (page: Page) =>
  page.locator("#faq details").evaluateAll((items) => items.flatMap((item, index) => ((item as HTMLDetailsElement).open ? [index] : [])));

describe("the old-engine paths, in Chromium made to look like iOS Safari 15", () => {
  it("lacks what Safari 15 lacks", async () => {
    const { page, close } = await openAsOldSafari();
    await page.goto(`${chromium.server.origin}/`);
    expect(await page.evaluate(() => ["showPopover" in HTMLElement.prototype, "name" in HTMLDetailsElement.prototype])).toEqual([
      false,
      false,
    ]);
    expect(await page.locator("[popover], details[name]").count()).toBe(0);
    await close();
  });

  it("opens the menu from the script, and closes it on the toggle and on Escape", async () => {
    const { page, errors, close } = await openAsOldSafari();
    await page.goto(`${chromium.server.origin}/privacy/`);
    const toggle = page.locator("[data-menu-toggle]");
    expect(await menuVisible(page)).toBe(false);
    await toggle.click();
    expect(await menuVisible(page)).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await toggle.click();
    expect(await menuVisible(page)).toBe(false);
    await toggle.click();
    await page.keyboard.press("Escape");
    expect(await menuVisible(page)).toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps the FAQ to one open answer from the script", async () => {
    const { page, errors, close } = await openAsOldSafari();
    await page.goto(`${chromium.server.origin}/#faq`);
    const summaries = page.locator("#faq summary");
    await summaries.nth(0).click();
    await summaries.nth(2).click();
    expect(await openItems(page)).toEqual([2]);
    await summaries.nth(2).click();
    expect(await openItems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the preview video whole in the script's dialog, its controls and the close button in sight, in every window of the engines' check", async () => {
    const { page, errors, close } = await openAsOldSafari(launchDay.server.origin);
    await page.goto(`${launchDay.server.origin}/`);
    await page.click("[data-preview-open]");
    expect(await page.locator("[data-preview]").getAttribute("data-preview-fallback")).toBe("");
    for (const [width, height] of previewWindows) {
      await page.setViewportSize({ width, height });
      await expect.poll(() => page.evaluate(previewOutOfSight), { message: `${width}×${height}` }).toEqual([]);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("paints the header and the bottom bar fully opaque", async () => {
    const { page, close } = await openAsOldSafari();
    await page.goto(`${chromium.server.origin}/`);
    await page.evaluate(() => window.scrollTo(0, 900));
    const backgrounds = await page.evaluate(() =>
      [".site-header", ".download-bar"].map((selector) => getComputedStyle(document.querySelector(selector) as Element).backgroundColor),
    );
    const light = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--color-bg").trim());
    expect(light).toMatch(/^#/);
    for (const background of backgrounds) expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    await close();
  });
});
