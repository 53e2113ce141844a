/**
 * Every page in every language speaks only that language: no text a visitor sees or hears (a
 * text node, an image's alt, an aria-label, the title and description) is left in English.
 * The pseudo-locales carry a mark in every string, so there even one stray English string shows.
 */
import { describe, expect, it } from "vitest";
import { pseudoEvents, pseudoLaunch, pseudoLocales, pseudoMarks, pseudoProductPages } from "../pseudo-locales.ts";
import { flatten } from "../../../src/content/copy-keys.ts";
import { languageIn } from "../../../src/content/site-content.ts";
import { madeFrom, stringState } from "../../../src/content/translation-status.ts";
import { renderWith } from "../rendered-site.ts";
import { defaultLocale } from "../../../src/site.ts";
import { siteLanguageCodes as locales, siteContent } from "../site-copy.ts";

const { screenshots, previewVideo } = siteContent.listing;

// What the owner lists in each language (screenshots, video, in-app events, custom product pages) with their words in the
// pseudo-locales too; every language of src/site.ts published, one still partly in English too (its English must say so).
const render = await renderWith({
  env: { SITE_LOCALES: locales.join(",") },
  extraLocales: pseudoLocales,
  launch: pseudoLaunch(screenshots, previewVideo),
  events: pseudoEvents(siteContent.events),
  productPages: pseudoProductPages(siteContent.productPages),
});
const pages = render.entries;
const { site } = render;

/** What a visitor sees or hears on a page: its text nodes and accessible names, trimmed. */
function heard(page: Document): string[] {
  // A <wbr> (a line-break point the build marks) splits a text node, not what is read.
  const doc = page.cloneNode(true) as Document;
  for (const point of doc.querySelectorAll("wbr")) point.remove();
  doc.documentElement.normalize();
  const walker = doc.createTreeWalker(doc.documentElement, 4);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // A <time> holds a date as Intl writes it for the locale: a fact, not copy.
    if (node.parentElement?.closest("script, style, time")) continue;
    // A quote keeps the language it was said in, and says so with its own lang (the proof section).
    if (node.parentElement?.closest("[lang]") !== doc.documentElement) continue;
    found.push(node.textContent ?? "");
  }
  for (const element of Array.from(doc.querySelectorAll("[alt], [aria-label], meta[name='description'], meta[property='og:image:alt']"))) {
    found.push(element.getAttribute("alt") ?? element.getAttribute("aria-label") ?? element.getAttribute("content") ?? "");
  }
  return found.map((text) => text.replace(/\s+/g, " ").trim()).filter((text) => /\p{L}/u.test(text));
}

/** Who said a quote the owner lists, and where: written once, in no language of the site's. */
const { reviews, press } = render.launch.proof;
const attributions = [...reviews.map((review) => `${review.name}, ${review.source}`), ...press.map((quote) => quote.outlet)];

/** Not copy: the app's name, the address, the year, a language's own name in the switcher, a quote's attribution. */
const notCopy = (text: string) =>
  [site.name, site.contactEmail, `${site.name}.`, ...attributions].includes(text) ||
  render.languages.some(({ copy }) => copy.language.name === text);

function leaves(value: unknown): string[] {
  if (typeof value === "string") return [value.replace(/\s+/g, " ").trim()];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [];
}

const english = new Set(leaves(render.copyOf(defaultLocale)));
/** The languages that are not English: a regional variant of English (en-GB) is English, its words its own. */
const realLocales = render.languages.filter(({ code }) => new Intl.Locale(code).language !== "en" && !(code in pseudoLocales));

/** A locale's strings whose English a translator confirmed is right for the language (FAQ in German), as its pages show them. */
function confirmedSameAsEnglish(code: string): Set<string> {
  const [raw, rawEnglish, shown] = [
    flatten(languageIn(siteContent, code)?.copy),
    flatten(languageIn(siteContent, defaultLocale)?.copy),
    flatten(render.copyOf(code)),
  ];
  const record = siteContent.records[code] ?? {};
  const keys = [...rawEnglish]
    .filter(
      ([key, source]) => raw.get(key) === source && stringState(raw.get(key), source, madeFrom(record, raw.get(key))) === "translated",
    )
    .map(([key]) => key);
  return new Set(keys.map((key) => (shown.get(key) ?? "").replace(/\s+/g, " ").trim()));
}

describe.each(realLocales)("the pages in $code", ({ code }) => {
  const confirmed = confirmedSameAsEnglish(code);
  // A language published early: its English in attributes and the title, where lang="en" cannot go, the build lists for the owner to
  // translate first.
  // Longest first: a listed sentence may open a longer listed description.
  const listed = (render.englishInAttributes[code] ?? [])
    .map((text) => text.replace(/\s+/g, " ").trim())
    .sort((a, b) => b.length - a.length);
  /** What is left of a text once the English the build listed, and the app's name, are taken out of it. */
  // The name held apart while the listed English is taken out: a listed word ("Swipe") may be part of it, and it of a listed sentence.
  const held = (text: string) => text.split(site.name).join("\u0001");
  const unlisted = (text: string) =>
    listed
      .map(held)
      .reduce((rest, part) => rest.split(part).join(" "), held(text))
      .split("\u0001")
      .join(" ");
  it.each(pages)("join no sentence of $output after a Chinese or Japanese full stop with a space, as the language writes them", (entry) => {
    const { doc } = render.page(entry.output, code);
    expect(heard(doc).flatMap((text) => text.match(/[。！？] +\S/gu) ?? [])).toEqual([]);
  });

  it.each(pages)("leave nothing of $output in English, but what says it is English or the build lists", (entry) => {
    const strays = heard(render.page(entry.output, code).doc).filter(
      (text) => english.has(text) && !confirmed.has(text) && !notCopy(text) && /\p{L}/u.test(unlisted(text)),
    );
    expect(strays).toEqual([]);
  });
});

describe.each(Object.keys(pseudoMarks) as (keyof typeof pseudoMarks)[])("the pages in the pseudo-locale %s", (code) => {
  it.each(pages)("take every word of $output from the locale", (entry) => {
    const { doc } = render.page(entry.output, code);
    const strays = heard(doc).filter((text) => !pseudoMarks[code].test(text) && !notCopy(text) && !/^[\d\s.,©·:-]+$/.test(text));
    expect(strays).toEqual([]);
    expect(doc.documentElement.getAttribute("dir")).toBe(pseudoLocales[code].language.dir);
  });
});
