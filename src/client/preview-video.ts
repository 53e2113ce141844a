/**
 * The preview video's dialog, a native popover that opens and closes without this script.
 * Here: focus moves to its close button when it opens and back to its control when it closes;
 * the video pauses on closing; where popover is missing, the dialog opens and closes through
 * the hidden attribute, with Escape too; and the video's poster is asked for once the page has
 * loaded, not with it (a poster attribute is fetched at once though its dialog is closed: 20 KB
 * beside the hero's 6 KB screenshot in launch day's first view, and Lighthouse's largest paint
 * waited for it). With JavaScript off the dialog opens all the same, its video without a poster.
 */
export function initPreview(doc: Document): void {
  const control = doc.querySelector<HTMLButtonElement>("[data-preview-open]");
  const dialog = doc.querySelector<HTMLElement>("[data-preview]");
  const close = dialog?.querySelector<HTMLButtonElement>("[data-preview-close]");
  const video = dialog?.querySelector("video");
  if (!control || !dialog || !close) return;
  const poster = video?.dataset.poster;
  if (video && poster) {
    const showPoster = () => {
      video.poster = poster;
    };
    if (doc.readyState === "complete") showPoster();
    else doc.defaultView?.addEventListener("load", showPoster, { once: true });
  }
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
