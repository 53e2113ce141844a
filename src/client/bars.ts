/**
 * The pinned header and download bar. The stylesheet reserves room for them by estimate and
 * unpins them on a short screen; large text makes them taller than either foresees. Here:
 * - when the two would cover more than 30% of the screen, the page is marked crowded
 *   (data-bars="crowded"): the header then scrolls away and the bar keeps only its button;
 * - from the page's first paint on, their measured heights become --header-block-size and
 *   --download-bar-block-size, so the scroll padding that keeps a focused control or a link's
 *   target clear of them (WCAG 2.4.11) and the menu's place follow them;
 * - a control that takes focus under either bar is scrolled clear of it, for the browsers
 *   (Firefox) that do not apply the scroll padding when focus moves.
 */
const MOST_OF_THE_SCREEN = 0.3;

export function measureBars(doc: Document): void {
  const view = doc.defaultView;
  const header = doc.querySelector<HTMLElement>(".site-header");
  if (!view || !header) return;
  const bar = doc.querySelector<HTMLElement>(".download-bar");
  const root = doc.documentElement;
  const pinned = (element: HTMLElement) => ["sticky", "fixed"].includes(view.getComputedStyle(element).position);
  const shown = (element: HTMLElement) => view.getComputedStyle(element).display !== "none";
  /** The height a bar takes from the screen: none where it is hidden or scrolls away. */
  const pinnedHeight = (element: HTMLElement | null) => (element && shown(element) && pinned(element) ? element.offsetHeight : 0);
  // The bar's height with its label, measured while the page is not crowded, so that hiding
  // the label cannot make the page look uncrowded again and flip back.
  let fullBar = 0;
  // The heights are custom properties on the root, inherited by every element: a write restyles
  // the whole page, so a height is written only when it changes.
  const write = (name: string, height: number) => {
    if (root.style.getPropertyValue(name) !== `${height}px`) root.style.setProperty(name, `${height}px`);
  };
  const measure = () => {
    const crowded = root.getAttribute("data-bars") === "crowded";
    if (!crowded) fullBar = pinnedHeight(bar);
    const wouldCover = (pinned(header) || crowded ? header.offsetHeight : 0) + fullBar;
    const crowd = wouldCover > MOST_OF_THE_SCREEN * view.innerHeight;
    if (crowd !== crowded) {
      if (crowd) root.setAttribute("data-bars", "crowded");
      else root.removeAttribute("data-bars");
    }
    // Measured after marking the page crowded, which unpins the header.
    write("--header-block-size", pinnedHeight(header));
    write("--download-bar-block-size", pinnedHeight(bar));
  };
  const observer = new view.ResizeObserver(measure);
  // Observing a target again only measures it again, so the two starts below may both come.
  const start = () => {
    observer.observe(header);
    if (bar) observer.observe(bar);
    // The viewport's size decides which media queries pin the bars.
    observer.observe(root);
  };
  // Measured once the first view is on the screen, which every target browser reports (Paint
  // Timing), the stylesheet's estimates holding until then: the measurement restyles the whole
  // page, and made any sooner (even a frame on) it held back the largest paint by Lighthouse's
  // reckoning (npm run bench).
  new view.PerformanceObserver((list, painted) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    painted.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  // Firefox reports no paint at all for a first view that holds the hero's screenshot: two frames
  // after the load event (which comes after this module runs) the page is surely on the screen.
  view.addEventListener("load", () => view.requestAnimationFrame(() => view.requestAnimationFrame(start)));
  doc.addEventListener("focusin", (event) => {
    const focused = event.target;
    if (!(focused instanceof view.Element) || header.contains(focused) || bar?.contains(focused)) return;
    const box = focused.getBoundingClientRect();
    const top = pinned(header) ? header.getBoundingClientRect().bottom : 0;
    // The bar counts only while it rides the screen's bottom: settled above the footer, in the flow, it covers nothing below it.
    const barBox = bar && shown(bar) && pinned(bar) ? bar.getBoundingClientRect() : undefined;
    const bottom = barBox && barBox.bottom > view.innerHeight - 2 ? barBox.top : view.innerHeight;
    const room = 8;
    if (box.bottom > bottom) view.scrollBy(0, box.bottom - bottom + room);
    else if (box.top < top) view.scrollBy(0, box.top - top - room);
  });
}
