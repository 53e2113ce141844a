/**
 * A locale's copy as the pages show it: every {placeholder} filled with the facts formatted
 * for the locale (Intl) and the site's settings, and the claims filled into the copy that
 * quotes them. Also the checks the build makes of every locale's copy against English.
 */
import { mapStrings } from "./copy-keys.ts";
import type { SiteConfig } from "../site.ts";
import { facts, formatDate, formatPrice } from "./facts.ts";
import { placeholderNames, pluralProblems } from "./placeholders.ts";
import type { Copy } from "./locales/en.ts";
import { en } from "./locales/en.ts";

type Values = Readonly<Record<string, string>>;


/** A language as the build's messages name it: its code and the file to fix, `de (src/content/locales/de.ts)`. */
export const localeLabel = (code: string) => `${code} (src/content/locales/${code}.ts)`;

/**
 * The placeholders a page fills itself, from a record rather than from the facts: the proof
 * section's (src/content/proof.ts) and the what's-new page's (the App Store's record).
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
  return mapStrings(copy, (text, path) => fill(text, values, `${localeLabel(code)}: ${path}`)) as Copy;
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

const placeholdersOf = (text: string) => placeholderNames(text).join(", ");

/**
 * What is wrong with a locale's copy, measured against English: a key missing or extra, an
 * empty string, or a placeholder the translation dropped or added. Each names the locale and
 * the key, so the build can list every key a new locale still lacks.
 */
export function copyProblems(code: string, copy: unknown, reference: unknown = en, path = "", samePlaceholders = code !== "en"): string[] {
  const where = `${localeLabel(code)}: ${path || "(the whole copy)"}`;
  if (typeof reference === "string") {
    if (typeof copy !== "string") return [`copy: ${where} is missing`];
    if (!copy.trim()) return [`copy: ${where} is empty`];
    const [wanted, found] = [placeholdersOf(reference), placeholdersOf(copy)];
    const plurals = pluralProblems(code, copy).map((problem) => `copy: ${where}: ${problem}`);
    return samePlaceholders && wanted !== found ? [`copy: ${where} uses {${found}} where English uses {${wanted}}`, ...plurals] : plurals;
  }
  if (Array.isArray(reference)) {
    if (!Array.isArray(copy)) return [`copy: ${where} is missing`];
    if (copy.length === 0) return [`copy: ${where} is empty`];
    if (reference.every(hasId)) return keyedListProblems(code, copy, reference, path, samePlaceholders);
    // A list without ids (features, steps, quotes) is matched by position; it may be longer or
    // shorter than English's, and then each item needs English's keys, but its placeholders are its own.
    const aligned = samePlaceholders && copy.length === reference.length;
    return copy.flatMap((item, index) => copyProblems(code, item, reference[Math.min(index, reference.length - 1)], `${path}.${index}`, aligned));
  }
  if (reference && typeof reference === "object") {
    if (!copy || typeof copy !== "object") return [`copy: ${where} is missing`];
    const keys = new Set([...Object.keys(reference), ...Object.keys(copy)]);
    return [...keys].flatMap((key) => {
      const at = path ? `${path}.${key}` : key;
      if (!(key in reference)) return [`copy: ${localeLabel(code)}: ${at} is not in English, which defines the copy's keys`];
      return copyProblems(code, (copy as Record<string, unknown>)[key], (reference as Record<string, unknown>)[key], at, samePlaceholders);
    });
  }
  return [];
}

const hasId = (item: unknown): item is { id: string } => Boolean(item) && typeof (item as { id?: unknown }).id === "string";

/**
 * A list whose entries carry ids (the FAQ) is matched by id, never by position: every language
 * has English's entries, no other, each id once, in the order the language chooses.
 */
function keyedListProblems(code: string, copy: unknown[], reference: { id: string }[], path: string, samePlaceholders: boolean): string[] {
  const english = new Map(reference.map((item) => [item.id, item]));
  const problems: string[] = [];
  const seen = new Set<string>();
  copy.forEach((item, index) => {
    if (!hasId(item)) return void problems.push(`copy: ${localeLabel(code)}: ${path}.${index} has no id; give it the id of the English entry it translates`);
    if (seen.has(item.id)) return void problems.push(`copy: ${localeLabel(code)}: ${path} has the entry "${item.id}" twice`);
    seen.add(item.id);
    const source = english.get(item.id);
    if (!source) return void problems.push(`copy: ${localeLabel(code)}: ${path} has the entry "${item.id}", which English does not; add it to English or remove it`);
    problems.push(...copyProblems(code, item, source, `${path}.${item.id}`, samePlaceholders));
  });
  const missing = reference.filter((item) => !seen.has(item.id)).map((item) => `"${item.id}"`);
  if (missing.length > 0) problems.push(`copy: ${localeLabel(code)}: ${path} lacks ${missing.join(", ")}, which English has; translate ${missing.length === 1 ? "it" : "them"} or remove ${missing.length === 1 ? "it" : "them"} from English`);
  return problems;
}
