/**
 * One FAQ answer open at a time. Current browsers do this natively for <details name>;
 * this fills the gap for older ones. Closing the open item is left to the browser.
 */
export function initFaq(doc: Document): void {
  const view = doc.defaultView;
  if (!view || "name" in view.HTMLDetailsElement.prototype) return;
  const items = doc.querySelectorAll<HTMLDetailsElement>("[data-faq] details");
  for (const item of items) {
    item.addEventListener("toggle", () => {
      if (!item.open) return;
      for (const other of items) {
        if (other !== item && other.open && other.getAttribute("name") === item.getAttribute("name")) {
          other.open = false;
        }
      }
    });
  }
}
