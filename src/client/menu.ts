/**
 * The header menu as a WAI-ARIA disclosure. The markup already works without this script
 * (a native popover opened by popovertarget); here we keep aria-expanded in step, close on
 * Escape with focus back on the toggle, and close when a link is chosen. Browsers without
 * popover support get the same behaviour through the hidden attribute.
 */
export function initMenu(doc: Document): void {
  const toggle = doc.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const menu = doc.querySelector<HTMLElement>("[data-menu]");
  if (!toggle || !menu) return;

  const native = typeof menu.showPopover === "function";
  const isOpen = () => (native ? menu.matches(":popover-open") : !menu.hidden);
  const sync = () => toggle.setAttribute("aria-expanded", String(isOpen()));
  const setOpen = (open: boolean) => {
    if (open === isOpen()) return;
    if (!native) menu.hidden = !open;
    else if (open) menu.showPopover();
    else menu.hidePopover();
    sync();
  };

  // Everything that can fail runs before any listener is attached: a menu whose set-up
  // failed is left as the plain native popover rather than half wired.
  if (!native) {
    menu.hidden = true;
    // The stylesheet hides a menu that neither popover nor this script can open.
    toggle.parentElement?.setAttribute("data-menu-fallback", "");
  }
  sync();

  // beforetoggle fires synchronously with the state to come, for every opening and closing
  // (light dismiss too), so aria-expanded is right as soon as the toggle has been activated;
  // toggle comes later, asynchronously, and let a screen reader announce the old state.
  if (native) {
    menu.addEventListener("beforetoggle", (event) => {
      if ("newState" in event) toggle.setAttribute("aria-expanded", String(event.newState === "open"));
    });
  } else toggle.addEventListener("click", () => setOpen(!isOpen()));
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    toggle.focus();
  });
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });
}
