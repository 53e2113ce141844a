import type { EnginePage } from "../browsers/drivers/start-engine.ts";

/**
 * What a visitor could not read or reach on the page now open, in any engine, once it has
 * settled: sideways scrolling, clipped text, header controls off the screen or covered, and
 * menu links the open menu does not show. One question to the page, so a language's pages are
 * read at every size quickly.
 */
export const readingProblems = (page: EnginePage): Promise<string[]> => page.evaluate(readingProblemsNow);

/** readingProblems, in the page: self-contained, as every probe is. */
async function readingProblemsNow(): Promise<string[]> {
  const frames = (count: number) =>
    Promise.race([
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(count);
      }),
      new Promise<void>((resolve) => setTimeout(resolve, 50 * count)),
    ]);
  const layout = () => {
    const root = document.documentElement;
    const header = document.querySelector<HTMLElement>(".site-header");
    const bar = document.querySelector<HTMLElement>(".download-bar");
    return [
      root.scrollHeight,
      root.scrollWidth,
      header?.offsetHeight,
      bar?.offsetHeight,
      root.style.cssText,
      root.getAttribute("data-bars"),
    ].join(" ");
  };
  // With scripting off nothing moves the layout after load, and no frame or timer ever calls back
  // into the page; the parser's scripting flag tells (a <noscript>'s content parses as elements then).
  const scratch = document.createElement("div");
  scratch.innerHTML = "<noscript><i></i></noscript>";
  const scripting = !scratch.querySelector("noscript i");
  // Settled: the layout the same two frames apart (the bars' observer measures in the frame that lays a change out).
  for (let last = "", tries = 0; scripting && tries < 40; tries += 1) {
    await frames(2);
    const now = layout();
    if (now === last) break;
    last = now;
  }
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  const sideways = document.documentElement.scrollWidth - width;
  if (sideways > 0) problems.push(`scrolls ${sideways} px sideways`);
  // Text a visitor cannot read whole: an element whose own text runs past the viewport's sides, or past its own box where that clips.
  for (const element of document.querySelectorAll("body *")) {
    if (!Array.from(element.childNodes).some((node) => node.nodeType === 3 && node.textContent?.trim())) continue;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width === 0 || box.height === 0 || style.visibility === "hidden") continue;
    const name = `${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]} ${element.textContent?.trim().slice(0, 24)}`;
    if (box.left < -1 || box.right > width + 1) problems.push(`${name} runs off the screen`);
    else if (/hidden|clip/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1) problems.push(`${name} is cut off`);
  }
  // The drawn phone's words, each end and middle of each line: not under its tilted cards.
  for (const element of document.querySelectorAll(".phone-mockup p, .phone-mockup span")) {
    for (const line of Array.from(element.getClientRects())) {
      const y = line.top + line.height / 2;
      for (const x of [line.left + 2, line.left + line.width / 2, line.right - 2]) {
        const hit = y > 0 && y < innerHeight && x > 0 && x < width ? document.elementFromPoint(x, y) : null;
        if (hit && !element.contains(hit) && !hit.contains(element))
          problems.push(
            `${element.className} ${element.textContent?.trim().slice(0, 24)} is covered by ${String(hit.className).split(" ")[0]}`,
          );
      }
    }
  }
  if (!document.querySelector(".site-header")) return problems;
  // The header's controls: on the screen, not under another control, none over another.
  const shown = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      getComputedStyle(element).visibility !== "hidden" &&
      !element.closest("[popover]:not(:popover-open)") &&
      !element.closest("[hidden]")
    );
  };
  /** A control as the message names it: the words a visitor sees on it, else its label or its class. */
  const nameOf = (control: HTMLElement) =>
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered words are what a visitor reads, hidden text left out
    (control.innerText || control.getAttribute("aria-label") || control.className).trim().slice(0, 20);
  const controls = Array.from(document.querySelectorAll<HTMLElement>(".site-header a, .site-header button")).filter(shown);
  const boxes = controls.map((control) => [control, control.getBoundingClientRect()] as const);
  for (const [control, box] of boxes) {
    const name = nameOf(control);
    if (box.left < -1 || box.right > width + 1) problems.push(`${name} is off the screen`);
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (box.top >= 0 && box.bottom <= innerHeight && !(hit && control.contains(hit))) problems.push(`${name} is covered`);
  }
  for (const [a, first] of boxes)
    for (const [b, second] of boxes) {
      if (a === b || a.contains(b) || b.contains(a)) continue;
      const overlap =
        Math.min(first.right, second.right) - Math.max(first.left, second.left) > 1 &&
        Math.min(first.bottom, second.bottom) - Math.max(first.top, second.top) > 1;
      if (overlap && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) problems.push(`${nameOf(a)} overlaps ${nameOf(b)}`);
    }
  // The open menu's links, each scrolled into the menu's view: all seen.
  const toggle = controls.find((control) => control.hasAttribute("data-menu-toggle"));
  const menu = document.querySelector<HTMLElement>("[data-menu]");
  if (!toggle || !menu) return problems;
  toggle.click();
  for (let tries = 0; scripting && tries < 20 && !shown(menu); tries += 1) await frames(1);
  for (const link of Array.from(menu.querySelectorAll("a"))) {
    link.scrollIntoView({ block: "nearest", inline: "nearest" });
    const box = link.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
    if (box.height === 0 || box.top < 0 || box.bottom > innerHeight + 1 || !(hit && link.contains(hit)))
      problems.push(`the open menu does not show ${link.textContent ?? ""}`);
  }
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  if (shown(menu)) toggle.click();
  if (scripting) await frames(1);
  return problems;
}
