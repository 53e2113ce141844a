import { describe, expect, it } from "vitest";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { localeOutput } from "../locales.ts";
import { validatePages } from "../pages/registry.ts";
import { defaultLocale } from "../site.ts";
import { parseHTML } from "linkedom";
import { contentProblems, markedTexts } from "./validate.ts";

const { markedPages: files, languages, copy, entries: pages } = await renderWith();
const { claims, hero } = copy;
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
/** The rendered files with one page's markup edited. */
const edited = (output: string, edit: (html: string) => string) => new Map([...files, [output, edit(files.get(output) ?? "")]]);
const problems = (changed: ReadonlyMap<string, string>) => contentProblems(changed, pages, languages, "coming-soon");

describe("the content checks of the build", () => {
  it("find nothing wrong with the site as it is", () => {
    expect(problems(files)).toEqual([]);
  });

  it("find a headline gone from the page even while the <title> still has its words", () => {
    const gone = edited("index.html", (html) => html.replace(`>${escaped(hero.headline)}</h1>`, "></h1>"));
    expect(gone.get("index.html")).toMatch(new RegExp(`<title>[^<]*${escaped(hero.headline)}`));
    expect(problems(gone)).toEqual([
      "content: index.html's <h1> headline is empty",
      'content: index.html shows 1 of its 1 "headline" empty; the specification asks for it (§2 Landing page, 1. Hero: the headline; see src/content/requirements.ts)',
    ]);
  });

  it("accept a required item in other words: it is found by its marker", () => {
    expect(problems(edited("index.html", (html) => html.replace(escaped(hero.headline), "A wholly new headline")))).toEqual([]);
  });

  it("name a required item a page no longer shows, with the specification's section", () => {
    const withoutSections = edited("privacy/index.html", (page) =>
      page.replace(/<section[^>]*data-spec="privacy-section"[\s\S]*?<\/section>/g, ""),
    );
    expect(problems(withoutSections)).toContain(
      'content: privacy/index.html shows no "privacy-section"; the specification asks for it (§2 Privacy page: its sections; see src/content/requirements.ts)',
    );
  });

  it("accept one more of a required item, as a fourth feature card, and refuse an empty one among them", () => {
    const html = files.get("index.html") ?? "";
    const cards = (page: string) => markedTexts(parseHTML(page).document as unknown as Document, "feature");
    const card = /<([a-z]+)[^>]*data-spec="feature"[^>]*>([\s\S]*?)<\/\1>/.exec(html) ?? [];
    const [, tag, inner] = card;
    const fourth = (words: string) => (page: string) =>
      page.replace(/(<\/[a-z]+>\s*)(<\/[a-z]+>\s*<\/section>)/, `$1<${tag} data-spec="feature">${words}</${tag}>$2`);
    const withFourth = edited("index.html", fourth(inner));
    expect(cards(withFourth.get("index.html") ?? "").length).toBe(cards(html).length + 1);
    expect(problems(withFourth)).toEqual([]);
    expect(problems(edited("index.html", fourth("")))).toEqual([
      expect.stringMatching(/^content: index\.html shows 1 of its \d+ "feature" empty; the specification asks for it/),
    ]);
  });

  it("name a page whose main content renders nothing", () => {
    const emptied = edited("support/index.html", (html) => html.replace(/(<main id="main">)[\s\S]*(<\/main>)/, "$1$2"));
    expect(problems(emptied)).toContain("content: support/index.html renders no content in <main>");
  });

  it("name a product claim no page makes any more, as when its FAQ entry is deleted", () => {
    const withoutClaim = new Map(files);
    for (const entry of pages) {
      const output = localeOutput(defaultLocale, entry.output);
      withoutClaim.set(output, (files.get(output) ?? "").split(claims.freeTier).join(""));
    }
    expect(problems(withoutClaim)).toEqual([
      expect.stringMatching(/^content: en \(src\/content\/locales\/en\/copy\.json\): no page makes the claim "freeTier" any more/),
    ]);
  });

  it("name where the app is in the App Store, for the state being built", () => {
    expect(contentProblems(files, pages, languages, "live")).toEqual(
      languages.map(({ code }) =>
        expect.stringMatching(
          new RegExp(
            `^content: ${code} \\(src/content/locales/${code}/copy\\.json\\): no page makes the claim "store\\.live\\.availability" any more`,
          ),
        ),
      ),
    );
  });

  it("find the end of a marked element among nested ones of the same tag", () => {
    const page = parseHTML('<div data-spec="x"><div>a</div><div>b</div></div><div>c</div>').document as unknown as Document;
    expect(markedTexts(page, "x")).toEqual(["a b"]);
  });

  it("leave no marker in the pages visitors download", async () => {
    for (const html of (await renderWith()).files.values()) expect(html).not.toContain("data-spec");
  });
});

describe("the page registry", () => {
  it("refuses two pages written to the same file", () => {
    const duplicated = [...pages, { ...pages[1], route: "/privacy-copy/" }];
    expect(validatePages(duplicated)).toEqual([`pages: duplicate output path "${pages[1].output}" in the page registry`]);
  });
});
