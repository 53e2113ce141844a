/**
 * React's static markup as a list of tags and texts, for the passes the build makes over a
 * rendered page (line-break points, the language of English parts). Text is escaped and
 * attributes quoted in that markup, so a tag ends at the first ">"; raw text elements
 * (`<script>`, `<style>`) and comments are one part each, never read as text.
 */
export interface HtmlPart {
  text: string;
  tag: boolean;
  /** A whole <script>, <style>, comment or doctype: nothing inside is text or markup. */
  raw: boolean;
}

const token = /<(script|style|title)\b[^>]*>[\s\S]*?<\/\1>|<!--[\s\S]*?-->|<!doctype[^>]*>|<\/?[a-zA-Z][^>]*>/gi;

export const voidElements: ReadonlySet<string> = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/** The element name of a tag, lower-cased; undefined for a raw part. */
export const tagName = (tag: string) => /^<\/?([a-zA-Z][\w-]*)/.exec(tag)?.[1]?.toLowerCase();

export function htmlParts(html: string): HtmlPart[] {
  const parts: HtmlPart[] = [];
  let last = 0;
  for (const match of html.matchAll(token)) {
    if (match.index > last) parts.push({ text: html.slice(last, match.index), tag: false, raw: false });
    parts.push({ text: match[0], tag: true, raw: Boolean(match[1]) || match[0].startsWith("<!") });
    last = match.index + match[0].length;
  }
  if (last < html.length) parts.push({ text: html.slice(last), tag: false, raw: false });
  return parts;
}
