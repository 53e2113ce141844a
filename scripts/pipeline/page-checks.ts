/**
 * What every rendered page must have whatever its words, found by its structure, never by its
 * wording: content in <main>, one headline with words in it (the <title> does not count), and
 * no section that renders nothing. The specification's own items (the headline's words, three
 * features, six policy sections) are the tests' to prove (src/content/spec.test.ts): an owner
 * may reword any of it, or add a fourth feature card, and the build stops only when a page or
 * a section renders nothing.
 */
import { parseHTML } from "linkedom";
import type { SiteLocale } from "../../src/routing/languages.ts";
import { whollyEnglish } from "../../src/text/notes.ts";

/** A page's document, read by linkedom: the HTML parser BudouX brings, so the build parses no HTML by hand. */
const documentOf = (html: string) => parseHTML(html).document as unknown as Document;

/** Whether an element has words as read: text, or an image's alt text; scripts and styles left out. */
function hasWords(node: Node): boolean {
  if (node.nodeType === node.TEXT_NODE) return Boolean(node.textContent?.trim());
  if (node.nodeName === "SCRIPT" || node.nodeName === "STYLE") return false;
  if (node.nodeName === "IMG" && (node as Element).getAttribute("alt")?.trim()) return true;
  return Array.from(node.childNodes).some(hasWords);
}

/** The problems of one page, by its file in dist/; none when all is well. */
export function pageProblems(output: string, html: string): string[] {
  const page = documentOf(html);
  const main = page.querySelector("main");
  if (!main || !hasWords(main)) return [`${output} renders no content in <main>`];
  const headlines = Array.from(page.querySelectorAll("h1"));
  const problems =
    headlines.length !== 1
      ? [`${output} has ${headlines.length} <h1> headlines; every page needs exactly one`]
      : !hasWords(headlines[0])
        ? [`${output}'s <h1> headline is empty`]
        : [];
  for (const section of Array.from(main.querySelectorAll("section"))) {
    const heading = section.querySelector("h2, h3");
    const name = heading?.id || section.id || section.getAttribute("aria-labelledby") || section.className;
    if (!hasWords(section)) problems.push(`${output}: its section "${name}" renders nothing`);
    else if (heading && !hasWords(heading)) problems.push(`${output}: its section "${name}" has an empty heading`);
  }
  return problems;
}

/** The English of a language published early that stands in an attribute or the title, where it cannot carry lang="en". */
export function englishInAttributes(html: string, language: SiteLocale): string[] {
  const values = [...html.matchAll(/\s(?:alt|aria-label|content|title)="([^"]*)"|<title>([^<]*)<\/title>/g)].map((match) =>
    (match[1] ?? match[2])
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  );
  return [...language.notes.english.keys()].filter(
    (text) => whollyEnglish(language.notes, text) && values.some((value) => value.includes(text)),
  );
}
