import { Window } from "happy-dom";

/**
 * Parses an HTML string into a queryable document (no scripts run, nothing is fetched), its text
 * as a visitor reads it: without the soft hyphens the build puts at long words' syllables
 * (src/text/line-breaks.ts), which show only where a line breaks; `asWritten` keeps them.
 */
export function parseHtml(html: string, { asWritten = false } = {}): Document {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  return new window.DOMParser().parseFromString(asWritten ? html : html.replaceAll("\u00ad", ""), "text/html") as unknown as Document;
}

export const texts = (doc: ParentNode, selector: string) =>
  Array.from(doc.querySelectorAll(selector), (element) => element.textContent?.replace(/\s+/g, " ").trim() ?? "");
