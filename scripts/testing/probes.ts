/**
 * What a page reports about itself, as probes every driver can run (EnginePage's `evaluate`,
 * scripts/browsers/drivers/): functions tsc checks, sent as their source, so each uses nothing
 * from outside itself but its argument. Each returns plain data, so a test can say exactly what a
 * visitor would meet; `readingProblems` (./reading-problems.ts) puts many together.
 */
import type { EnginePage, Probe } from "../browsers/drivers/start-engine.ts";
import { busyPage } from "./busy-machine.ts";

/** Lets layout and observers catch up after a change the page makes to itself. */
export const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A question asked as the page was replaced by the next one: WebDriver's "before the unload event", Playwright's "context was destroyed".
 */
const askedDuringNavigation = (error: unknown) =>
  error instanceof Error && /unload|navigat|context was destroyed|no such frame/i.test(`${error.name} ${error.message}`);
const unanswered = Symbol("unanswered");

/**
 * Waits for a condition the page reports, since engines apply a click at different moments.
 * A question that a navigation cut short is asked again, on the page that replaced it. The limit
 * is a busy machine's (busyPage): it only ends a wait that hangs, as a held condition returns at once.
 */
export async function until<T, A = undefined>(
  page: EnginePage,
  probe: Probe<T, A>,
  expected: T,
  arg?: A,
  ms = busyPage.timeout,
): Promise<T> {
  const deadline = Date.now() + ms;
  const ask = async (): Promise<T | typeof unanswered> =>
    page
      .evaluate(probe, arg)
      .catch((error: unknown) => (askedDuringNavigation(error) && Date.now() < deadline ? unanswered : Promise.reject(error)));
  let value = await ask();
  while ((value === unanswered || JSON.stringify(value) !== JSON.stringify(expected)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await ask();
  }
  if (value === unanswered) throw new Error(`the page was still navigating after ${ms} ms`);
  return value;
}

/**
 * The page's layout once it has drawn twice more, and whether the client script's bars have
 * caught up with it (src/client/bars.ts measures the pinned header and download bar after every
 * resize, in a ResizeObserver, which runs in the frame that lays the change out). Two frames
 * apart, rather than a fixed time: a frame comes late on a busy machine, and soon on an idle
 * one. An engine that draws no frame (a window it does not show) answers after 100 ms.
 */
async function layoutAfterFrames(): Promise<string> {
  await Promise.race([
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    new Promise((resolve) => setTimeout(resolve, 100)),
  ]);
  const header = document.querySelector<HTMLElement>(".site-header");
  const bar = document.querySelector<HTMLElement>(".download-bar");
  const root = document.documentElement;
  const pinned = (element: HTMLElement | null) =>
    Boolean(element) &&
    getComputedStyle(element as HTMLElement).display !== "none" &&
    ["sticky", "fixed"].includes(getComputedStyle(element as HTMLElement).position);
  const measured = root.style.getPropertyValue("--header-block-size");
  const caughtUp =
    !header ||
    !measured ||
    (measured === `${pinned(header) ? header.offsetHeight : 0}px` &&
      root.style.getPropertyValue("--download-bar-block-size") === `${pinned(bar) ? bar?.offsetHeight : 0}px`);
  return [caughtUp, root.scrollHeight, Math.round(scrollY), header?.offsetHeight, bar?.offsetHeight, root.getAttribute("data-bars")].join(
    " ",
  );
}

/**
 * Waits until the page has settled after a change (a text size, a scroll, a new page): its
 * layout the same two frames apart, and the bars measured as they are now. No fixed delay: on
 * a busy machine a page may take longer than any delay a test would pick.
 */
export async function settled(page: EnginePage, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (let last = ""; Date.now() < deadline; ) {
    const now = await page.evaluate(layoutAfterFrames);
    if (now === last && now.startsWith("true")) return;
    last = now;
  }
}

/** Sets the text size a visitor chose: the browser's font size (the root's) at `percent`. */
export function rootFontAt(percent: number): boolean {
  document.documentElement.style.fontSize = `${percent}%`;
  return true;
}

/** Sets Safari's text zoom (text-size-adjust) at `percent`, the root's font size as the browser's; where the engine ignores it, reports false. */
export function textZoomAt(percent: number): boolean {
  document.documentElement.style.fontSize = "";
  const probe = document.querySelector("main p:not([aria-hidden])") || document.body;
  const before = Number.parseFloat(getComputedStyle(probe).fontSize);
  document.documentElement.style.setProperty("-webkit-text-size-adjust", `${percent}%`);
  document.documentElement.style.setProperty("text-size-adjust", `${percent}%`);
  return Number.parseFloat(getComputedStyle(probe).fontSize) > before;
}

/** Whether the element is there as a visitor sees it: displayed, with a box of some size. */
export function isShown(selector: string): boolean {
  const element = document.querySelector(selector);
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return getComputedStyle(element).display !== "none" && box.width > 0 && box.height > 0;
}

/** How far the page scrolls sideways: 0 when it reflows. */
export const sidewaysScroll = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

/** How much of the screen the pinned header and download bar cover, 0 to 1, where the page is now. */
export function barsCoverage(): number {
  const covered = (selector: string) => {
    const bar = document.querySelector(selector);
    if (!bar || getComputedStyle(bar).display === "none") return 0;
    const box = bar.getBoundingClientRect();
    return Math.max(0, Math.min(innerHeight, box.bottom) - Math.max(0, box.top));
  };
  return (covered(".site-header") + covered(".download-bar")) / innerHeight;
}

/** The focused control, and which pinned bar hides any of it. */
export function focusedAndHidden(): { index: number; name: string; hiddenBy: string[] } | null {
  const focused = document.activeElement as HTMLElement | null;
  if (!focused || focused === document.body) return null;
  const box = focused.getBoundingClientRect();
  const bars = [".site-header", ".download-bar"]
    .map((selector) => document.querySelector(selector))
    .filter((bar): bar is Element => {
      if (!bar || bar.contains(focused)) return false;
      const style = getComputedStyle(bar);
      return style.display !== "none" && (style.position === "sticky" || style.position === "fixed");
    });
  // Hidden, even partly: the control and a bar overlap, and in the middle of that overlap the
  // eye meets the bar (a control drawn over a bar, like the skip link, is not hidden).
  const hiddenBy = bars
    .filter((bar) => {
      const over = bar.getBoundingClientRect();
      const [left, right, top, bottom] = [
        Math.max(box.left, over.left),
        Math.min(box.right, over.right),
        Math.max(box.top, over.top),
        Math.min(box.bottom, over.bottom),
      ];
      if (right - left < 0.5 || bottom - top < 0.5) return false;
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      return hit && bar.contains(hit) && !focused.contains(hit);
    })
    .map((bar) => bar.className.split(" ")[0]);
  const all = Array.from(document.querySelectorAll("a[href], button, summary, [tabindex='0']"));
  return { index: all.indexOf(focused), name: (focused.innerText || focused.className).trim().slice(0, 30), hiddenBy };
}

/**
 * Where a section's heading sits, and where the pinned header ends (0 when nothing is pinned).
 * Right after a click the new document may not be parsed that far yet (seen in Firefox on a
 * busy machine): the heading is then reported far above the header, so the caller waits on.
 */
export function headingPlacement(id: string): { heading: number; header: number; scrollY: number } {
  const heading = document.querySelector(`#${id} h2`);
  if (!heading) return { heading: -100000, header: 0, scrollY: Math.round(scrollY) };
  const header = document.querySelector(".site-header");
  const style = header ? getComputedStyle(header) : null;
  const pinned = style && (style.position === "sticky" || style.position === "fixed");
  return {
    heading: Math.round(heading.getBoundingClientRect().top),
    header: pinned && header ? Math.round(header.getBoundingClientRect().bottom) : 0,
    scrollY: Math.round(scrollY),
  };
}

/**
 * How far the stars in `selector` are filled, as a share of their row (0 to 1), drawn by the
 * engine's own SVG renderer: the row as an image on a canvas, its rightmost fully opaque column.
 * The empty part is drawn at 20% opacity, so it never counts.
 */
export async function starsFilled(selector: string): Promise<number> {
  const stars = document.querySelector(selector);
  if (!stars) return -1;
  const [width, height] = [500, 100];
  const row = stars.cloneNode(true) as Element;
  row.setAttribute("width", String(width));
  row.setAttribute("height", String(height));
  row.setAttribute("color", "#000");
  const image = new Image();
  image.src = `data:image/svg+xml,${encodeURIComponent(new XMLSerializer().serializeToString(row))}`;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d") as CanvasRenderingContext2D;
  context.drawImage(image, 0, 0, width, height);
  const pixels = context.getImageData(0, 0, width, height).data;
  let end = 0;
  for (let x = 0; x < width; x += 1) for (let y = 0; y < height; y += 1) if (pixels[(y * width + x) * 4 + 3] > 200) end = x + 1;
  return end / width;
}

/**
 * Text cut off by a container that clips (overflow hidden or clip, not a scroller): each element
 * holding text of its own whose box runs more than a pixel past such an ancestor's, as a line.
 */
export function clippedByContainer(): string[] {
  const found: string[] = [];
  const named = (element: Element) => `${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]}`;
  for (const element of document.querySelectorAll("body *")) {
    if (!Array.from(element.childNodes).some((node) => node.nodeType === 3 && node.textContent?.trim())) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (!/hidden|clip/.test(style.overflowX + style.overflowY)) continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - 1 || box.right > frame.right + 1 || box.top < frame.top - 1 || box.bottom > frame.bottom + 1) {
        found.push(`${named(element)} ${element.textContent?.trim().slice(0, 24)} is cut off by ${named(parent)}`);
        break;
      }
    }
  }
  return found;
}
