/**
 * The build leaves out an in-app event that had ended by the sources' date; a page built before
 * an event ended still shows it. Once the visitor's clock is past an event's end
 * (data-event-end), its card goes, and with the last card the section, whose heading would head
 * nothing. With JavaScript off the page stays as built.
 */
export function hideEndedEvents(doc: Document): void {
  const now = Date.now();
  for (const list of doc.querySelectorAll("[data-events]")) {
    for (const card of list.querySelectorAll("[data-event-end]")) {
      const end = Date.parse(card.getAttribute("data-event-end") ?? "");
      if (end <= now) card.remove();
    }
    if (!list.querySelector("[data-event-end]")) list.closest("section")?.remove();
  }
}
