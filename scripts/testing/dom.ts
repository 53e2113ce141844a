import { Window } from "happy-dom";

/** Parses an HTML string into a queryable document (no scripts run, nothing is fetched). */
export function parseHtml(html: string): Document {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  return new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;
}

export const texts = (doc: ParentNode, selector: string) =>
  Array.from(doc.querySelectorAll(selector), (element) => element.textContent?.replace(/\s+/g, " ").trim() ?? "");
