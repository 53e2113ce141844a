/**
 * Content checks that types cannot make, run by the build over the rendered pages of every
 * locale: every page shows what the specification requires of it (found by its `data-spec`
 * marker, whatever its wording), has one non-empty headline, and every product claim is made
 * somewhere in each language. (src/content/copy.ts checks each locale's copy before it
 * renders.) The build stops on any problem, naming the page.
 */
import { parseHTML } from "linkedom";
import { localeOutput } from "../locales.ts";
import type { SiteLocale } from "../locales.ts";
import type { PageEntry } from "../pages/registry.ts";
import type { StoreState } from "../site.ts";
import { withoutEnglishMarks } from "../language-parts.ts";
import { faqEntries, localeLabel } from "./copy.ts";
import { facts } from "./facts.ts";
import type { Requirement } from "./requirements.ts";
import { pageRequirements, siteChromeRequirements } from "./requirements.ts";

/** A page's document, read by linkedom: the HTML parser BudouX brings, so the build parses no HTML by hand. */
const documentOf = (html: string) => parseHTML(html).document as unknown as Document;

const wordParts = new Set(["WBR", "SPAN"]);

/**
 * The text of a node as read, images' alt text included: a line-break point or a part in
 * another language (<wbr>, <span>) splits no word, every other element does; scripts, styles
 * and the title are not read.
 */
export function textOf(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    if (current.nodeType === 3) parts.push(current.nodeValue ?? "");
    if (current.nodeType !== 1 && current.nodeType !== 9 && current.nodeType !== 11) return;
    const element = current as Element;
    if (["SCRIPT", "STYLE", "TITLE"].includes(element.tagName)) return;
    const split = element.tagName && !wordParts.has(element.tagName) ? " " : "";
    parts.push(split, element.tagName === "IMG" ? (element.getAttribute("alt") ?? "") : "");
    for (const child of Array.from(current.childNodes)) walk(child);
    parts.push(split);
  };
  walk(node);
  return parts.join("").replace(/\s+/g, " ");
}

/** The text of each element of a page that carries the content check's `marker`. */
export const markedTexts = (page: Document, marker: string) =>
  Array.from(page.querySelectorAll(`[data-spec="${marker}"]`), (element) => textOf(element).trim());

/** The markers' attribute, taken out of the pages once checked: visitors need not download it. */
export const withoutSpecMarkers = (html: string) => html.replace(/ data-spec="[^"]*"/g, "");

function factProblems(): string[] {
  const { privacyLastUpdated } = facts;
  if (/^\d{4}-\d{2}-\d{2}$/.test(privacyLastUpdated) && !Number.isNaN(Date.parse(privacyLastUpdated))) return [];
  return [`content: facts.privacyLastUpdated in src/content/facts.json must be a date like 2025-09-17, got "${privacyLastUpdated}"`];
}

function faqProblems({ code, copy }: SiteLocale): string[] {
  const questions = faqEntries(copy).map((entry) => entry.question);
  return questions
    .filter((question, index) => questions.indexOf(question) !== index)
    .map((question) => `content: ${code}: the FAQ asks "${question}" twice`);
}

/** Each required item shown at least once, and none of them empty. */
function requirementProblems(output: string, page: Document, requirements: readonly Requirement[]): string[] {
  return requirements.flatMap(({ marker, specSection }) => {
    const texts = markedTexts(page, marker);
    const empty = texts.filter((text) => !text).length;
    if (texts.length > 0 && empty === 0) return [];
    const what = texts.length === 0 ? `shows no "${marker}"` : `shows ${empty} of its ${texts.length} "${marker}" empty`;
    return [`content: ${output} ${what}; the specification asks for it (${specSection}; see src/content/requirements.ts)`];
  });
}

/** One headline per page, with words in it: the <title> does not count. */
function headlineProblems(output: string, page: Document): string[] {
  const h1s = page.querySelectorAll("h1");
  if (h1s.length !== 1) return [`content: ${output} has ${h1s.length} <h1> headlines; every page needs exactly one`];
  return textOf(h1s[0]).trim() ? [] : [`content: ${output}'s <h1> headline is empty`];
}

/** Problems with the rendered pages' content; empty when all is well. */
export function contentProblems(
  files: ReadonlyMap<string, string>,
  entries: readonly PageEntry[],
  languages: readonly SiteLocale[],
  state: StoreState,
): string[] {
  const problems = factProblems();
  for (const language of languages) {
    problems.push(...faqProblems(language));
    const texts: string[] = [];
    for (const entry of entries) {
      const output = localeOutput(language.code, entry.output);
      const page = documentOf(files.get(output) ?? "");
      const main = page.querySelector("main");
      if (!main || !textOf(main).trim()) problems.push(`content: ${output} renders no content in <main>`);
      problems.push(...headlineProblems(output, page));
      const requirements = [...(entry.chrome === "site" ? siteChromeRequirements : []), ...(pageRequirements[entry.output] ?? [])];
      problems.push(...requirementProblems(output, page, requirements));
      texts.push(textOf(page));
    }
    const everything = texts.join(" ");
    const claims = withoutEnglishMarks({
      ...language.copy.claims,
      [`store.${state}.availability`]: language.copy.store[state].availability,
    });
    for (const [name, claim] of Object.entries(claims)) {
      // Intl puts no-break spaces in prices and dates, which textOf makes plain.
      if (!everything.includes(claim.replace(/\s+/g, " ")))
        problems.push(
          `content: ${localeLabel(language.code)}: no page makes the claim "${name}" any more ("${claim.slice(0, 60)}…"); the FAQ answers carry most of them`,
        );
    }
  }
  return problems;
}
