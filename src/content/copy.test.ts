import { describe, expect, it } from "vitest";
import { pseudoLocales } from "../../scripts/testing/pseudo-locales.ts";
import { loadSiteConfig } from "../site-config.ts";
import { flatten } from "./copy-keys.ts";
import { copyProblems, fill, localeLabel, recordPlaceholders, resolveCopy } from "./copy.ts";
import { sentences } from "./sentences.ts";
import { facts, formatDate, formatPrice } from "./facts.ts";
import { copies } from "./locales/index.ts";
import { english as en } from "./locales/index.ts";
import { placeholderNames } from "./placeholders.ts";

const site = loadSiteConfig({});

describe("every locale's copy", () => {
  it.each(Object.entries(copies))("%s has every key of English, none empty, and the same placeholders", (code, copy) => {
    expect(copyProblems(code, copy)).toEqual([]);
  });

  // Any translated language of the site's (English where there is none): the checks name it.
  const translated = Object.entries(copies).find(([code]) => code !== "en");

  it("is refused with the locale and the key when a key is missing, extra or empty, or a placeholder dropped", () => {
    const [code, copy] = translated ?? ["en", en];
    const broken = {
      ...copy,
      chrome: { ...copy.chrome, skipLink: undefined, shout: "Hallo" },
      hero: { ...copy.hero, subline: "  " },
      claims: { ...copy.claims, freeTier: copy.claims.freeTier.replace(/\{freeSwipes\}/g, "100") },
    };
    expect(copyProblems(code, broken)).toEqual([
      `copy: ${localeLabel(code)}: claims.freeTier drops {freeSwipes}, which English has: keep it, braces and all`,
      `copy: ${localeLabel(code)}: hero.subline is empty`,
      `copy: ${localeLabel(code)}: chrome.skipLink is missing`,
      `copy: ${localeLabel(code)}: chrome.shout is not in English, which defines the copy's keys`,
    ]);
  });

  it.skipIf(!translated)("matches FAQ entries by id, in any order, naming an entry a language lacks or English lacks", () => {
    const [code, copy] = translated as [string, (typeof copies)[keyof typeof copies]];
    const [first, ...rest] = copy.faq.entries;
    const withEntries = (entries: readonly unknown[]) => ({ ...copy, faq: { ...copy.faq, entries } });
    expect(copyProblems(code, withEntries([...rest, first]))).toEqual([]);
    expect(copyProblems(code, withEntries(rest))).toEqual([
      `copy: ${localeLabel(code)}: faq.entries lacks "${first.id}", which English has; translate it or remove it from English`,
    ]);
    expect(copyProblems(code, withEntries([...copy.faq.entries, { ...first, id: "only-in-this-language" }]))).toEqual([
      `copy: ${localeLabel(code)}: faq.entries has the entry "only-in-this-language", which English does not; add it to English or remove it`,
    ]);
    expect(copyProblems(code, withEntries([first, first, ...rest]))).toEqual([
      `copy: ${localeLabel(code)}: faq.entries has the entry "${first.id}" twice`,
    ]);
    const { id: _, ...unnamed } = first;
    expect(copyProblems(code, withEntries([unnamed, ...rest]))[0]).toBe(
      `copy: ${localeLabel(code)}: faq.entries.0 has no id; give it the id of the English entry it translates`,
    );
  });

  it("joins sentences with a space, but after a Chinese or Japanese full stop, which carries its own", () => {
    expect(sentences("One.", "Two.")).toBe("One. Two.");
    expect(sentences("一つ。", "二つ。")).toBe("一つ。二つ。");
    expect(sentences("本当？", "", "はい！", "Yes.")).toBe("本当？はい！Yes.");
  });

  it("fills each placeholder and stops, naming it, at one that is no fact", () => {
    expect(fill("{a} and {b}", { a: "1", b: "2" }, "x")).toBe("1 and 2");
    expect(() => fill("{nope}", {}, "de: hero.subline")).toThrow("copy: de: hero.subline names {nope}");
  });
});

describe("facts, as each locale writes them", () => {
  it.each(Object.keys(copies))("%s shows the price, numbers and the policy date in its own format", (code) => {
    const copy = resolveCopy(code, copies[code as keyof typeof copies], site);
    const squeezed = (text: string) => text.replace(/\s+/g, " ");
    expect(squeezed(copy.claims.paidTier)).toContain(squeezed(formatPrice(code)));
    expect(copy.claims.freeTier).toContain(new Intl.NumberFormat(code).format(facts.freeSwipesPerDay));
    expect(squeezed(copy.privacy.lastUpdated)).toContain(squeezed(formatDate(code, facts.privacyLastUpdated)));
    expect(copy.privacy.lead).toContain(site.name);
    // Only the placeholders the pages fill from their records are left (proof, the App Store's record).
    const left = [...flatten(copy).values()].flatMap(placeholderNames);
    expect(new Set(left)).toEqual(new Set(recordPlaceholders));
  });

  it("differ between locales where a language writes them differently", () => {
    // Languages may share a way of writing a date or a price (Spanish and Catalan; fr and fr-CA): any two that differ somewhere show it.
    const codes = Object.keys(copies);
    if (codes.length < 2) return;
    const differing = codes.filter((code) => formatDate(code, facts.privacyLastUpdated) !== formatDate(codes[0], facts.privacyLastUpdated));
    expect(differing.length + codes.filter((code) => formatPrice(code) !== formatPrice(codes[0])).length).toBeGreaterThan(0);
  });
});

describe("the pseudo-locales of the tests", () => {
  it.each(Object.entries(pseudoLocales))("%s is a complete copy, longer or turned, with English's placeholders", (code, copy) => {
    expect(copyProblems(code, copy)).toEqual([]);
    expect(copy.hero.subline).not.toBe(en.hero.subline);
  });
});
