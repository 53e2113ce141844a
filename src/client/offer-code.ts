/**
 * An offer's code copied with one press where the browser can (the Clipboard API): the button the
 * page carries hidden is shown, and the polite status under the code says it was copied, or, where
 * the browser refused, selects the code and says how to copy it by hand. Without the API (or
 * without JavaScript) the code stays plain text to select.
 */
export function initOfferCode(doc: Document): void {
  const clipboard = doc.defaultView?.navigator.clipboard;
  const button = doc.querySelector<HTMLButtonElement>("[data-offer-code-copy]");
  const code = doc.querySelector("[data-offer-code-value]");
  const status = doc.querySelector("[data-offer-code-status]");
  if (!clipboard?.writeText || !button || !code || !status) return;
  // The words are the page's own markup (in its language, English marked as such), never written here.
  const say = (what: string) => {
    status.innerHTML = doc.querySelector(`[data-offer-code-said="${what}"]`)?.innerHTML ?? "";
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
