import { describe, expect, it } from "vitest";
import { pseudoLocales } from "../../scripts/testing/pseudo-locales.ts";
import { english as en, settingsFor, siteContent } from "../../scripts/testing/site-copy.ts";
import { defaultLocale } from "../site.ts";
import { flatten } from "./copy-keys.ts";
import { copyProblemList } from "./copy-problems.ts";
import { fill, recordPlaceholders, resolveCopy } from "./copy.ts";
import { formatDate, formatPrice } from "./facts.ts";
import { placeholderNames } from "./placeholders.ts";
import { sentences } from "./sentences.ts";

const site = settingsFor();
const { facts } = siteContent;
/** What the build says of each problem after the language's code: the key and what is wrong there. */
const problems = (code: string, copy: unknown) => copyProblemList(code, copy, en).map(({ says }) => says.slice(`${code} `.length));

describe("every locale's copy", () => {
  it.each(siteContent.languages.map(({ code, copy }) => [code, copy] as const))(
    "%s has every key of English, none empty, and the same placeholders",
    (code, copy) => {
      expect(problems(code, copy)).toEqual([]);
    },
  );

  // Any translated language of the site's (English where there is none): the checks name it.
  const translated = siteContent.languages.find(({ code }) => code !== defaultLocale) ?? siteContent.languages[0];

  it("is refused with the key when a key is missing, extra or empty, or a placeholder dropped", () => {
    const { code, copy } = translated;
    const broken = {
      ...copy,
      chrome: { ...copy.chrome, skipLink: undefined, shout: "Hallo" },
      hero: { ...copy.hero, tagline: "  " },
      claims: { ...copy.claims, freeTier: copy.claims.freeTier.replace(/\{freeSwipes\}/g, "100") },
    };
    // In English's order of keys, whichever order a tool saved it in: the set is what counts.
    expect(problems(code, broken).sort()).toEqual(
      [
        ...(code === defaultLocale ? [] : ["claims.freeTier drops {freeSwipes}, which English has: keep it, braces and all"]),
        "hero.tagline is empty",
        "chrome.skipLink is missing",
        "chrome.shout is not in English, which defines the copy's keys",
      ].sort(),
    );
  });

  it("matches FAQ entries by id, in any order, naming an entry a language lacks or English lacks", () => {
    const { code, copy } = translated;
    const [first, ...rest] = copy.faq.entries;
    const withEntries = (entries: readonly unknown[]) => ({ ...copy, faq: { ...copy.faq, entries } });
    expect(problems(code, withEntries([...rest, first]))).toEqual([]);
    expect(problems(code, withEntries(rest))).toEqual([
      `faq.entries lacks "${first.id}", which English has; translate it or remove it from English`,
    ]);
    expect(problems(code, withEntries([...copy.faq.entries, { ...first, id: "only-in-this-language" }]))).toEqual([
      'faq.entries has the entry "only-in-this-language", which English does not; add it to English or remove it',
    ]);
    expect(problems(code, withEntries([first, first, ...rest]))).toEqual([`faq.entries has the entry "${first.id}" twice`]);
    const { id: _, ...unnamed } = first;
    expect(problems(code, withEntries([unnamed, ...rest]))[0]).toBe(
      "faq.entries.0 has no id; give it the id of the English entry it translates",
    );
  });

  it("joins sentences with a space, but after a Chinese or Japanese full stop, which carries its own", () => {
    expect(sentences("One.", "Two.")).toBe("One. Two.");
    expect(sentences("一つ。", "二つ。")).toBe("一つ。二つ。");
    expect(sentences("本当？", "", "はい！", "Yes.")).toBe("本当？はい！Yes.");
  });

  it("fills each placeholder and stops, naming it, at one that is no fact", () => {
    expect(fill("{a} and {b}", { a: "1", b: "2" }, "x")).toBe("1 and 2");
    expect(() => fill("{nope}", {}, "de: hero.tagline")).toThrow("copy: de: hero.tagline names {nope}");
  });
});

describe("facts, as each locale writes them", () => {
  it.each(siteContent.languages.map(({ code, copy }) => [code, copy] as const))(
    "%s shows the price, numbers and the policy date in its own format",
    (code, raw) => {
      const { copy } = resolveCopy(code, raw, { site, facts });
      const squeezed = (text: string) => text.replace(/\s+/g, " ");
      expect(squeezed(copy.claims.paidTier)).toContain(squeezed(formatPrice(code, facts.paidPrice)));
      expect(copy.claims.freeTier).toContain(new Intl.NumberFormat(code).format(facts.freeSwipesPerDay));
      expect(squeezed(copy.privacy.lastUpdated)).toContain(squeezed(formatDate(code, facts.privacyLastUpdated)));
      expect(copy.privacy.lead).toContain(site.name);
      // Only the placeholders the pages fill from their records are left (proof, the App Store's record).
      const left = [...flatten(copy).values()].flatMap(placeholderNames);
      expect(new Set(left)).toEqual(new Set(recordPlaceholders));
    },
  );

  it("differ between locales where a language writes them differently", () => {
    // Languages may share a way of writing a date or a price (Spanish and Catalan; fr and fr-CA): any two that differ somewhere show it.
    const codes = siteContent.languages.map(({ code }) => code);
    if (codes.length < 2) return;
    const differing = codes.filter((code) => formatDate(code, facts.privacyLastUpdated) !== formatDate(codes[0], facts.privacyLastUpdated));
    const prices = codes.filter((code) => formatPrice(code, facts.paidPrice) !== formatPrice(codes[0], facts.paidPrice));
    expect(differing.length + prices.length).toBeGreaterThan(0);
  });
});

describe("the notes on a filled-in copy", () => {
  // A translation whose FAQ answers quote claims: the claims it made are noted by the words each text shows.
  const answer = en.faq.entries.find(
    (entry) => /\{\w+\}/.test(entry.answer) && placeholderNames(entry.answer).some((name) => name in en.claims),
  );

  it.skipIf(!answer)("name the claims each text makes, the claim's own words too", () => {
    const { copy, notes } = resolveCopy(defaultLocale, en, { site, facts });
    const shown = copy.faq.entries.find((entry) => entry.id === answer?.id)?.answer ?? "";
    const quoted = placeholderNames(answer?.answer ?? "").filter((name) => name in en.claims);
    expect(notes.claims.get(shown)).toEqual(expect.arrayContaining(quoted));
    for (const name of quoted) expect(notes.claims.get(copy.claims[name as keyof typeof copy.claims])).toContain(name);
    expect(notes.english.size).toBe(0);
  });

  it.skipIf(!answer)("mark English left in a translation: a whole string, and a claim quoted in a string of its own words", () => {
    const [claim] = placeholderNames(answer?.answer ?? "").filter((name) => name in en.claims);
    const untranslated = new Set(["hero.tagline", `claims.${claim}`]);
    const own = {
      ...en,
      faq: {
        ...en.faq,
        entries: en.faq.entries.map((entry) => (entry === answer ? { ...entry, answer: `Eigene Worte: ${entry.answer}` } : entry)),
      },
    };
    const { copy, notes } = resolveCopy("de", own, { site, facts, english: untranslated });
    expect(notes.english.get(copy.hero.tagline)).toEqual([{ text: copy.hero.tagline, english: true }]);
    const parts = notes.english.get(copy.faq.entries.find((entry) => entry.id === answer?.id)?.answer ?? "") ?? [];
    expect(parts[0]).toMatchObject({ text: expect.stringMatching(/^Eigene Worte: /), english: false });
    expect(parts.filter((part) => part.english).map((part) => part.text)).toContain(copy.claims[claim as keyof typeof copy.claims]);
  });
});

describe("the pseudo-locales of the tests", () => {
  it.each(Object.entries(pseudoLocales))("%s is a complete copy, longer or turned, with English's placeholders", (code, copy) => {
    expect(problems(code, copy)).toEqual([]);
    expect(copy.hero.tagline).not.toBe(en.hero.tagline);
  });
});
