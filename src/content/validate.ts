/**
 * Content checks that types cannot make, run by the build over the rendered pages of every
 * locale: every page shows what the specification requires of it (found by its `data-spec`
 * marker, whatever its wording), has one non-empty headline, and every product claim is made
 * somewhere in each language. (src/content/copy.ts checks each locale's copy before it
 * renders.) The build stops on any problem, naming the page.
 */
import { localeOutput } from "../locales.ts";
import type { SiteLocale } from "../locales.ts";
import type { PageEntry } from "../pages/registry.ts";
import type { StoreState } from "../site.ts";
import { withoutEnglishMarks } from "../language-parts.ts";
import { faqEntries, localeLabel } from "./copy.ts";
import { facts } from "./facts.ts";
import type { Requirement } from "./requirements.ts";
import { pageRequirements, siteChromeRequirements } from "./requirements.ts";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

/** The text of an HTML fragment, roughly, images' alt text included: tags, scripts and styles removed, entities decoded. */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style|title)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, " $1 ")
    // Inline marks inside a sentence (a line-break point, a part in English) split no word.
    .replace(/<wbr>|<\/?span\b[^>]*>/gi, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => entities[name])
    .replace(/\s+/g, " ");
}

/**
 * The inner HTML of each element that carries `attribute`. React's markup is well formed, so
 * counting the element's own tag name finds its end.
 */
export function elementsWith(html: string, attribute: string): string[] {
  const found: string[] = [];
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, at + 1)) {
    const start = html.lastIndexOf("<", at);
    const tag = /^<([a-z0-9-]+)/i.exec(html.slice(start))?.[1];
    if (!tag) continue;
    const open = html.indexOf(">", at) + 1;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, "gi");
    tags.lastIndex = open;
    let depth = 1;
    let end = html.length;
    for (let match = tags.exec(html); match; match = tags.exec(html)) {
      depth += match[1] ? -1 : 1;
      if (depth === 0) {
        end = match.index;
        break;
      }
    }
    found.push(html.slice(open, end));
  }
  return found;
}

/** The markers' attribute, taken out of the pages once checked: visitors need not download it. */
export const specMarker = (marker: string) => `data-spec="${marker}"`;
export const withoutSpecMarkers = (html: string) => html.replace(/ data-spec="[^"]*"/g, "");

function factProblems(): string[] {
  const { privacyLastUpdated } = facts;
  if (/^\d{4}-\d{2}-\d{2}$/.test(privacyLastUpdated) && !Number.isNaN(Date.parse(privacyLastUpdated))) return [];
  return [`content: facts.privacyLastUpdated in src/content/facts.ts must be a date like 2025-09-17, got "${privacyLastUpdated}"`];
}

function faqProblems({ code, copy }: SiteLocale): string[] {
  const questions = faqEntries(copy).map((entry) => entry.question);
  return questions.filter((question, index) => questions.indexOf(question) !== index).map((question) => `content: ${code}: the FAQ asks "${question}" twice`);
}

/** Each required item shown at least once, and none of them empty. */
function requirementProblems(output: string, html: string, requirements: readonly Requirement[]): string[] {
  return requirements.flatMap(({ marker, specSection }) => {
    const texts = elementsWith(html, specMarker(marker)).map((inner) => pageText(inner).trim());
    const empty = texts.filter((text) => !text).length;
    if (texts.length > 0 && empty === 0) return [];
    const what = texts.length === 0 ? `shows no "${marker}"` : `shows ${empty} of its ${texts.length} "${marker}" empty`;
    return [`content: ${output} ${what}; the specification asks for it (${specSection}; see src/content/requirements.ts)`];
  });
}

/** One headline per page, with words in it: the <title> does not count. */
function headlineProblems(output: string, html: string): string[] {
  const h1s = html.split(/<h1\b/i).length - 1;
  if (h1s !== 1) return [`content: ${output} has ${h1s} <h1> headlines; every page needs exactly one`];
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? "";
  return pageText(inner).trim() ? [] : [`content: ${output}'s <h1> headline is empty`];
}

/** Problems with the rendered pages' content; empty when all is well. */
export function contentProblems(files: ReadonlyMap<string, string>, entries: readonly PageEntry[], languages: readonly SiteLocale[], state: StoreState): string[] {
  const problems = factProblems();
  for (const language of languages) {
    problems.push(...faqProblems(language));
    for (const page of entries) {
      const output = localeOutput(language.code, page.output);
      const html = files.get(output) ?? "";
      const main = elementsWith(html, 'id="main"')[0] ?? "";
      if (!pageText(main).trim()) problems.push(`content: ${output} renders no content in <main>`);
      problems.push(...headlineProblems(output, html));
      const requirements = [...(page.chrome === "site" ? siteChromeRequirements : []), ...(pageRequirements[page.output] ?? [])];
      problems.push(...requirementProblems(output, html, requirements));
    }
    const everything = entries.map((page) => pageText(files.get(localeOutput(language.code, page.output)) ?? "")).join(" ");
    const claims = withoutEnglishMarks({ ...language.copy.claims, [`store.${state}.availability`]: language.copy.store[state].availability });
    for (const [name, claim] of Object.entries(claims)) {
      // Intl puts no-break spaces in prices and dates, which pageText makes plain.
      if (!everything.includes(claim.replace(/\s+/g, " "))) problems.push(`content: ${localeLabel(language.code)}: no page makes the claim "${name}" any more ("${claim.slice(0, 60)}…"); the FAQ answers carry most of them`);
    }
  }
  return problems;
}
