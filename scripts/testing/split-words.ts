/**
 * Words a visitor sees cut in two: every place on the page where a line breaks inside a word,
 * for the whole-words suites (scripts/testing/suites/). Runs in the page (Playwright's
 * `evaluate`), so it is self-contained, as every probe is.
 *
 * A break is where one character's line box differs from the previous one's. It is whole when
 * whitespace or a `<wbr>` stands there; in CJK running text, anywhere beside a CJK character
 * (the Japanese norm for paragraphs); in short UI text (`phraseSelector`), only after CJK
 * punctuation or at a `<wbr>` (BudouX's phrase boundaries); in any other text, anywhere but
 * inside a word by `Intl.Segmenter` in the text's own language (so after "@" or a hyphen).
 * A word or phrase wider than a full line (the content box of `column`, the page's column) may
 * break anywhere.
 * A word breaks whole at a soft hyphen (the build's, at a syllable of a long word) only where the
 * browser drew its hyphen there; anywhere else in a word, or at a soft hyphen with no hyphen
 * shown (`hyphens: none`), it is cut. Chromium on Linux has no hyphenation dictionaries, so a
 * break the browser hyphenated by itself cannot happen there and none is excused.
 */
interface SplitWord {
  /** The word with a "|" where it broke. */
  word: string;
  /** The element that holds it, as tag.class. */
  where: string;
}

export function findSplitWords({ phraseSelector, column }: { phraseSelector: string; column: string }): SplitWord[] {
  const cjk = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff00-\uffef\u30fc]/u;
  const closingPunctuation = /[、。，．・！？：；」』）】〕〉》”’…ー-]/u;
  const openingPunctuation = /[「『（【〔〈《“‘]/u;
  const isInline = (element: Element) => ["inline", "contents"].includes(getComputedStyle(element).display);
  const containerOf = (node: Node) => {
    let element = node.parentElement;
    while (element && isInline(element) && element.parentElement) element = element.parentElement;
    return element;
  };
  const hidden = (element: Element) => {
    const style = getComputedStyle(element);
    return style.clipPath !== "none" || (style.clip !== "auto" && style.clip !== "") || element.getBoundingClientRect().width <= 1;
  };
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].join(".")}` : ""}`;
  const columnElement = document.querySelector(column) ?? document.body;
  const columnStyle = getComputedStyle(columnElement);
  const fullLine = columnElement.clientWidth - parseFloat(columnStyle.paddingLeft) - parseFloat(columnStyle.paddingRight);

  interface Char {
    text: string;
    node: Text;
    offset: number;
    /** A <wbr> or collapsed whitespace stands before this character. */
    breakBefore: boolean;
    /** Where a soft hyphen stands right before this character. */
    softHyphen?: { node: Text; offset: number };
    top?: number;
    bottom?: number;
    left?: number;
    right?: number;
  }
  const groups = new Map<Element, Char[]>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) =>
      node instanceof Element && ["SCRIPT", "STYLE", "TEMPLATE", "SVG"].includes(node.tagName.toUpperCase())
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const pendingBreak = new Map<Element, boolean>();
  const pendingHyphen = new Map<Element, { node: Text; offset: number }>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element) {
      if (node.tagName === "WBR") {
        const container = containerOf(node);
        if (container) pendingBreak.set(container, true);
      }
      continue;
    }
    const text = node as Text;
    const container = containerOf(text);
    if (!container || hidden(container)) continue;
    const chars = groups.get(container) ?? [];
    groups.set(container, chars);
    const value = text.data;
    for (let offset = 0; offset < value.length; ) {
      const point = value.codePointAt(offset) ?? 0;
      const size = point > 0xffff ? 2 : 1;
      const char = String.fromCodePoint(point);
      if (/\s/u.test(char)) {
        pendingBreak.set(container, true);
      } else if (char === "\u00ad") {
        pendingHyphen.set(container, { node: text, offset });
      } else if (!/\p{Cf}/u.test(char)) {
        // Format characters (a bidi override, a zero-width joiner) show nothing and break nothing.
        chars.push({
          text: char,
          node: text,
          offset,
          breakBefore: pendingBreak.get(container) ?? false,
          softHyphen: pendingHyphen.get(container),
        });
        pendingBreak.set(container, false);
        pendingHyphen.delete(container);
      }
      offset += size;
    }
  }

  const range = document.createRange();
  /** Whether the browser drew the hyphen of a soft hyphen: only where a line breaks there, and only if hyphens are not `none`. */
  const hyphenShown = (softHyphen?: { node: Text; offset: number }) => {
    if (!softHyphen) return false;
    const at = document.createRange();
    at.setStart(softHyphen.node, softHyphen.offset);
    at.setEnd(softHyphen.node, softHyphen.offset + 1);
    return [...at.getClientRects()].some((rect) => rect.width > 0);
  };
  const found: SplitWord[] = [];
  for (const [container, chars] of groups) {
    if (chars.length < 2) continue;
    // One line box for the whole container: nothing breaks inside it.
    const box = container.getBoundingClientRect();
    const lineHeight = parseFloat(getComputedStyle(container).lineHeight) || parseFloat(getComputedStyle(container).fontSize) * 1.2;
    if (box.height < lineHeight * 1.5) continue;
    for (const char of chars) {
      range.setStart(char.node, char.offset);
      range.setEnd(char.node, char.offset + char.text.length);
      // The last: right after a soft hyphen where a line broke, Chromium gives the drawn hyphen's box first.
      const rect = [...range.getClientRects()].filter((candidate) => candidate.width > 0).at(-1);
      if (rect) Object.assign(char, { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right });
    }
    const placed = chars.filter((char) => char.top !== undefined);
    // Whitespace and <wbr> as a space, so that Intl.Segmenter sees the words the reader does.
    const text = placed.map((char) => (char.breakBefore ? ` ${char.text}` : char.text)).join("");
    const languageOf = (char: Char) => char.node.parentElement?.closest("[lang]")?.getAttribute("lang") ?? document.documentElement.lang;
    const words = new Map<string, Intl.SegmentData[]>();
    const segmentsFor = (language: string) => {
      if (!words.has(language)) words.set(language, [...new Intl.Segmenter(language, { granularity: "word" }).segment(text)]);
      return words.get(language) ?? [];
    };
    // Character index in `text` where each placed character starts.
    const starts: number[] = [];
    placed.reduce((index, char) => {
      const start = index + (char.breakBefore ? 1 : 0);
      starts.push(start);
      return start + char.text.length;
    }, 0);
    for (let i = 1; i < placed.length; i += 1) {
      const [before, after] = [placed[i - 1], placed[i]];
      const newLine = (after.top ?? 0) >= ((before.top ?? 0) + (before.bottom ?? 0)) / 2;
      if (!newLine || after.breakBefore || hyphenShown(after.softHyphen)) continue;
      const phrase = Boolean(after.node.parentElement?.closest(phraseSelector));
      const nearCjk = cjk.test(before.text) || cjk.test(after.text);
      let from = i - 1;
      let to = i + 1;
      if (nearCjk) {
        if (!phrase) continue;
        if (closingPunctuation.test(before.text) || openingPunctuation.test(after.text)) continue;
        while (from > 0 && !placed[from].breakBefore && !closingPunctuation.test(placed[from - 1].text)) from -= 1;
        while (to < placed.length && !placed[to].breakBefore && !closingPunctuation.test(placed[to - 1].text)) to += 1;
      } else {
        const word = segmentsFor(languageOf(after)).find(
          (segment) => segment.index < starts[i] && segment.index + segment.segment.length > starts[i],
        );
        if (!word?.isWordLike) continue;
        while (from > 0 && starts[from] > word.index) from -= 1;
        while (to < placed.length && starts[to] < word.index + word.segment.length) to += 1;
      }
      const unit = placed.slice(from, to);
      const width = unit.reduce((sum, char) => sum + ((char.right ?? 0) - (char.left ?? 0)), 0);
      if (width > fullLine) continue;
      const word = unit.map((char, index) => (from + index === i ? `|${char.text}` : char.text)).join("");
      found.push({ word, where: describe(container) });
    }
  }
  return found;
}
