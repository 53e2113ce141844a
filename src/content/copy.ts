/**
 * A locale's copy as the pages show it: every {placeholder} filled with the facts formatted
 * for the locale (Intl) and the site's settings, and the claims filled into the copy that
 * quotes them. Also the checks the build makes of every locale's copy against English.
 */
import { mapStrings } from "./copy-keys.ts";
import { spacedAsWritten } from "./sentences.ts";
import type { SiteConfig } from "../site.ts";
import { facts, formatDate, formatPrice } from "./facts.ts";
import { copyProblemList } from "./copy-problems.ts";
import { english as en } from "./locales/index.ts";
import type { Copy } from "./locales/index.ts";

type Values = Readonly<Record<string, string>>;

/** A language as the build's messages name it: its code and the file to fix, `de (src/content/locales/de/copy.json)`. */
export const localeLabel = (code: string) => `${code} (src/content/locales/${code}/copy.json)`;

/**
 * The placeholders a page fills itself, from a record rather than from the facts: the proof
 * section's (src/content/proof.json) and the what's-new page's (the App Store's record).
 */
export const recordPlaceholders = ["rating", "ratingCount", "ratedOn", "version", "releasedOn", "minimumOs"] as const;

const placeholder = /\{(\w+)\}/g;

/** Fills each {name} from `values`; a name that is not there stops the build, saying where. */
export function fill(template: string, values: Values, where: string): string {
  return template.replace(placeholder, (_, name: string) => {
    if (!(name in values)) throw new Error(`copy: ${where} names {${name}}, which is no fact or claim the copy can use`);
    return values[name];
  });
}

/** The copy of `code` with everything filled in, for the site as configured. */
export function resolveCopy(code: string, copy: Copy, site: SiteConfig): Copy {
  const number = (value: number) => new Intl.NumberFormat(code).format(value);
  const factValues = {
    appName: site.name,
    email: site.contactEmail,
    freeSwipes: number(facts.freeSwipesPerDay),
    price: formatPrice(code),
    minimumIos: facts.minimumIos,
    iphone: String(facts.optimizedForIphone),
    retentionDays: number(facts.recentlyDeletedDays),
    minimumAge: number(facts.minimumAge),
    date: formatDate(code, facts.privacyLastUpdated),
    platforms: new Intl.ListFormat(code, { type: "conjunction" }).format(facts.privacyPolicyPlatforms),
    current: number(facts.mockupCounter.current),
    total: number(facts.mockupCounter.total),
    responseTime: copy.factWords.responseTime,
  };
  const words = { ...factValues, optimizedFor: fill(copy.factWords.optimizedFor, factValues, `${code}: factWords.optimizedFor`) };
  const claims = Object.fromEntries(Object.entries(copy.claims).map(([key, text]) => [key, fill(text, words, `${code}: claims.${key}`)]));
  const state = copy.store[site.appStoreState];
  const values = {
    ...words,
    ...claims,
    headline: copy.hero.headline,
    tagline: copy.hero.subline,
    availability: state.availability,
    faqAnswer: state.faqAnswer,
    // Kept for the pages that fill them from their records.
    ...Object.fromEntries(recordPlaceholders.map((name) => [name, `{${name}}`])),
  };
  return mapStrings(copy, (text, path) => spacedAsWritten(fill(text, values, `${localeLabel(code)}: ${path}`))) as Copy;
}

/** The FAQ's questions and answers; the last one says where the app is in the App Store. */
export function faqEntries(copy: Copy): { id: string; question: string; answer: string }[] {
  return [...copy.faq.entries, { id: "availability", question: copy.faq.storeQuestion, answer: copy.faq.storeAnswer }];
}

/** The words Apple's badge says in a store state, in this locale; none before the app is in the store. */
export function badgeWords(copy: Copy, state: SiteConfig["appStoreState"]): string | undefined {
  const words = copy.store[state];
  return "badgeWords" in words ? words.badgeWords : undefined;
}

/**
 * What is wrong with a locale's copy, measured against English: a key missing or extra, an
 * empty string, or a placeholder the translation dropped or added. Each names the locale and
 * the key, so the build can list every key a new locale still lacks.
 */
export function copyProblems(code: string, copy: unknown, reference: unknown = en): string[] {
  return copyProblemList(code, copy, reference).map(({ key, says }) => `copy: ${localeLabel(code)}: ${key || "(the whole copy)"} ${says}`);
}
