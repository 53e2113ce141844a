/**
 * Forced colours (Windows' contrast themes, and any system that replaces a page's colours with
 * the visitor's): every text of every page takes the system's colours, as the support page's
 * accessibility statement says. Chromium emulates the mode; a page that opted text out of it
 * (forced-color-adjust: none) or drew it in a colour of its own would show here.
 */
import { describe, expect, it } from "vitest";
import { useBrowserAndServer, visit } from "../browser.ts";
import { distDir } from "../dist.ts";
import { visitablePages } from "../pages.ts";

const chromium = useBrowserAndServer();

/** Each visible text that is drawn in no system colour, or kept out of forced colours, with its colour. */
function textsInOwnColours(): string[] {
  const system = ["Canvas", "CanvasText", "LinkText", "VisitedText", "ActiveText", "ButtonFace", "ButtonText", "Field", "FieldText"];
  const systemColours = new Set(
    [...system, "Highlight", "HighlightText", "SelectedItem", "SelectedItemText", "Mark", "MarkText", "GrayText"].map((name) => {
      const probe = document.createElement("span");
      probe.style.color = name;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }),
  );
  return Array.from(document.querySelectorAll("body *")).flatMap((element) => {
    const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && /\S/.test(node.textContent ?? ""));
    if (!ownText || !element.checkVisibility()) return [];
    const style = getComputedStyle(element);
    return systemColours.has(style.color) && style.forcedColorAdjust !== "none"
      ? []
      : [`${(element as HTMLElement).innerText.trim().slice(0, 40)}: ${style.color}, forced-color-adjust ${style.forcedColorAdjust}`];
  });
}

describe.each(visitablePages(distDir()))("$name in forced colours", ({ path }) => {
  it("draws every text in the system's colours, as the visitor chose them", async () => {
    for (const width of [1280, 390]) {
      const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${path}`, {
        width,
        forcedColors: "active",
        bypassCSP: true,
      });
      expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches), "forced colours are on").toBe(true);
      expect(await page.evaluate(textsInOwnColours), `${width} px`).toEqual([]);
      await close();
    }
  });
});
