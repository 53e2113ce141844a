import { describe, expect, it } from "vitest";
import { renderWith } from "../../scripts/testing/render.ts";
import { pages, validatePages } from "../pages/registry.ts";
import { claims } from "./facts.ts";
import { contentProblems } from "./validate.ts";

const { files } = renderWith();
const without = (file: string, text: string) => {
  const edited = new Map(files);
  const html = files.get(file) ?? "";
  const escaped = text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
  edited.set(file, html.split(text).join("").split(escaped).join(""));
  return edited;
};

describe("the content checks of the build", () => {
  it("find nothing wrong with the site as it is", () => {
    expect(contentProblems(files, "coming-soon")).toEqual([]);
  });

  it("name a heading the specification requires that a page no longer shows", () => {
    expect(contentProblems(without("privacy/index.html", "Children's Privacy"), "coming-soon")).toEqual([
      `content: privacy/index.html no longer shows "Children's Privacy", which the specification requires (src/content/requirements.ts)`,
    ]);
  });

  it("name a product claim no page makes any more, as when its FAQ entry is deleted", () => {
    const problems = contentProblems(without("index.html", claims.freeTier), "coming-soon");
    expect(problems).toEqual([expect.stringMatching(/^content: no page makes the claim "freeTier" any more/)]);
  });

  it("name where the app is in the App Store, for the state being built", () => {
    expect(contentProblems(files, "live")).toEqual([expect.stringMatching(/^content: no page makes the claim "store\.live\.availability" any more/)]);
  });
});

describe("the page registry", () => {
  it("refuses two pages written to the same file", () => {
    const duplicated = [...pages, { ...pages[1], route: "/privacy-copy/" }];
    expect(validatePages(duplicated)).toEqual(['pages: duplicate output path "privacy/index.html" in the page registry']);
  });
});
