/**
 * The specification test: the one file that holds the specification's own words and numbers
 * (../shared/seed, "Specification: marketing website for a mobile photo-gallery cleaning app").
 * Every other test reads its expectations from the content modules and the page registry, so
 * an owner's edit breaks nothing there. An edit that changes what the specification fixes
 * fails here, and each failure names the item and the section of the specification.
 * Change an expectation here only when the specification itself changes.
 */
import { describe, expect, it } from "vitest";
import { texts } from "../../scripts/testing/dom.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { footerGroups, headerLinks } from "../components/site-links.ts";
import { english as en, siteContent } from "../../scripts/testing/site-copy.ts";
import { faqEntries } from "./copy.ts";
import { formatDate, formatPrice } from "./facts.ts";

const { page, copy, entries: pages } = await renderWith();
const { facts } = siteContent;
/** The section of a page whose heading says `heading`. */
const section = (output: string, heading: string) =>
  Array.from(page(output).doc.querySelectorAll("main section")).find((each) => each.querySelector("h1, h2")?.textContent === heading);
/** How many of `selector` a page's section with `heading` shows. */
const itemsIn = (output: string, heading: string, selector: string) => section(output, heading)?.querySelectorAll(selector).length ?? 0;
const { hero, features, steps, callToAction, privacy, support, notFound } = en;
const shown = (output: string, selector: string) => texts(page(output).doc, selector);
const mainText = (output: string) => page(output).doc.querySelector("main")?.textContent?.replace(/\s+/g, " ") ?? "";

/** The sentence of `text` that shares the most words with `wanted`: what a failure shows, rather than a whole page. */
function nearest(text: string, wanted: string): string {
  const words = (sentence: string) => new Set(sentence.toLowerCase().match(/[\p{L}\p{N}$.]+/gu) ?? []);
  const sought = words(wanted);
  // Sentences, also where a page's blocks meet with no space between them ("…show you.Is it free?The…").
  const sentences = text.split(/(?<=[.!?])\s*(?=\s|\p{Lu})/u).map((sentence) => sentence.trim());
  const score = (sentence: string) => [...words(sentence)].filter((word) => sought.has(word)).length;
  return sentences.reduce((best, sentence) => (score(sentence) > score(best) ? sentence : best), sentences[0] ?? "").slice(0, 200);
}

/** Fails, in a few lines, naming the item and its section, the words expected and the nearest found. */
function expectShown(text: string, wanted: string, item: string): void {
  if (text.includes(wanted)) return;
  expect.fail(`${item}\n  expected: ${JSON.stringify(wanted)}\n  nearest:  ${JSON.stringify(nearest(text, wanted))}`);
}

describe("§1 What the product does", () => {
  it("says the tagline: turn cleaning your camera roll into something you actually enjoy", () => {
    expect(hero.tagline.toLowerCase(), "§1 tagline (the hero's tagline, src/content/locales/en/copy.json)").toBe(
      "turn cleaning your camera roll into something you actually enjoy.",
    );
  });
});

describe("§2 Shared header and footer", () => {
  it("links Features (/#features), FAQ (/#faq), Privacy (/privacy) and Support (/support) in the header", () => {
    const spec = [
      ["Features", "/#features"],
      ["FAQ", "/#faq"],
      ["Privacy", "/privacy/"],
      ["Support", "/support/"],
    ];
    expect(
      headerLinks.slice(0, 4).map((link) => [en.nav[link.label], link.path]),
      "§2 Shared header: links (src/components/site-links.ts headerLinks, src/content/locales/en/copy.json nav)",
    ).toEqual(spec);
  });

  it("has product links Features and FAQ, and support links Privacy Policy and Support, in the footer", () => {
    // An owner may add links after these (a Terms page, say); the specification's come first.
    const labels = footerGroups.map((group) => group.links.slice(0, 2).map((link) => en.nav[link.label]));
    expect(
      labels.slice(0, 2),
      "§2 Shared footer: product and support links (src/components/site-links.ts footerGroups, src/content/locales/en/copy.json nav)",
    ).toEqual([
      ["Features", "FAQ"],
      ["Privacy Policy", "Support"],
    ]);
  });
});

describe("§2 Landing page", () => {
  it("opens with the headline SWIPE TO ORGANIZE", () => {
    expect(hero.headline.toUpperCase(), "§2 Landing page, 1. Hero: headline (src/content/locales/en/copy.json hero.headline)").toBe(
      "SWIPE TO ORGANIZE",
    );
    expect(
      shown("index.html", "main h1").map((text) => text.toUpperCase()),
      "§2 Landing page, 1. Hero: the headline on the page",
    ).toEqual(["SWIPE TO ORGANIZE"]);
  });

  it("floats the labels Duplicate detected, Similar photo and Low-quality", () => {
    expect(hero.floatingLabels, "§2 Landing page, 1. Hero: floating labels (src/content/locales/en/copy.json)").toEqual([
      "Duplicate detected",
      "Similar photo",
      "Low-quality",
    ]);
  });

  it("names the features Swipe to Clean, Local & Private and iOS-Native", () => {
    expect(
      features.map((feature) => feature.title),
      "§2 Landing page, 2. Features (src/content/locales/en/copy.json)",
    ).toEqual(["Swipe to Clean", "Local & Private", "iOS-Native"]);
  });

  it("names the steps Grant Access, Swipe and Review & Confirm", () => {
    expect(
      steps.map((step) => step.title),
      "§2 Landing page, 3. How it works (src/content/locales/en/copy.json)",
    ).toEqual(["Grant Access", "Swipe", "Review & Confirm"]);
  });

  it("shows its sections in order: Hero, Features, How it works, FAQ, closing call to action", () => {
    // The specification's sections, in its order; a section an owner adds may stand between them.
    const specified = [hero.headline, en.featuresIntro.heading, en.stepsIntro.heading, en.faq.heading, callToAction.heading];
    const sections = Array.from(
      page("index.html").doc.querySelectorAll("main > section"),
      (section) => section.querySelector("h1, h2")?.textContent ?? "",
    );
    const headings = sections.filter((heading) => specified.includes(heading));
    expect(headings, "§2 Landing page, sections in order").toEqual(specified);
    expect(page("index.html").doc.querySelector("main #features h2")?.textContent, "§2 Landing page, 2. Features (id features)").toBe(
      en.featuresIntro.heading,
    );
    expect(page("index.html").doc.querySelector("main #faq h2")?.textContent, "§2 Landing page, 4. FAQ accordion (id faq)").toBe(
      en.faq.heading,
    );
  });

  it("shows two quotes and three floating labels in the hero, three features and three steps", () => {
    expect(itemsIn("index.html", hero.headline, "blockquote"), "§2 Landing page, 1. Hero: two quote snippets").toBe(2);
    expect(itemsIn("index.html", hero.headline, ".floating-label"), "§2 Landing page, 1. Hero: three floating labels").toBe(3);
    expect(itemsIn("index.html", en.featuresIntro.heading, "li h3"), "§2 Landing page, 2. Features: three features").toBe(3);
    expect(itemsIn("index.html", en.stepsIntro.heading, "li h3"), "§2 Landing page, 3. How it works: three steps").toBe(3);
  });

  it("closes with Make space for what matters", () => {
    expect(callToAction.heading, "§2 Landing page, 5. Closing call to action (src/content/locales/en/copy.json)").toBe(
      "Make space for what matters",
    );
  });
});

describe("§2 Privacy page", () => {
  it("was last updated September 17, 2025", () => {
    expect(facts.privacyLastUpdated, "§2 and §9 Privacy policy last updated (src/content/facts.json)").toBe("2025-09-17");
    expectShown(mainText("privacy/index.html"), "Last updated September 17, 2025", "§2 Privacy page: the date as shown");
  });

  it("has the sections Data Collection, Permissions Used, Children's Privacy, Contact Information, Changes to This Privacy Policy and Conclusion", () => {
    expect(
      privacy.sections.map((section) => section.heading),
      "§2 Privacy page: sections (src/content/locales/en/copy.json privacy.sections)",
    ).toEqual([
      "Data Collection",
      "Permissions Used",
      "Children's Privacy",
      "Contact Information",
      "Changes to This Privacy Policy",
      "Conclusion",
    ]);
  });

  it("shows six sections", () => {
    expect(page("privacy/index.html").doc.querySelectorAll("main section > h2").length, "§2 Privacy page: six sections").toBe(6);
  });

  it("says the app exists for iOS and Android", () => {
    expect(facts.privacyPolicyPlatforms, "§1 The privacy text's platforms (src/content/facts.json)").toEqual(["iOS", "Android"]);
  });
});

describe("§2 Support page", () => {
  it("has an Email support card with a typical response time of within a few days, and a Quick FAQ card", () => {
    expect(support.emailCard.heading, "§2 Support page: email support card (src/content/locales/en/copy.json)").toMatch(/^email support$/i);
    expect(en.factWords.responseTime, "§2 and §9 Support response time (src/content/locales/en/copy.json factWords)").toBe(
      "within a few days",
    );
    expect(support.faqCard.heading, "§2 Support page: Quick FAQ card (src/content/locales/en/copy.json)").toBe("Quick FAQ");
  });
});

describe("§2 404 page and §8 errors", () => {
  it("says Oops! Page not found and links Return to Home", () => {
    expect(notFound.heading, "§2 404 page / §8 Unknown path (src/content/locales/en/copy.json)").toBe("Oops! Page not found");
    expect(notFound.homeLink, "§2 404 page: the link home (src/content/locales/en/copy.json)").toBe("Return to Home");
  });

  it("falls back to Unexpected Application Error!", () => {
    expect(en.unexpectedError, "§8 Unexpected routing failure (src/content/locales/en/copy.json)").toBe("Unexpected Application Error!");
  });
});

describe("§9 Business constants and limits", () => {
  it("gives the free version up to 100 swipes per day, plus bonus swipes for streaks", () => {
    expect(facts.freeSwipesPerDay, "§9 Free version: swipes per day (src/content/facts.json)").toBe(100);
  });

  it("prices the paid upgrade at about $4.50 per month", () => {
    expect(formatPrice("en", facts.paidPrice), "§9 Paid upgrade: price (src/content/facts.json)").toBe("$4.50");
    expect(copy.claims.paidTier, "§9 Paid upgrade: about the price per month (src/content/locales/en/copy.json claims.paidTier)").toContain(
      "about $4.50 per month",
    );
  });

  it("requires iOS 15.0 or later and is optimized for iPhone 12 and newer", () => {
    expect(facts.minimumIos, "§9 Requires iOS (src/content/facts.json)").toBe("15.0");
    expect(
      copy.factWords.optimizedFor,
      "§9 Optimized for (src/content/facts.json optimizedForIphone, src/content/locales/en/copy.json factWords)",
    ).toBe("iPhone 12 and newer");
  });

  it("keeps Recently Deleted for 30 days and is not aimed at children under 13", () => {
    expect(facts.recentlyDeletedDays, "§9 Recently Deleted retention (src/content/facts.json)").toBe(30);
    expect(facts.minimumAge, "§9 Children: minimum age (src/content/facts.json)").toBe(13);
  });

  it("formats the policy date the way the specification writes it", () => {
    expect(formatDate("en", "2025-09-17"), "§2 Privacy page: date format").toBe("September 17, 2025");
  });

  it("says every one of these somewhere a visitor reads it", () => {
    const site = pages.map((entry) => mainText(entry.output)).join(" ");
    for (const fact of ["100 swipes a day", "$4.50", "iOS 15.0", "iPhone 12 and newer", "30 days", "under 13"]) {
      expectShown(site, fact, `§9 ${fact} on a page of the site`);
    }
    expect(faqEntries(copy).length, "§2 Landing page, 4. FAQ: an accordion of several items").toBeGreaterThan(1);
  });
});
