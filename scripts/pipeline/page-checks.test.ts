import { describe, expect, it } from "vitest";
import { mapStrings } from "../../src/content/copy-keys.ts";
import type { Copy } from "../../src/content/site-content.ts";
import { validatePages } from "../../src/pages/registry.ts";
import { defaultLocale } from "../../src/site.ts";
import { renderWith } from "../testing/rendered-site.ts";
import { siteContent } from "../testing/site-copy.ts";
import { assemble, pipelineInputs } from "./assemble.ts";
import { ownersSources } from "./sources.ts";
import { pageProblems } from "./page-checks.ts";

const { files, entries: pages } = await renderWith();
const { hero } = (await renderWith()).copy;
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
const edited = (output: string, edit: (html: string) => string) => pageProblems(output, edit(files.get(output) ?? ""));

describe("the build's checks of each page", () => {
  it("find nothing wrong with the site as it is", () => {
    expect(pages.flatMap((entry) => pageProblems(entry.output, files.get(entry.output) ?? ""))).toEqual([]);
  });

  it("find a headline gone from the page even while the <title> still has its words", () => {
    const html = files.get("index.html") ?? "";
    expect(html).toMatch(new RegExp(`<title>[^<]*${escaped(hero.headline)}`));
    expect(edited("index.html", (page) => page.replace(/(<h1[^>]*>)[\s\S]*?(<\/h1>)/, "$1$2"))).toEqual([
      "index.html's <h1> headline is empty",
    ]);
    expect(edited("index.html", (page) => page.replace(/<h1[^>]*>[\s\S]*?<\/h1>/, ""))).toEqual([
      "index.html has 0 <h1> headlines; every page needs exactly one",
    ]);
  });

  it("accept a headline in other words, and a section the owner added", () => {
    expect(edited("index.html", (page) => page.replace(escaped(hero.headline), "A wholly new headline"))).toEqual([]);
    const added = '<section aria-labelledby="pricing"><h2 id="pricing">Pricing</h2><p>Free to start.</p></section>';
    expect(edited("index.html", (page) => page.replace("</main>", `${added}</main>`))).toEqual([]);
  });

  it("name a section that renders nothing, or has an empty heading", () => {
    expect(edited("index.html", (page) => page.replace("</main>", '<section id="empty"><h2 id="nothing"></h2></section></main>'))).toEqual([
      'index.html: its section "nothing" renders nothing',
    ]);
    expect(edited("index.html", (page) => page.replace("</main>", '<section><h2 id="blank"></h2><p>Words.</p></section></main>'))).toEqual([
      'index.html: its section "blank" has an empty heading',
    ]);
  });

  it("name a page whose main content renders nothing", () => {
    expect(edited("support/index.html", (html) => html.replace(/(<main id="main">)[\s\S]*(<\/main>)/, "$1$2"))).toEqual([
      "support/index.html renders no content in <main>",
    ]);
  });
});

describe("the build's check of the claims", () => {
  /** The site in English alone, with English's copy made by `change`. */
  const withEnglish = async (change: (copy: Copy) => Copy) => {
    const [language] = siteContent.languages;
    const content = { ...siteContent, languages: [{ ...language, copy: change(language.copy) }] };
    return (await assemble(await pipelineInputs(), await ownersSources(content, { SITE_LOCALES: defaultLocale }))).files.size;
  };

  it("names a product claim no page makes any more, as when every text that quoted it stopped quoting it", async () => {
    const unquoted = (copy: Copy) =>
      mapStrings(copy, (text, key) => (key === "claims.freeTier" ? text : text.replaceAll("{freeTier}", ""))) as Copy;
    await expect(withEnglish(unquoted)).rejects.toThrow(
      /en \(src\/content\/locales\/en\/copy\.json\): no page makes the claim "freeTier" any more/,
    );
  });

  it("leaves no marker of its checks in the pages visitors download", async () => {
    for (const html of (await renderWith()).files.values()) expect(html).not.toMatch(/data-spec|[\uE000\uE001]/);
  });
});

describe("the page registry", () => {
  it("refuses two pages written to the same file", () => {
    const duplicated = [...pages, { ...pages[1], route: "/privacy-copy/" }];
    expect(validatePages(duplicated)).toEqual([`duplicate output path "${pages[1].output}" in the page registry`]);
  });
});
