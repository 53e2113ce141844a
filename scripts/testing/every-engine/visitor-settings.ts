/**
 * What every engine must show to visitors who change their settings (issue: every visitor,
 * every setting): text at 200%, a phone held sideways, the keyboard, links to a section.
 */
import { describe, expect, it } from "vitest";
import type { EnginePage } from "../../browsers/drivers/start-engine.ts";
import { barsCoverage, focusedAndHidden, headingPlacement, readingProblems, rootFontAt, settle, settled, until } from "../probes.ts";
import type { EngineState } from "./state.ts";
import { suitePages } from "./state.ts";
import { photograph, screenshotHeight } from "./page-screenshots.ts";
import { screenshotWidths } from "../screenshot-files.ts";

const sizes = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
];
const landscape = { width: 568, height: 320 };
const sizeName = ({ width, height }: { width: number; height: number }) => `${width}×${height}`;

export function describeVisitorSettings(state: EngineState): void {
  const visitablePages = suitePages(state);
  describe("for visitors who change their settings", () => {
    it.each(sizes)(
      "reflows every page at $width×$height with the text at 200%: nothing scrolls sideways or is cut off, and the header's controls and every menu link can be reached",
      { timeout: 60_000 },
      async (size) => {
        const page = await state.engine.open(size);
        try {
          const report: Record<string, string[]> = {};
          // The contact sheets' 200% screenshots are of the phone this test already holds.
          const photographed = size.width === screenshotWidths[0] && size.height === screenshotHeight;
          for (const { name, url } of visitablePages) {
            await page.goto(url());
            await page.evaluate(rootFontAt, 200);
            await settled(page);
            if (photographed) await photograph(state, page, `${name}-${size.width}-text200`);
            report[name] = await readingProblems(page);
          }
          expect(report, `at ${sizeName(size)}, 200% text`).toEqual(Object.fromEntries(visitablePages.map(({ name }) => [name, []])));
        } finally {
          await page.close();
        }
      },
    );

    it("leaves at least 70% of a landscape phone's screen, or of a phone's with 200% text, to the page once it scrolls", async () => {
      const coverage: Record<string, number> = {};
      for (const [size, text] of [
        [landscape, 100],
        [sizes[1], 200],
      ] as const) {
        const page = await state.engine.open(size);
        try {
          for (const path of ["/", "/privacy/"]) {
            await page.goto(state.url(path));
            await page.evaluate(rootFontAt, text);
            await settled(page);
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
            await settled(page);
            coverage[`${path} at ${sizeName(size)}, ${text}% text`] = Math.round((await page.evaluate(barsCoverage)) * 100);
          }
        } finally {
          await page.close();
        }
      }
      for (const [where, percent] of Object.entries(coverage)) expect(percent, where).toBeLessThanOrEqual(30);
    });

    it.each([sizes[1], landscape])(
      "never hides a focused control under the header or the download bar, at $width×$height",
      async (size) => {
        const page = await state.engine.open(size);
        try {
          await page.goto(state.url("/"));
          const hidden: string[] = [];
          const seen = new Set<number>();
          for (let step = 0; step < 80; step += 1) {
            await page.press("Tab");
            const focused = await page.evaluate(focusedAndHidden);
            if (!focused || seen.has(focused.index)) break;
            seen.add(focused.index);
            if (focused.hiddenBy.length) hidden.push(`${focused.name} under ${focused.hiddenBy.join(" and ")}`);
          }
          expect(seen.size, "controls reached by Tab").toBeGreaterThan(15);
          expect(hidden).toEqual([]);
        } finally {
          await page.close();
        }
      },
    );

    // What every size-dependent test here stands on: WebKitGTK once told a page its new size
    // after the next page had loaded, which laid that page out, and landed its #target, at the
    // old size.
    it("turns a page between sizes at once: after each turn, the page is laid out at the size it was given", async () => {
      const page = await state.engine.open(sizes[2]);
      const turns = [sizes[2], { width: 1280, height: 800 }];
      try {
        await page.goto(state.url("/"));
        const laidOut: string[] = [];
        for (let turn = 0; turn < 20; turn += 1) {
          const size = turns[turn % 2];
          await page.resize(size.width, size.height);
          const width = await page.evaluate(() => innerWidth);
          if (width !== size.width) laidOut.push(`turned to ${sizeName(size)}, laid out ${width} px wide`);
        }
        expect(laidOut).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it.each([sizes[1], sizes[2]])(
      "lands links to a section with the heading just below the header, opened directly, from another page and from the menu, with and without motion, at $width×$height",
      async (size) => {
        const landings: Record<string, { heading: number; header: number }> = {};
        const landed = ({ heading, header }: { heading: number; header: number }) => heading - header >= 0 && heading - header <= 120;
        const look = async (page: EnginePage, id: string, how: string) => {
          // Engines scroll to a target at their own moment (WebKit a few hundred ms after load,
          // smoothly with motion): wait for the heading to arrive, then make sure it stays, as a
          // page that changes height under its target would not let it.
          let now = await page.evaluate(headingPlacement, id);
          for (const deadline = Date.now() + 20_000; !landed(now) && Date.now() < deadline; await settle(100))
            now = await page.evaluate(headingPlacement, id);
          await settled(page);
          now = await page.evaluate(headingPlacement, id);
          landings[how] = { heading: now.heading, header: now.header };
        };
        for (const motion of [false, true]) {
          const page = await state.engine.open({ ...size, motion });
          const still = motion ? "with motion" : "reduced motion";
          try {
            for (const id of ["features", "faq"]) {
              await page.goto(state.url(`/#${id}`));
              await look(page, id, `/#${id} opened, ${still}`);
            }
            await page.goto(state.url("/privacy/"));
            await page.click('.site-footer a[href="/#faq"]');
            await until(page, () => location.pathname + location.hash, "/#faq");
            await look(page, "faq", `/#faq from /privacy/, ${still}`);
            if (size.width < 768) {
              await page.goto(state.url("/"));
              await page.click("[data-menu-toggle]");
              await page.click('[data-menu] a[href="/#faq"]');
              await look(page, "faq", `/#faq from the menu, ${still}`);
            }
          } finally {
            await page.close();
          }
        }
        for (const [how, { heading, header }] of Object.entries(landings)) {
          expect(heading - header, `${how}: heading at ${heading} px, header ends at ${header} px`).toBeGreaterThanOrEqual(0);
          expect(heading - header, `${how}: heading at ${heading} px, header ends at ${header} px`).toBeLessThanOrEqual(120);
        }
      },
    );
  });
}
