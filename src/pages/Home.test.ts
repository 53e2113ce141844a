import { describe, expect, it } from "vitest";
import { texts } from "../../scripts/testing/dom.ts";
import { renderWith } from "../../scripts/testing/render.ts";
import { claims, facts } from "../content/facts.ts";
import { faqFor } from "../content/faq.ts";

const { doc } = renderWith().page("index.html");
const main = doc.querySelector("main") as Element;

describe("the landing page", () => {
  it("shows its sections in the specified order", () => {
    const headings = texts(main, "h1, h2");
    expect(headings).toEqual([
      "Swipe to organize",
      "Built for a tidy camera roll",
      "How it works",
      "Frequently asked questions",
      "Make space for what matters",
    ]);
  });

  it("opens with the headline SWIPE TO ORGANIZE, the tagline and a download button", () => {
    const hero = main.querySelector(".hero") as Element;
    expect(hero.querySelector("h1")?.textContent?.toUpperCase()).toBe("SWIPE TO ORGANIZE");
    expect(hero.textContent).toContain("Turn cleaning your camera roll into something you actually enjoy.");
    expect(hero.querySelector(".download-button")).not.toBeNull();
    expect(hero.querySelectorAll("blockquote")).toHaveLength(2);
  });

  it("shows the phone mockup with the three floating labels", () => {
    expect(texts(main, ".phone-mockup .floating-label")).toEqual(["Duplicate detected", "Similar photo", "Low-quality"]);
  });

  it("lists the three features under #features", () => {
    expect(texts(main, "#features h3")).toEqual(["Swipe to Clean", "Local & Private", "iOS-Native"]);
  });

  it("explains the three steps in order", () => {
    expect(texts(main, ".steps ol > li h3")).toEqual(["Grant Access", "Swipe", "Review & Confirm"]);
  });

  it("answers at least six questions under #faq, as one-open-at-a-time details", () => {
    const items = Array.from(main.querySelectorAll("#faq details"));
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.length).toBe(faqFor("coming-soon").length);
    expect(new Set(items.map((item) => item.getAttribute("name")))).toEqual(new Set(["faq"]));
    expect(items.every((item) => item.querySelector("summary"))).toBe(true);
  });

  it("makes every claim and constant of the specification somewhere on the page", () => {
    const text = main.textContent?.replace(/\s+/g, " ") ?? "";
    for (const claim of [claims.onDevice, claims.bin, claims.review, claims.permission, claims.freeTier, claims.paidTier]) {
      expect(text).toContain(claim);
    }
    expect(text).toContain(`recoverable for ${facts.recentlyDeletedDays} days`);
    expect(text).toContain("about $4.50 per month");
    expect(text).toContain("up to 100 swipes a day, plus bonus swipes for keeping a streak");
    expect(text).toContain("iOS 15.0 or later");
    expect(text).toContain("iPhone 12 and newer");
    expect(text).toContain("children under 13");
  });

  it("closes with a call to action linking to the privacy policy", () => {
    const cta = main.querySelector(".call-to-action") as Element;
    expect(cta.querySelector("h2")?.textContent).toBe("Make space for what matters");
    expect(cta.querySelector('a[href="/privacy/"]')).not.toBeNull();
  });

  it("has a download bar for small screens", () => {
    expect(main.querySelector(".download-bar .download-button")).not.toBeNull();
  });

  it("ships no video modal and no form", () => {
    expect(doc.querySelector("video, dialog, form, iframe")).toBeNull();
  });
});
