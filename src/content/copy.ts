/**
 * A language's copy as the pages show it: every {placeholder} filled with the facts formatted
 * for the language (Intl) and the site's settings, and the claims filled into the copy that
 * quotes them; with notes on its texts the components read as they render them: which parts
 * are still English (in a language published before it is wholly translated) and which claims
 * each text makes.
 */
import { mapStrings } from "./copy-keys.ts";
import { formatDate, formatPrice } from "./facts.ts";
import { spacedAsWritten } from "./sentences.ts";
import type { Facts } from "./facts.ts";
import type { Copy } from "./site-content.ts";
import type { TextNotes, TextPart } from "../text/notes.ts";

type Values = Readonly<Record<string, string>>;

/** A language as the build's messages name it: its code and the file to fix, `de (src/content/locales/de/copy.json)`. */
export const localeLabel = (code: string) => `${code} (src/content/locales/${code}/copy.json)`;

/**
 * The placeholders a page or file fills itself, from a record rather than from the facts: the
 * proof section's (src/content/proof.json), the what's-new page's (the App Store's record), an
 * offer's page's (src/content/offers.json), the press kit's lines (each fact's label and value)
 * and the footer's copyright notice (its holder).
 * @internal Exported for the tests.
 */
export const recordPlaceholders = [
  "rating",
  "ratingCount",
  "ratedOn",
  "version",
  "releasedOn",
  "minimumOs",
  "offerCode",
  "endsOn",
  "label",
  "value",
  "holder",
] as const;

const placeholder = /\{(\w+)\}/g;

/** Fills each {name} from `values`; a name that is not there stops the build, saying where. */
export function fill(template: string, values: Values, where: string): string {
  return template.replace(placeholder, (_, name: string) => {
    if (!(name in values)) throw new Error(`copy: ${where} names {${name}}, which is no fact or claim the copy can use`);
    return values[name];
  });
}

/** Where the app is in the App Store, each with its words in the copy (store.<state>): the setting appStoreState of src/site.ts is one. */
export const storeStates = ["coming-soon", "pre-order", "live"] as const;
type StoreState = (typeof storeStates)[number];

/** The claim a text's availability placeholder stands for: where the app is in the App Store. */
export const availabilityClaim = "availability";

/** What the copy is filled from, beside the language's own words: the settings it names (src/site.ts), the facts. */
interface Filling {
  site: { name: string; contactEmail: string; appStoreState: StoreState };
  facts: Facts;
  /** The keys of the strings still in English's words (a language published before it is wholly translated). */
  english?: ReadonlySet<string>;
}

/** `template` filled from `values`, cut into parts at each insert, a part English where `isEnglish` says of the template or the insert. */
function filledParts(template: string, values: Values, claims: Values, isEnglish: (insert?: string) => boolean, where: string): TextPart[] {
  const parts: TextPart[] = [];
  const add = (text: string, english: boolean) => {
    const last = parts.at(-1);
    if (last && last.english === english) last.text += text;
    else if (text) parts.push({ text, english });
  };
  let at = 0;
  for (const match of template.matchAll(placeholder)) {
    add(template.slice(at, match.index), isEnglish());
    const name = match[1];
    if (name in claims) add(claims[name], isEnglish(name));
    else add(fill(match[0], values, where), isEnglish(name));
    at = (match.index ?? 0) + match[0].length;
  }
  add(template.slice(at), isEnglish());
  // A Chinese or Japanese full stop carries its own space, in a part and where one part meets the next.
  const spaced: TextPart[] = [];
  for (const part of parts) {
    const text = spacedAsWritten(part.text);
    spaced.push({ ...part, text: /[。！？]$/u.test(spaced.at(-1)?.text ?? "") ? text.replace(/^ +/, "") : text });
  }
  return spaced;
}

/** The copy of `code` with everything filled in, for the site as configured, and the notes on its texts. */
export function resolveCopy(code: string, copy: Copy, { site, facts, english = new Set() }: Filling): { copy: Copy; notes: TextNotes } {
  const number = (value: number) => new Intl.NumberFormat(code).format(value);
  const factValues = {
    appName: site.name,
    email: site.contactEmail,
    freeSwipes: number(facts.freeSwipesPerDay),
    price: formatPrice(code, facts.paidPrice),
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
  const claims: Record<string, string> = Object.fromEntries(
    Object.entries(copy.claims).map(([key, text]) => [key, spacedAsWritten(fill(text, words, `${code}: claims.${key}`))]),
  );
  const state = copy.store[site.appStoreState];
  claims[availabilityClaim] = state.availability;
  const values = {
    ...words,
    headline: copy.hero.headline,
    tagline: copy.hero.tagline,
    faqAnswer: state.faqAnswer,
    // Kept for the pages that fill them from their records.
    ...Object.fromEntries(recordPlaceholders.map((name) => [name, `{${name}}`])),
  };
  // The copy's own key of an insert that is words of the copy (a claim, the headline…): English where that string is.
  const copyKeys: Record<string, string> = {
    ...Object.fromEntries(Object.keys(copy.claims).map((name) => [name, `claims.${name}`])),
    [availabilityClaim]: `store.${site.appStoreState}.availability`,
    headline: "hero.headline",
    tagline: "hero.tagline",
    faqAnswer: `store.${site.appStoreState}.faqAnswer`,
    responseTime: "factWords.responseTime",
    optimizedFor: "factWords.optimizedFor",
  };
  const englishParts = new Map<string, TextPart[]>();
  const made = new Map<string, string[]>(Object.entries(claims).map(([name, text]) => [text, [name]]));
  const resolved = mapStrings(copy, (template, key) => {
    const isEnglish = (insert?: string) => english.has(key) || (insert !== undefined && english.has(copyKeys[insert] ?? ""));
    const parts = filledParts(template, values, claims, isEnglish, `${localeLabel(code)}: ${key}`);
    const text = parts.map((part) => part.text).join("");
    if (parts.some((part) => part.english)) englishParts.set(text, parts);
    const quoted = [...template.matchAll(placeholder)].map((match) => match[1]).filter((name) => name in claims);
    if (quoted.length) made.set(text, [...new Set([...(made.get(text) ?? []), ...quoted])]);
    return text;
  }) as Copy;
  return { copy: resolved, notes: { english: englishParts, claims: made } };
}

/** The FAQ's questions and answers; the last one says where the app is in the App Store. */
export function faqEntries(copy: Copy): { id: string; question: string; answer: string }[] {
  return [...copy.faq.entries, { id: "availability", question: copy.faq.storeQuestion, answer: copy.faq.storeAnswer }];
}

/** The words Apple's badge says in a store state, in this locale; none before the app is in the store. */
export function badgeWords(copy: Copy, state: StoreState): string | undefined {
  const words = copy.store[state];
  return "badgeWords" in words ? words.badgeWords : undefined;
}
