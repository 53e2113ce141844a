/**
 * A printed FAQ shows every answer. The stylesheet does so where the browser can style an
 * answer's box (::details-content); here every item is opened for printing and put back
 * afterwards. The items share a name, which lets only one be open, so the name is set aside
 * while printing.
 */
export function printEveryAnswer(doc: Document): void {
  const view = doc.defaultView;
  const items = Array.from(doc.querySelectorAll<HTMLDetailsElement>("[data-faq] details"));
  if (!view || items.length === 0) return;
  let saved: { item: HTMLDetailsElement; open: boolean; name: string | null }[] = [];
  view.addEventListener("beforeprint", () => {
    saved = items.map((item) => ({ item, open: item.open, name: item.getAttribute("name") }));
    for (const item of items) {
      item.removeAttribute("name");
      item.open = true;
    }
  });
  view.addEventListener("afterprint", () => {
    for (const { item, open, name } of saved) {
      item.open = open;
      if (name !== null) item.setAttribute("name", name);
    }
    saved = [];
  });
}
