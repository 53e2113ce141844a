import { describe, expect, it } from "vitest";
import { settled, textZoomAt } from "../../scripts/testing/probes.ts";
import { readingProblems } from "../../scripts/testing/reading-problems.ts";
import { useBrowserAndServer, visit } from "../../scripts/testing/browser.ts";
import { distDir } from "../../scripts/testing/dist.ts";
import { visitablePages } from "../../scripts/testing/pages.ts";

const chromium = useBrowserAndServer();

// Safari on iPhone zooms text with text-size-adjust, which Chromium applies only to a mobile
// page: this is where an engine here can show it (the other setting, the root font at 200%,
// is proven in all three engines).
describe.each([
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
])("Safari's text zoom at 200% (text-size-adjust), on a $width×$height phone", (size) => {
  it.each(visitablePages(distDir()))("leaves nothing of $name scrolling sideways, cut off or out of reach", async ({ path }) => {
    const { enginePage, close } = await visit(chromium.browser, `${chromium.server.origin}${path}`, {
      ...size,
      isMobile: true,
      hasTouch: true,
    });
    expect(await enginePage.evaluate(textZoomAt, 200), "the text grew").toBe(true);
    await settled(enginePage);
    expect(await readingProblems(enginePage)).toEqual([]);
    await close();
  });
});

describe("a 1280 px wide window zoomed to 400% (320 CSS px)", () => {
  it.each(visitablePages(distDir()))("leaves nothing of $name scrolling sideways, cut off or out of reach", async ({ path }) => {
    const { enginePage, close } = await visit(chromium.browser, `${chromium.server.origin}${path}`, {
      width: 320,
      height: 256,
      deviceScaleFactor: 4,
    });
    expect(await readingProblems(enginePage)).toEqual([]);
    await close();
  });
});
