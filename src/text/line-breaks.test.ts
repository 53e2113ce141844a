import { describe, expect, it } from "vitest";
import { compileStylesheets } from "../../scripts/pipeline/styles.ts";
import { parseHtml } from "../../scripts/testing/dom.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { mapStrings } from "../content/copy-keys.ts";
import { addressPieces, hyphenateFrom, phraseElements, phraseParser, phraseSelector, softHyphens } from "./line-breaks.ts";

const render = await renderWith();
const pages = render.entries;
/** The site's languages whose short UI text breaks by phrase: those BudouX has a model for. */
const phrased = render.languages.filter(({ code }) => phraseParser(code));
/** The text of an element as read, and as the line breaker sees it: its <wbr> as "|". */
const withPoints = (element: Element) =>
  element.innerHTML
    .replace(/<wbr>/g, "|")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&");

describe("line-break points in short UI text of a language that breaks by phrase (Japanese)", () => {
  it.skipIf(phrased.length === 0).each(pages)(
    "split $output's headings, links, buttons and questions at BudouX's phrase boundaries, and nowhere else",
    ({ output }) => {
      for (const { code } of phrased) {
        const parser = phraseParser(code) as NonNullable<ReturnType<typeof phraseParser>>;
        const { doc } = render.page(output, code);
        const marked = Array.from(doc.querySelectorAll(phraseSelector)).filter(
          (element) => !element.parentElement?.closest(phraseSelector) && !element.closest("[lang]:not(html)"),
        );
        expect(marked.length).toBeGreaterThan(0);
        for (const element of marked) {
          const text = withPoints(element);
          const read = text.replace(/\|/g, "");
          // Every point is a phrase boundary (an address's own points aside); a Latin word never splits.
          const boundaries = new Set(
            parser
              .parse(read)
              .slice(0, -1)
              .map((_, index, phrases) => phrases.slice(0, index + 1).join("").length),
          );
          let at = 0;
          for (const part of text.split("|").slice(0, -1)) {
            at += part.length;
            const [before, after] = [read[at - 1], read[at]];
            const inAddress = /[@./]/.test(before + after);
            expect(boundaries.has(at) || inAddress, `${read}: a break at ${at}`).toBe(true);
            expect(/[A-Za-z0-9]/.test(before) && /[A-Za-z0-9]/.test(after), `${read}: a Latin word split`).toBe(false);
          }
        }
      }
    },
  );

  it.skipIf(phrased.length === 0)("leaves running text to break between characters, the Japanese norm", () => {
    for (const { code } of phrased) {
      const paragraphs = Array.from(render.page("index.html", code).doc.querySelectorAll("main p")).filter(
        (element) => !element.querySelector(phraseSelector),
      );
      expect(paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of paragraphs) expect(paragraph.innerHTML).not.toContain("<wbr>");
    }
  });

  it("keeps the marked elements together with word-break: keep-all in the stylesheet every page has", async () => {
    const { site } = await compileStylesheets();
    const rule = /:lang\(ja\) :is\(([^)]*)\)\{word-break:keep-all\}/.exec(site);
    expect(rule?.[1].split(",").sort()).toEqual([...phraseElements].sort());
  });
});

describe("line-break points in addresses", () => {
  it("lets the contact e-mail break only after @ and before a dot, on every page of every language", () => {
    const email = render.site.contactEmail;
    for (const { code } of render.languages) {
      for (const { output } of pages) {
        const links = Array.from(render.page(output, code).doc.querySelectorAll(`a[href^="mailto:"]`));
        for (const link of links) expect(withPoints(link)).toBe(email.replace("@", "@|").replace(/\./g, "|."));
      }
    }
  });

  it("marks web addresses before each dot and slash after their scheme, but their last", () => {
    expect(addressPieces("see https://swipeclean.app/privacy/ now").join("<wbr>")).toBe(
      "see https://swipeclean<wbr>.app<wbr>/privacy/ now",
    );
  });

  it("puts break points in text only, never in the title, an attribute, a script or a style, on every page of every language", () => {
    const marked = render.languages.flatMap(({ code }) => pages.map(({ output }) => render.page(output, code).html));
    expect(marked.some((html) => html.includes("<wbr/>"))).toBe(true);
    for (const html of marked) {
      const blocks = [...html.matchAll(/<(title|style|script)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => match[2]);
      expect(blocks.filter((block) => block.includes("<wbr"))).toEqual([]);
      expect(html).not.toMatch(/="[^"]*<wbr/);
    }
  });
});

describe("soft hyphens in long words", () => {
  const softHyphen = "\u00ad";
  const letters = (word: string) => [...word.replaceAll(softHyphen, "")].length;
  /** The text of every page of a language, a text node a line (so that blocks do not run their words together). */
  const pagesText = (code: string) => {
    const lines: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === 3) lines.push(node.textContent ?? "");
      else if (!["SCRIPT", "STYLE"].includes((node as Element).tagName)) for (const child of node.childNodes) walk(child);
    };
    for (const { output } of pages) walk(parseHtml(render.page(output, code).html, { asWritten: true }).body);
    return lines.join("\n");
  };
  /** The words of a language's copy that its hyphenation patterns break: none where it has no patterns, or no word that long. */
  const hyphenatedWords = (code: string) => {
    const words = new Set<string>();
    mapStrings(render.copyOf(code), (text) => {
      for (const { segment, isWordLike } of new Intl.Segmenter(code, { granularity: "word" }).segment(text))
        if (isWordLike && softHyphens(segment, code) !== segment) words.add(segment);
      return text;
    });
    return words;
  };

  it("mark the syllables of a language's words of hyphenateFrom letters or more, in the pages' text, where its patterns break them", () => {
    for (const { code } of render.languages) {
      const words = hyphenatedWords(code);
      const text = pagesText(code);
      const marked = new Set(text.match(/[\p{L}\p{M}\u00ad]*\u00ad[\p{L}\p{M}\u00ad]*/gu) ?? []);
      // Every marked word (of the copy, or of an in-app event's words) is long and marked as its patterns say; a shorter word never is.
      for (const word of marked) {
        expect(letters(word), word).toBeGreaterThanOrEqual(hyphenateFrom);
        expect(softHyphens(word.replaceAll(softHyphen, ""), code), word).toBe(word);
      }
      // Each long word the pages show is shown marked.
      const segments = new Intl.Segmenter(code, { granularity: "word" }).segment(text.replaceAll(softHyphen, ""));
      const shownWords = new Set(Array.from(segments, ({ segment }) => segment));
      const shown = [...words].filter((word) => shownWords.has(word));
      for (const word of shown) expect(marked.has(softHyphens(word, code)), `${code}: ${word}`).toBe(true);
      if (phraseParser(code)) expect(marked.size, `${code} breaks by phrase`).toBe(0);
    }
  });

  it("leave every word short of hyphenateFrom letters whole, however long its line", () => {
    for (const { code } of render.languages) {
      const text = pagesText(code);
      for (const { segment, isWordLike } of new Intl.Segmenter(code, { granularity: "word" }).segment(text.replaceAll(softHyphen, "")))
        if (isWordLike && letters(segment) < hyphenateFrom) expect(softHyphens(segment, code), `${code}: ${segment}`).toBe(segment);
    }
  });

  it("are in text only, never in the title, an attribute, a script, a style or an address, and read as the copy once taken out", () => {
    for (const { code } of render.languages) {
      for (const { output } of pages) {
        const { html } = render.page(output, code);
        const doc = parseHtml(html, { asWritten: true });
        const blocks = [...html.matchAll(/<(title|style|script)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => match[2]);
        expect(
          blocks.filter((block) => block.includes(softHyphen)),
          output,
        ).toEqual([]);
        expect(html, output).not.toMatch(/="[^"]*\u00ad/);
        for (const link of doc.querySelectorAll('a[href^="mailto:"], a[href^="http"]'))
          expect(link.textContent, output).not.toContain(softHyphen);
      }
    }
  });
});
