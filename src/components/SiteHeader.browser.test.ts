import { describe, expect, it } from "vitest";
import { useBrowserAndServer, visit } from "../../scripts/testing/browser.ts";
import { pages } from "../pages/registry.ts";
import { headerLinks } from "./site-links.ts";
import { siteCopy } from "../../scripts/testing/site-copy.ts";

const { nav } = siteCopy();

const chromium = useBrowserAndServer();

const phone = { width: 390, height: 844, hasTouch: true, isMobile: true };
const focusedIsToggle = "document.activeElement?.hasAttribute('data-menu-toggle')";

describe("the header menu on a 390 px phone", () => {
  // Opening and closing on the toggle and on Escape is the three-engine suite's (scripts/testing/every-engine/).
  it("gives focus back to the toggle when Escape closes the menu from a link inside it", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/privacy/`, phone);
    const toggle = page.locator("[data-menu-toggle]");
    const support = page.locator('.site-nav__link[href="/support/"]');
    await toggle.click();
    await support.focus();
    await page.keyboard.press("Escape");
    expect(await support.isVisible()).toBe(false);
    expect(await page.evaluate(focusedIsToggle)).toBe(true);
    await close();
  });

  it("closes when a link is chosen and goes there", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/`, phone);
    await page.locator("[data-menu-toggle]").click();
    await page.locator('.site-nav__link[href="/#faq"]').click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#faq");
    expect(await page.locator("[data-menu]").isVisible()).toBe(false);
    expect(await page.locator("[data-menu-toggle]").getAttribute("aria-expanded")).toBe("false");
    await close();
  });

  it("opens and closes from the keyboard", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/support/`, phone);
    await page.locator("[data-menu-toggle]").focus();
    await page.keyboard.press("Enter");
    expect(await page.locator("[data-menu]").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await page.locator("[data-menu]").isVisible()).toBe(false);
    expect(await page.evaluate(focusedIsToggle)).toBe(true);
    await close();
  });

  it("still reaches every link with JavaScript off", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/privacy/`, { ...phone, javaScriptEnabled: false });
    await page.locator("[data-menu-toggle]").click();
    const links = page.locator(".site-nav__link");
    expect(await links.evaluateAll((all) => all.map((a) => (a as HTMLElement).textContent))).toEqual(
      headerLinks.map((link) => nav[link.label]),
    );
    const last = headerLinks[headerLinks.length - 1];
    expect(await page.locator(`.site-nav__link[href="${last.path}"]`).isVisible()).toBe(true);
    await page.locator(`.site-nav__link[href="${last.path}"]`).click();
    await page.waitForURL((url) => url.pathname === last.path);
    expect(await page.locator(".site-nav__link[aria-current='page']").textContent()).toBe(nav[last.label]);
    await close();
  });

  it("keeps the header in the same place whether or not the script runs", async () => {
    const box = async (javaScriptEnabled: boolean) => {
      const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/`, { ...phone, javaScriptEnabled });
      const rect = await page.locator("[data-menu-toggle]").boundingBox();
      await close();
      return rect;
    };
    expect(await box(true)).toEqual(await box(false));
  });
});

describe("the header on a 1280 px desktop", () => {
  it("shows the links inline and no menu toggle", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/`);
    expect(await page.locator("[data-menu-toggle]").isVisible()).toBe(false);
    for (const link of headerLinks) expect(await page.locator(`.site-nav__link[href="${link.path}"]`).isVisible()).toBe(true);
    await close();
  });

  it.each(
    headerLinks
      .filter((link) => pages.some((entry) => entry.route === link.path && link.path !== "/"))
      .map((link) => [link.path, nav[link.label]]),
  )("highlights the current page's link on %s", async (route, label) => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${route}`);
    const looks = await page.locator(".site-nav__link").evaluateAll((links) =>
      links.map((link) => {
        const style = getComputedStyle(link);
        return {
          text: link.textContent,
          current: link.getAttribute("aria-current"),
          look: [style.color, style.backgroundColor, style.boxShadow].join("|"),
        };
      }),
    );
    const current = looks.filter((link) => link.current === "page");
    expect(current.map((link) => link.text)).toEqual([label]);
    for (const other of looks.filter((link) => link.current !== "page")) expect(other.look).not.toBe(current[0].look);
    await close();
  });
});
