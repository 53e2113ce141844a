/**
 * The preview video's dialog, a native popover that opens and closes without this script.
 * Here: focus moves to its close button when it opens and back to its control when it closes;
 * the video pauses on closing; and where popover is missing, the dialog opens and closes
 * through the hidden attribute, with Escape too.
 */
export function initPreview(doc: Document): void {
  const control = doc.querySelector<HTMLButtonElement>("[data-preview-open]");
  const dialog = doc.querySelector<HTMLElement>("[data-preview]");
  const close = dialog?.querySelector<HTMLButtonElement>("[data-preview-close]");
  const video = dialog?.querySelector("video");
  if (!control || !dialog || !close) return;
  const native = typeof dialog.showPopover === "function";
  const isOpen = () => (native ? dialog.matches(":popover-open") : !dialog.hidden);
  const opened = () => {
    control.setAttribute("aria-expanded", "true");
    close.focus();
  };
  const closed = () => {
    control.setAttribute("aria-expanded", "false");
    video?.pause();
    const focus = doc.activeElement;
    if (!focus || focus === doc.body || dialog.contains(focus)) control.focus();
  };
  control.setAttribute("aria-expanded", "false");
  if (native) {
    dialog.addEventListener("toggle", () => (isOpen() ? opened() : closed()));
    return;
  }
  dialog.hidden = true;
  for (const element of [control, dialog]) element.setAttribute("data-preview-fallback", "");
  const setOpen = (open: boolean) => {
    dialog.hidden = !open;
    if (open) opened();
    else closed();
  };
  control.addEventListener("click", () => setOpen(!isOpen()));
  close.addEventListener("click", () => setOpen(false));
  doc.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && isOpen()) setOpen(false);
  });
}
