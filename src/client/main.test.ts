import { afterEach, describe, expect, it } from "vitest";
import { loadBuiltPage } from "../../scripts/testing/happy-page.ts";
import type { HappyPage } from "../../scripts/testing/happy-page.ts";

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
