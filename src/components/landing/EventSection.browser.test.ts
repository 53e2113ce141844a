import { describe, expect, it } from "vitest";
import { axeViolations, useBrowserAndServer, visit } from "../../../scripts/testing/browser.ts";
import { varietyDistDir, varietyLanguages } from "../../../scripts/testing/dist.ts";
import { localePath } from "../../../src/routing/urls.ts";

// The owner's variety lists an in-app event coming up (scripts/testing/owner-recipes.ts), beside the launch material.
const variety = useBrowserAndServer(varietyDistDir, { hosting: true });

describe("the home page with an in-app event, in Chromium", () => {
  it("shows the event, breaks no rule of the page's policy (its Event data needs no hash), and has no axe-core violations in either scheme", async () => {
    const url = `${variety.server.origin}/`;
    const served = await visit(variety.browser, url, { width: 390, height: 844 });
    expect(await served.page.evaluate(() => document.querySelectorAll("section.events .event-card").length)).toBeGreaterThan(0);
    expect(await served.cspViolations()).toEqual([]);
    await served.close();
    // axe-core is injected as a script of its own, which the page's policy would refuse.
    const { page, close } = await visit(variety.browser, url, { width: 390, height: 844, bypassCSP: true, reducedMotion: "reduce" });
    await page.evaluate(() => document.querySelector("section.events")?.scrollIntoView());
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
    await close();
  });
});

describe("an in-app event's dates, in Chromium", () => {
  it.each(varietyLanguages())("stand whole in %s, each on one line, on the narrowest phone and at 390 px", async (code) => {
    const { page, close } = await visit(variety.browser, `${variety.server.origin}${localePath(code, "/")}`, { width: 320, height: 800 });
    const moments = await page.evaluate(() =>
      Array.from(document.querySelectorAll(".event-card__when time"), (time) => time.getAttribute("datetime") ?? ""),
    );
    expect(moments.length).toBeGreaterThanOrEqual(2);
    // Each date as the language writes it alone, in the offset the owner scheduled in: "27. März 2027".
    const dates = moments.map((iso) =>
      new Intl.DateTimeFormat(code, {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: /[+-]\d{2}:\d{2}$/.exec(iso)?.[0] ?? "UTC",
      }).format(new Date(iso)),
    );
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const broken = await page.evaluate((dates) => {
        const times = document.querySelectorAll(".event-card__when time");
        return dates.flatMap((date, index) => {
          // The date's characters among the <time>'s text nodes, and the lines they are laid out on.
          const walker = document.createTreeWalker(times[index], NodeFilter.SHOW_TEXT);
          const nodes: Text[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
          const text = nodes.map((node) => node.data).join("");
          const from = text.indexOf(date);
          if (from < 0) return [`"${date}" is not in "${text}"`];
          const at = (offset: number): [Text, number] => {
            let left = offset;
            for (const node of nodes) {
              if (left <= node.data.length) return [node, left];
              left -= node.data.length;
            }
            return [nodes[nodes.length - 1], nodes[nodes.length - 1].data.length];
          };
          const range = document.createRange();
          range.setStart(...at(from));
          range.setEnd(...at(from + date.length));
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.bottom)));
          return lines.size > 1 ? [`"${date}" breaks over ${lines.size} lines in "${times[index].textContent}"`] : [];
        });
      }, dates);
      expect(broken, `${code} at ${width} px`).toEqual([]);
    }
    await close();
  });
});
