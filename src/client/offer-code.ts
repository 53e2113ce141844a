/**
 * An offer's code copied with one press where the browser can (the Clipboard API): the button the
 * page carries hidden is shown, and the polite status under the code says it was copied, or, where
 * the browser refused, selects the code and says how to copy it by hand. Without the API (or
 * without JavaScript) the code stays plain text to select.
 */
export function initOfferCode(doc: Document): void {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (typeof clipboard?.writeText !== "function") return;
  for (const widget of doc.querySelectorAll<HTMLElement>("[data-offer-code]")) {
    const button = widget.querySelector<HTMLButtonElement>("[data-offer-code-copy]");
    const code = widget.querySelector("[data-offer-code-value]");
    const status = widget.querySelector("[data-offer-code-status]");
    if (!button || !code?.textContent || !status) continue;
    // The words are the page's (in its language, English marked as such): copied, never written here.
    const say = (what: "copied" | "failed") => {
      const words = widget.querySelector(`[data-offer-code-said="${what}"]`);
      status.replaceChildren(...Array.from(words?.childNodes ?? [], (node) => node.cloneNode(true)));
    };
    button.hidden = false;
    button.addEventListener("click", () => {
      clipboard.writeText(code.textContent ?? "").then(
        () => say("copied"),
        () => {
          doc.getSelection()?.selectAllChildren(code);
          say("failed");
        },
      );
    });
  }
}
