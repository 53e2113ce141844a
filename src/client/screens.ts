/**
 * Previous and next buttons under the screenshot strip, which otherwise scrolls by touch,
 * trackpad and arrow keys alone. A button, or an arrow key while the strip has focus, moves
 * one screenshot, smoothly unless the visitor asks for reduced motion: a plain arrow key's
 * small step is undone by the strip's snapping in some engines (WebKit). A button is disabled
 * at its end of the strip.
 */
export function initScreens(doc: Document): void {
  const view = doc.defaultView;
  const strip = doc.querySelector<HTMLElement>("[data-screens]");
  const item = strip?.querySelector<HTMLElement>("li");
  if (!view || !strip || !item) return;
  const labels = { previous: strip.dataset.previous ?? "Previous screenshot", next: strip.dataset.next ?? "Next screenshot" };
  const move = (direction: -1 | 1) => {
    const still = view.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const step = item.getBoundingClientRect().width + Number.parseFloat(view.getComputedStyle(item.parentElement ?? item).columnGap || "0");
    strip.scrollBy({ left: direction * step, behavior: still ? "auto" : "smooth" });
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
    element.addEventListener("click", () => move(direction));
    controls.append(element);
    return element;
  };
  const previous = button(labels.previous, -1);
  const next = button(labels.next, 1);
  const update = () => {
    previous.disabled = strip.scrollLeft <= 1;
    next.disabled = strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1;
  };
  strip.addEventListener("scroll", update, { passive: true });
  strip.after(controls);
  update();
}
