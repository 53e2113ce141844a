import { pagesIn } from "../pages.ts";
import { describe, expect, it } from "vitest";
import { clickToShown } from "../../measure/navigation-timing.ts";
import { serveStatic, useBrowserAndServer, visit } from "../browser.ts";
import { distDir } from "../dist.ts";
import { instrumentedCopy } from "../instrumented-site.ts";
import { visitablePages } from "../pages.ts";
import { rewrittenCopy } from "../rewritten-copy.ts";

/** The pages the build publishes. */
const pages = pagesIn(distDir());

const chromium = useBrowserAndServer();
/** The pages a link of the site leads to: not a custom product page's or an offer's, which only their campaigns reach. */
const routes = pages.flatMap((page) => (page.route && !page.productPage && !page.offer ? [page.route] : []));

/** Which of `paths` the page's speculation rules would prerender, judged by Chromium's own URLPattern. */
function prerenderedBy(paths: string[]): string[] {
  type Where = { href_matches?: unknown; and?: Where[]; or?: Where[]; not?: Where };
  const patterns = (value: unknown) => (Array.isArray(value) ? value : [value]);
  const URLPatternClass = (window as unknown as { URLPattern: new (input: unknown, base?: string) => { test: (url: string) => boolean } })
    .URLPattern;
  const matches = (where: Where, url: string): boolean => {
    if (where.and) return where.and.every((part) => matches(part, url));
    if (where.or) return where.or.some((part) => matches(part, url));
    if (where.not) return !matches(where.not, url);
    return patterns(where.href_matches).some((pattern) =>
      typeof pattern === "string"
        ? new URLPatternClass(pattern, document.baseURI).test(url)
        : new URLPatternClass({ ...(pattern as object), baseURL: document.baseURI }).test(url),
    );
  };
  const rules = Array.from(document.querySelectorAll('script[type="speculationrules"]'), (script) =>
    JSON.parse(script.textContent ?? "{}"),
  );
  return paths.filter((candidate) => {
    const url = new URL(candidate, document.baseURI).href;
    return rules.some((rule) => (rule.prerender ?? []).some((entry: { where?: Where }) => entry.where && matches(entry.where, url)));
  });
}

describe.each(visitablePages(distDir()))("the speculation rules of $name", ({ path: visited }) => {
  it("prerender every other page of the site, never the page itself, a fragment of it or the 404 page", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${visited}`, { bypassCSP: true });
    const candidates = [...routes, `${visited}#faq`, `${visited}?ref=x`, "/404.html", "/no/such/page", "/#features"];
    const prerendered = await page.evaluate(prerenderedBy, candidates);
    const expected = routes.filter((route) => route !== visited);
    if (visited !== "/" && expected.includes("/")) expected.push("/#features");
    expect(prerendered.sort()).toEqual(expected.sort());
    await close();
  });
});

describe("navigating between the site's pages", () => {
  it("prerenders /privacy/ while a visitor hovers its link and shows it at once on click, where without the client script Chromium would cross-fade", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/`);
    expect(await page.evaluate(viewTransitionConditions), "the script withdraws the stylesheet's cross-fade").toEqual([]);
    await close();
    // The bench's own measure, driven by puppeteer (Playwright's CDP session disables
    // prerendering), on copies that record how each page was revealed.
    const shipped = await instrumentedCopy(distDir());
    const withoutScript = await rewrittenCopy(shipped.dir, (html) => html.replace(/<script type="module">.*?<\/script>/s, ""));
    const servers = await Promise.all([shipped.dir, withoutScript.dir].map((dir) => serveStatic(dir)));
    try {
      expect(await clickToShown(servers[0].origin)).toMatchObject({ prerendered: true, crossFaded: false });
      expect(await clickToShown(servers[1].origin)).toMatchObject({ prerendered: true, crossFaded: true });
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await Promise.all([shipped, withoutScript].map((copy) => copy.dispose()));
    }
  });

  it("keeps the cross-fade in the stylesheet, off under prefers-reduced-motion, for browsers that do not prerender", async () => {
    for (const route of ["/", "/privacy/", "/no/such/page"]) {
      // With the script off, the stylesheet is as every browser receives it.
      const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${route}`, { javaScriptEnabled: false });
      // Spaces as the minifier left them: the conditions, not their spelling, are the point.
      const conditions = (await page.evaluate(viewTransitionConditions)).map((pair) =>
        pair.map((condition) => condition.replace(/\s+/g, "")),
      );
      expect(conditions, route).toEqual([["(prefers-reduced-motion:no-preference)", "(view-transition-name:none)"]]);
      await close();
    }
  });
});

/** The conditions around each @view-transition { navigation: auto } rule of the page, outermost first. */
function viewTransitionConditions(): string[][] {
  const found: string[][] = [];
  const walk = (rules: CSSRuleList, around: string[]) => {
    for (const rule of Array.from(rules)) {
      if (rule.cssText.startsWith("@view-transition") && rule.cssText.includes("navigation: auto")) found.push(around);
      if (rule instanceof CSSConditionRule) walk(rule.cssRules, [...around, rule.conditionText]);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, []);
  return found;
}

describe("an inline script the policy does not name", () => {
  it("is blocked by the browser and reported as a violation, which the page checks would catch", async () => {
    // The client script, last in <body>, changed by one statement: its hash no longer matches.
    const copy = await rewrittenCopy(distDir(), (html) => html.replace('<script type="module">', '<script type="module">void 0;'));
    const server = await serveStatic(copy.dir);
    try {
      const visited = await visit(chromium.browser, `${server.origin}/privacy/`);
      expect(await visited.cspViolations()).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
      expect(await visited.page.locator("[data-menu-toggle]").getAttribute("aria-expanded")).toBeNull();
      await visited.close();
    } finally {
      await server.close();
      await copy.dispose();
    }
  });
});
