/**
 * Previous and next buttons under the screenshot strip, which otherwise scrolls by touch,
 * trackpad and arrow keys alone. A button, or an arrow key while the strip has focus, moves
 * one screenshot, smoothly unless the visitor asks for reduced motion: a plain arrow key's
 * small step is undone by the strip's snapping in some engines (WebKit). A button is disabled
 * at its end of the strip. On a right-to-left page the strip starts at the right, so "next"
 * scrolls left (scrollLeft runs from 0 down), and the arrow keys keep their physical sense.
 * While every screenshot fits, there is nothing to scroll: the buttons are hidden and the
 * strip leaves the tab order, and both come back when a narrower window makes it scroll.
 */
export function initScreens(doc: Document): void {
  const view = doc.defaultView;
  const strip = doc.querySelector<HTMLElement>("[data-screens]");
  const item = strip?.querySelector<HTMLElement>("li");
  if (!view || !strip || !item) return;
  const labels = { previous: strip.dataset.previous ?? "Previous screenshot", next: strip.dataset.next ?? "Next screenshot" };
  const forward = view.getComputedStyle(strip).direction === "rtl" ? -1 : 1;
  /** Scrolls one screenshot to the right (1) or the left (-1) of the screen. */
  const move = (rightward: -1 | 1) => {
    const still = view.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const step = item.getBoundingClientRect().width + Number.parseFloat(view.getComputedStyle(item.parentElement ?? item).columnGap || "0");
    strip.scrollBy({ left: rightward * step, behavior: still ? "auto" : "smooth" });
  };
  strip.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    move(event.key === "ArrowRight" ? 1 : -1);
  });
  const controls = doc.createElement("div");
  controls.className = "screens__controls";
  const button = (label: string, direction: -1 | 1) => {
    const element = doc.createElement("button");
    element.type = "button";
    element.className = "screens__button";
    element.setAttribute("aria-label", label);
    element.textContent = direction < 0 ? "‹" : "›";
    element.addEventListener("click", () => move(direction * forward > 0 ? 1 : -1));
    controls.append(element);
    return element;
  };
  const previous = button(labels.previous, -1);
  const next = button(labels.next, 1);
  const update = () => {
    const travelled = Math.abs(strip.scrollLeft);
    const scrolls = strip.scrollWidth > strip.clientWidth + 1;
    controls.hidden = !scrolls;
    strip.tabIndex = scrolls ? 0 : -1;
    previous.disabled = travelled <= 1;
    next.disabled = travelled + strip.clientWidth >= strip.scrollWidth - 1;
  };
  strip.addEventListener("scroll", update, { passive: true });
  if (typeof view.ResizeObserver === "function") new view.ResizeObserver(update).observe(strip);
  else view.addEventListener("resize", update);
  strip.after(controls);
  update();
}
