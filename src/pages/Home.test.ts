import { describe, expect, it } from "vitest";
import { texts } from "../../scripts/testing/dom.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { faqEntries } from "../content/copy.ts";
import { formatPrice } from "../content/facts.ts";
import { siteContent } from "../../scripts/testing/site-copy.ts";
import { localePath } from "../routing/urls.ts";

const { page, languages, entries: pages } = await renderWith();
const { facts } = siteContent;
const { previewVideo } = siteContent.listing;
const squeezed = (text: string) => text.replace(/\s+/g, " ");

describe.each(languages)("the landing page in $code", ({ code, copy }) => {
  const { doc } = page("index.html", code);
  const main = doc.querySelector("main") as Element;

  it("opens with the headline as its one <h1>, and heads each of its sections", () => {
    // Their order is the specification's, proven in src/content/spec.test.ts; an owner may add sections between.
    expect(texts(main, "h1")).toEqual([copy.hero.headline]);
    expect(texts(main, "h2")).toEqual(
      expect.arrayContaining([copy.featuresIntro.heading, copy.stepsIntro.heading, copy.faq.heading, copy.callToAction.heading]),
    );
  });

  it("opens with the headline, the tagline, a download button and the quotes", () => {
    const hero = main.querySelector(".hero") as Element;
    expect(hero.querySelector("h1")?.textContent).toBe(copy.hero.headline);
    expect(hero.querySelector(".hero__tagline")?.textContent).toBe(copy.hero.tagline);
    expect(hero.querySelector(".download-button")).not.toBeNull();
    expect(texts(hero, "blockquote")).toEqual(copy.hero.quotes.map((quote) => quote.text));
  });

  it("shows the phone mockup with its floating labels", () => {
    expect(texts(main, ".phone-mockup .floating-label")).toEqual(copy.hero.floatingLabels);
  });

  it("lists the features under #features", () => {
    expect(texts(main, "#features h3")).toEqual(copy.features.map((feature) => feature.title));
    expect(texts(main, "#features h3 + p").map(squeezed)).toEqual(copy.features.map((feature) => squeezed(feature.body)));
  });

  it("explains the steps in order", () => {
    expect(texts(main, ".steps ol > li h3")).toEqual(copy.steps.map((step) => step.title));
  });

  it("answers every FAQ entry under #faq, as one-open-at-a-time details", () => {
    const items = Array.from(main.querySelectorAll("#faq details"));
    expect(items.map((item) => item.querySelector("summary")?.textContent)).toEqual(faqEntries(copy).map((entry) => entry.question));
    expect(new Set(items.map((item) => item.getAttribute("name")))).toEqual(new Set(["faq"]));
  });

  it("makes every claim on the page, and each business constant in the locale's own format on the site", () => {
    const text = squeezed(main.textContent ?? "");
    const { onDevice, bin, review, permission, freeTier, paidTier, requirements } = copy.claims;
    for (const claim of [onDevice, bin, review, permission, freeTier, paidTier, requirements]) expect(text).toContain(squeezed(claim));
    const site = pages.map((entry) => squeezed(page(entry.output, code).doc.querySelector("main")?.textContent ?? "")).join(" ");
    const number = new Intl.NumberFormat(code);
    const constants = [
      number.format(facts.recentlyDeletedDays),
      squeezed(formatPrice(code, facts.paidPrice)),
      number.format(facts.freeSwipesPerDay),
      facts.minimumIos,
      squeezed(copy.factWords.optimizedFor),
    ];
    for (const fact of constants) expect(text).toContain(fact);
    // The age is in the privacy policy, and wherever else the owner keeps it (the FAQ, by default).
    expect(site).toMatch(new RegExp(`(^|\\D)${number.format(facts.minimumAge)}(\\D|$)`));
  });

  it("closes with a call to action linking to the privacy policy in the same language", () => {
    const cta = main.querySelector(".call-to-action") as Element;
    expect(cta.querySelector("h2")?.textContent).toBe(copy.callToAction.heading);
    expect(cta.querySelector(`a[href="${localePath(code, "/privacy/")}"]`)?.textContent).toBe(copy.callToAction.privacyLink);
  });

  it("has a download bar for small screens", () => {
    expect(main.querySelector(".download-bar .download-button")).not.toBeNull();
  });

  it(
    previewVideo
      ? "ships the preview video the owner listed in a dialog, and no form"
      : "ships no video modal, as none is listed, and no form",
    () => {
      expect(doc.querySelectorAll("video, [role=dialog]")).toHaveLength(previewVideo ? 2 : 0);
      expect(doc.querySelector("dialog, form, iframe")).toBeNull();
    },
  );
});
