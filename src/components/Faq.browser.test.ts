import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowserAndServer, visit } from "../../scripts/testing/browser.ts";

const chromium = useBrowserAndServer();

const openItems = (page: Page) =>
  page.locator("#faq details").evaluateAll((items) => items.flatMap((item, index) => ((item as HTMLDetailsElement).open ? [index] : [])));
const answerVisible = (page: Page, index: number) => page.locator("#faq .faq__answer").nth(index).isVisible();

// With JavaScript on, one answer at a time by click is the three-engine suite's (scripts/testing/every-engine/).
describe("the FAQ with JavaScript off", () => {
  it("opens one answer at a time by click and collapses the open one", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/#faq`, { javaScriptEnabled: false });
    const summaries = page.locator("#faq summary");
    expect(await openItems(page)).toEqual([]);
    await summaries.nth(0).click();
    expect(await openItems(page)).toEqual([0]);
    expect(await answerVisible(page, 0)).toBe(true);
    await summaries.nth(3).click();
    expect(await openItems(page)).toEqual([3]);
    expect(await answerVisible(page, 0)).toBe(false);
    await summaries.nth(3).click();
    expect(await openItems(page)).toEqual([]);
    await close();
  });
});

describe.each([true, false])("the FAQ with JavaScript %s", (javaScriptEnabled) => {
  it("works from the keyboard", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/#faq`, { javaScriptEnabled });
    const summaries = page.locator("#faq summary");
    await summaries.nth(1).focus();
    await page.keyboard.press("Enter");
    expect(await openItems(page)).toEqual([1]);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await summaries.nth(2).textContent());
    await page.keyboard.press("Space");
    expect(await openItems(page)).toEqual([2]);
    await page.keyboard.press("Space");
    expect(await openItems(page)).toEqual([]);
    await close();
  });

  it("works by touch on a phone", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/#faq`, {
      javaScriptEnabled,
      width: 390,
      height: 844,
      hasTouch: true,
      isMobile: true,
    });
    await page.locator("#faq summary").nth(4).tap();
    expect(await openItems(page)).toEqual([4]);
    await page.locator("#faq summary").nth(5).tap();
    expect(await openItems(page)).toEqual([5]);
    await close();
  });
});
