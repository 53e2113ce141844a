import { describe, expect, it } from "vitest";
import { texts } from "../../scripts/testing/dom.ts";
import { renderWith } from "../../scripts/testing/render.ts";
import { claims, facts, formatPrice } from "../content/facts.ts";
import { faqFor, faqIntro } from "../content/faq.ts";
import { callToAction, features, featuresIntro, hero, steps, stepsIntro } from "../content/landing.ts";

const { doc } = renderWith().page("index.html");
const main = doc.querySelector("main") as Element;

describe("the landing page", () => {
  it("shows its sections in the specified order", () => {
    expect(texts(main, "h1, h2")).toEqual([hero.headline, featuresIntro.heading, stepsIntro.heading, faqIntro.heading, callToAction.heading]);
  });

  it("opens with the headline, the tagline, a download button and two quotes", () => {
    const heroSection = main.querySelector(".hero") as Element;
    expect(heroSection.querySelector("h1")?.textContent).toBe(hero.headline);
    expect(heroSection.querySelector(".hero__subline")?.textContent).toBe(hero.subline);
    expect(heroSection.querySelector(".download-button")).not.toBeNull();
    expect(texts(heroSection, "blockquote")).toEqual(hero.quotes.map((quote) => quote.text));
  });

  it("shows the phone mockup with its floating labels", () => {
    expect(texts(main, ".phone-mockup .floating-label")).toEqual([...hero.floatingLabels]);
  });

  it("lists the features under #features", () => {
    expect(texts(main, "#features h3")).toEqual(features.map((feature) => feature.title));
    expect(texts(main, "#features h3 + p")).toEqual(features.map((feature) => feature.body));
  });

  it("explains the steps in order", () => {
    expect(texts(main, ".steps ol > li h3")).toEqual(steps.map((step) => step.title));
  });

  it("answers every FAQ entry under #faq, as one-open-at-a-time details", () => {
    const items = Array.from(main.querySelectorAll("#faq details"));
    expect(items.map((item) => item.querySelector("summary")?.textContent)).toEqual(faqFor("coming-soon").map((entry) => entry.question));
    expect(new Set(items.map((item) => item.getAttribute("name")))).toEqual(new Set(["faq"]));
  });

  it("makes every claim and business constant somewhere on the page", () => {
    const text = main.textContent?.replace(/\s+/g, " ") ?? "";
    for (const claim of [claims.onDevice, claims.bin, claims.review, claims.permission, claims.freeTier, claims.paidTier, claims.requirements]) {
      expect(text).toContain(claim);
    }
    for (const fact of [`${facts.recentlyDeletedDays} days`, formatPrice(), `${facts.freeSwipesPerDay} swipes`, `iOS ${facts.minimumIos}`, facts.optimizedFor, `under ${facts.minimumAge}`]) {
      expect(text).toContain(fact);
    }
  });

  it("closes with a call to action linking to the privacy policy", () => {
    const cta = main.querySelector(".call-to-action") as Element;
    expect(cta.querySelector("h2")?.textContent).toBe(callToAction.heading);
    expect(cta.querySelector('a[href="/privacy/"]')?.textContent).toBe(callToAction.privacyLink);
  });

  it("has a download bar for small screens", () => {
    expect(main.querySelector(".download-bar .download-button")).not.toBeNull();
  });

  it("ships no video modal and no form", () => {
    expect(doc.querySelector("video, dialog, form, iframe")).toBeNull();
  });
});
