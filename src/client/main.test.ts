import { afterEach, describe, expect, it } from "vitest";
import { loadBuiltPage } from "../../scripts/testing/happy-page.ts";
import type { HappyPage } from "../../scripts/testing/happy-page.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { siteCopy } from "../../scripts/testing/site-copy.ts";

let page: HappyPage;
afterEach(() => page?.close());

const press = (doc: Document, key: string) => {
  const view = doc.defaultView as unknown as { KeyboardEvent: typeof KeyboardEvent };
  doc.dispatchEvent(new view.KeyboardEvent("keydown", { key, bubbles: true }));
};

describe("the menu, enhanced by the built client script", () => {
  const parts = (doc: Document) => ({
    toggle: doc.querySelector("[data-menu-toggle]") as HTMLButtonElement,
    menu: doc.querySelector("[data-menu]") as HTMLElement,
  });

  it("starts closed with aria-expanded=false", async () => {
    page = await loadBuiltPage("privacy/index.html");
    const { toggle, menu } = parts(page.document);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(menu.hidden).toBe(true);
  });

  it("opens and closes from the toggle, keeping aria-expanded in step", async () => {
    page = await loadBuiltPage("privacy/index.html");
    const { toggle, menu } = parts(page.document);
    toggle.click();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(menu.hidden).toBe(false);
    toggle.click();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(menu.hidden).toBe(true);
  });

  it("closes on Escape and puts focus back on the toggle", async () => {
    page = await loadBuiltPage("index.html");
    const { toggle, menu } = parts(page.document);
    toggle.click();
    (menu.querySelector("a") as HTMLAnchorElement).focus();
    press(page.document, "Escape");
    expect(menu.hidden).toBe(true);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(page.document.activeElement).toBe(toggle);
  });

  it("closes when a link is chosen", async () => {
    page = await loadBuiltPage("index.html");
    const { toggle, menu } = parts(page.document);
    toggle.click();
    const faqLink = Array.from(menu.querySelectorAll("a")).find((a) => a.textContent === "FAQ") as HTMLAnchorElement;
    faqLink.addEventListener("click", (event) => event.preventDefault());
    faqLink.click();
    expect(menu.hidden).toBe(true);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("the FAQ, enhanced by the built client script", () => {
  const items = (doc: Document) => Array.from(doc.querySelectorAll<HTMLDetailsElement>("#faq details"));
  const openOnes = (doc: Document) => items(doc).flatMap((item, index) => (item.open ? [index] : []));
  const toggled = () => new Promise((resolve) => setTimeout(resolve, 10));

  it("keeps one answer open at a time", async () => {
    page = await loadBuiltPage("index.html");
    const [first, second, third] = items(page.document);
    first.querySelector("summary")?.click();
    await toggled();
    expect(openOnes(page.document)).toEqual([0]);
    second.querySelector("summary")?.click();
    await toggled();
    expect(openOnes(page.document)).toEqual([1]);
    third.querySelector("summary")?.click();
    await toggled();
    expect(openOnes(page.document)).toEqual([2]);
  });

  it("lets the open answer be collapsed", async () => {
    page = await loadBuiltPage("index.html");
    const [first] = items(page.document);
    first.querySelector("summary")?.click();
    await toggled();
    first.querySelector("summary")?.click();
    await toggled();
    expect(openOnes(page.document)).toEqual([]);
  });
});

describe("the copyright year", () => {
  it("is corrected in the browser once the year has turned since the build", async () => {
    page = await loadBuiltPage("index.html", { before: "Date.prototype.getFullYear = () => 2999;" });
    expect(page.document.querySelector("[data-year]")?.textContent).toBe("2999");
  });
});

describe("the 404 page", () => {
  it("logs the path the visitor asked for", async () => {
    page = await loadBuiltPage("404.html", { url: "http://127.0.0.1/no/such/page?x=1" });
    expect(page.warnings.map((args) => args.join(" "))).toEqual(["404: no page at /no/such/page"]);
  });

  it("logs nothing on the other pages", async () => {
    page = await loadBuiltPage("index.html");
    expect(page.warnings).toEqual([]);
  });
});

describe("a failure inside one behaviour", () => {
  it("leaves the others working and throws nothing", async () => {
    page = await loadBuiltPage("index.html", {
      before: "HTMLDetailsElement.prototype.addEventListener = () => { throw new Error('broken on purpose'); };",
    });
    const toggle = page.document.querySelector("[data-menu-toggle]") as HTMLButtonElement;
    toggle.click();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(page.errors).toEqual([]);
    expect(String(page.warnings[0]?.[0])).toContain("faq enhancement was skipped");
  });
});

describe("printing the FAQ", () => {
  it("opens every answer for the printer, then puts the one-at-a-time group back as it was", async () => {
    page = await loadBuiltPage("index.html");
    const items = Array.from(page.document.querySelectorAll<HTMLDetailsElement>("#faq details"));
    items[1].open = true;
    const view = page.window as unknown as Window & { Event: typeof Event };
    view.dispatchEvent(new view.Event("beforeprint"));
    expect(items.every((item) => item.open)).toBe(true);
    expect(items.some((item) => item.hasAttribute("name"))).toBe(false);
    view.dispatchEvent(new view.Event("afterprint"));
    expect(items.map((item) => item.open)).toEqual(items.map((_, index) => index === 1));
    expect(items.every((item) => item.getAttribute("name") === "faq")).toBe(true);
  });
});

describe("on launch day", () => {
  const launch = {
    badges: {},
    screenshots: [1, 2, 3].map((n) => ({
      file: `0${n}.png`,
      alt: { en: `Screen ${n}` },
      width: 480,
      height: 1043,
      sources: [{ type: "image/jpeg", files: [{ path: `/assets/s${n}.jpg`, width: 480 }] }],
    })),
    video: {
      title: { en: "The app" },
      video: { path: "/assets/p.mp4", type: "video/mp4" },
      poster: { path: "/assets/p.jpg", width: 720, height: 1560 },
    },
  };
  const live = { APP_STORE_STATE: "live", APP_STORE_URL: "https://apps.apple.com/app/id1234567890" };
  const landing = async () => (await renderWith({ env: live, prepared: launch })).page("index.html").html;

  it("adds previous and next buttons to the screenshot strip", async () => {
    page = await loadBuiltPage("index.html", { html: await landing() });
    const buttons = Array.from(page.document.querySelectorAll(".screens__button"), (button) => button.getAttribute("aria-label"));
    expect(buttons).toEqual([siteCopy().launch.previous, siteCopy().launch.next]);
    expect(page.errors).toEqual([]);
  });

  it("keeps the preview control's aria-expanded in step with its dialog", async () => {
    page = await loadBuiltPage("index.html", { html: await landing() });
    const control = page.document.querySelector("[data-preview-open]") as HTMLButtonElement;
    expect(control.getAttribute("aria-expanded")).toBe("false");
    expect(page.errors).toEqual([]);
  });

  it("leaves the strip's and the video's code out of a page that shows neither", async () => {
    const html = (await renderWith({ prepared: { screenshots: [] } })).page("index.html").html;
    expect(html).not.toContain("screenshot strip");
    expect(html).not.toContain("preview video");
    expect(await landing()).toContain("screenshot strip");
  });
});

describe("an offer's code", () => {
  const offer = { code: "SPRING2027", gives: { en: "Three months free", de: "Drei Monate gratis", ja: "3か月無料" } };
  const env = { APP_STORE_STATE: "live", APP_STORE_URL: "https://apps.apple.com/app/id1234567890", APP_STORE_ID: "1234567890" };
  const redeemPage = async () => (await renderWith({ env, prepared: {}, offers: [offer] })).page(`redeem/${offer.code}/index.html`).html;
  const parts = (doc: Document) => ({
    button: doc.querySelector("[data-offer-code-copy]") as HTMLButtonElement,
    status: doc.querySelector("[data-offer-code-status]") as HTMLElement,
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

  it("gets a copy button where the browser can copy, which copies the code and says so in the polite status", async () => {
    page = await loadBuiltPage("index.html", { html: await redeemPage() });
    const { button, status } = parts(page.document);
    expect(button.hidden).toBe(false);
    expect(status.getAttribute("role")).toBe("status");
    button.click();
    await settled();
    const view = page.window as unknown as Window;
    expect(await view.navigator.clipboard.readText()).toBe(offer.code);
    expect(status.textContent).toBe(siteCopy().redeem.copied);
    expect(page.errors).toEqual([]);
  });

  it("stays plain text to select, with no button, where the browser cannot copy", async () => {
    page = await loadBuiltPage("index.html", {
      html: await redeemPage(),
      before: "Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });",
    });
    expect(parts(page.document).button.hidden).toBe(true);
    expect(page.document.querySelector("[data-offer-code-value]")?.textContent).toBe(offer.code);
    expect(page.errors).toEqual([]);
  });

  it("says how to copy it by hand, and throws nothing, where the browser refuses", async () => {
    page = await loadBuiltPage("index.html", {
      html: await redeemPage(),
      before: "navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));",
    });
    const { button, status } = parts(page.document);
    button.click();
    await settled();
    expect(status.textContent).toBe(siteCopy().redeem.copyFailed);
    expect(page.document.getSelection()?.toString()).toBe(offer.code);
    expect(page.errors).toEqual([]);
  });
});
