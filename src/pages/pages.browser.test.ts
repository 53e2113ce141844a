import { pagesIn } from "../../scripts/testing/pages.ts";
import { describe, expect, it } from "vitest";
import { axeViolations, useBrowserAndServer, visit } from "../../scripts/testing/browser.ts";
import type { Visit } from "../../scripts/testing/browser.ts";
import { distDir } from "../../scripts/testing/dist.ts";
import { visitablePages } from "../../scripts/testing/pages.ts";
import { siteCopy } from "../../scripts/testing/site-copy.ts";

/** The pages the build publishes. */
const pages = pagesIn(distDir());

const chromium = useBrowserAndServer();
// Served with the headers of _headers too, as a visitor on Netlify or Cloudflare gets each page: the engine reads them.
const hosted = useBrowserAndServer(distDir, { hosting: true });

const routes = visitablePages(distDir()).map((page) => page.path);
const phone = { width: 390, height: 844, hasTouch: true, isMobile: true };

/**
 * Console errors and warnings (Chromium warns of a header it cannot read, a Permissions-Policy
 * feature it does not know), apart from the 404 page's own: its status, and the path it logs.
 */
const consoleErrors = (visited: Visit) =>
  visited.consoleMessages.filter(
    (message) =>
      ["error", "pageerror", "warning"].includes(message.type) &&
      !/status of 404/.test(message.text) &&
      !message.text.startsWith("404: no page at"),
  );

describe.each(routes)("%s in Chromium", (route) => {
  it("requests nothing from another origin, nothing fails, nothing is logged as an error or a warning, and CSP is never violated", async () => {
    const visited = await visit(hosted.browser, `${hosted.server.origin}${route}`);
    expect(visited.requests.filter((url) => !url.startsWith(hosted.server.origin))).toEqual([]);
    expect(visited.failures).toEqual([]);
    expect(consoleErrors(visited)).toEqual([]);
    expect(await visited.cspViolations()).toEqual([]);
    await visited.close();
  });

  it("has an inlined favicon the browser can draw", async () => {
    const visited = await visit(chromium.browser, `${chromium.server.origin}${route}`);
    const size = await visited.page.evaluate(async () => {
      const image = new Image();
      image.src = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? "";
      await image.decode();
      return image.naturalWidth;
    });
    expect(size).toBeGreaterThan(0);
    await visited.close();
  });

  it("has no axe-core violations in the light or the dark scheme, on desktop and phone", async () => {
    for (const size of [{ width: 1280 }, phone]) {
      const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${route}`, {
        ...size,
        bypassCSP: true,
        reducedMotion: "reduce",
      });
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        expect(await axeViolations(page), `${colorScheme}, ${size.width} px`).toEqual([]);
      }
      await close();
    }
  });

  it("never scrolls sideways at 320 px (menu open too), 768 px or 1024 px", async () => {
    for (const width of [320, 768, 1024]) {
      const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${route}`, { ...phone, width, height: 640 });
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow(), `${width} px`).toBe(0);
      if (width === 320 && (await page.locator("[data-menu-toggle]").count())) {
        await page.locator("[data-menu-toggle]").click();
        expect(await overflow(), "menu open").toBe(0);
      }
      await close();
    }
  });

  it("gives every control a tap target of at least 44 by 44 px on a touch screen", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${route}`, phone);
    const small = await page.locator("a, button, summary").evaluateAll((controls) =>
      controls.flatMap((control) => {
        const rect = control.getBoundingClientRect();
        // Links inside a sentence are exempt (WCAG 2.5.8); hidden ones cannot be tapped.
        if (control.closest("p") || rect.width === 0) return [];
        return rect.width < 44 || rect.height < 44
          ? [`${(control as HTMLElement).innerText || control.className} ${rect.width}x${rect.height}`]
          : [];
      }),
    );
    expect(small).toEqual([]);
    await close();
  });

  it("reaches every visible control by Tab and shows a focus ring on each", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${route}`);
    const focusable = "a[href], button:not([disabled]), summary";
    const expected = await page.locator(focusable).evaluateAll((all) => all.filter((element) => element.checkVisibility()).length);
    const reached = new Set<number>();
    for (let step = 0; step <= expected; step += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate((selector) => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        return {
          index: Array.prototype.indexOf.call(document.querySelectorAll(selector), element) as number,
          name: element.innerText.trim().slice(0, 30) || element.tagName,
          ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        };
      }, focusable);
      if (!focused || reached.has(focused.index)) break;
      reached.add(focused.index);
      expect(focused, focused.name).toMatchObject({ ring: true });
    }
    expect(reached.size).toBe(expected);
    await close();
  });

  it("does not shift its layout while loading", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${route}`, phone);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    await close();
  });
});

describe("the 404 page", () => {
  it("answers an unknown path with status 404, fully styled, and logs the path", async () => {
    const visited = await visit(chromium.browser, `${chromium.server.origin}/no/such/page`);
    expect(visited.status).toBe(404);
    expect(await visited.page.locator("h1").textContent()).toBe(siteCopy().notFound.heading);
    expect(await visited.page.locator(".not-found").evaluate((element) => getComputedStyle(element).display)).toBe("flex");
    expect(visited.failures).toEqual([]);
    expect(visited.consoleMessages).toContainEqual({ type: "warning", text: "404: no page at /no/such/page" });
    await visited.page.locator("a", { hasText: siteCopy().notFound.homeLink }).click();
    await visited.page.waitForURL(`${chromium.server.origin}/`);
    await visited.close();
  });

  it("is not what the other pages answer: each works with and without the slash", async () => {
    const routes = pages.filter((entry) => entry.route.length > 1).flatMap((entry) => [entry.route.replace(/\/$/, ""), entry.route]);
    for (const route of routes) {
      const { status, page, close } = await visit(chromium.browser, `${chromium.server.origin}${route}`);
      expect(status, route).toBe(200);
      expect(await page.locator("[data-not-found]").count(), route).toBe(0);
      await close();
    }
  });
});
