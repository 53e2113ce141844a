import { describe, expect, it } from "vitest";
import { choosePlurals, placeholderNames, pluralProblems } from "./placeholders.ts";

const rating = "{count, plural, one {# rating} other {# ratings}} as of {date}";

describe("placeholders", () => {
  it("names simple placeholders and the counted value of an ICU plural, once each", () => {
    expect(placeholderNames(rating)).toEqual(["count", "date"]);
    expect(placeholderNames("{a} and {a}")).toEqual(["a"]);
  });

  it("chooses each language's plural form by its CLDR categories, an exact =n first", () => {
    const written = { count: "1" };
    expect(choosePlurals(rating, "en", { count: 1 }, written)).toBe("1 rating as of {date}");
    expect(choosePlurals(rating, "en", { count: 2 }, { count: "2" })).toBe("2 ratings as of {date}");
    expect(choosePlurals("{n, plural, =0 {none} one {# file} other {# files}}", "en", { n: 0 }, { n: "0" })).toBe("none");
    const polish = "{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}";
    expect([1, 3, 5].map((n) => choosePlurals(polish, "pl", { n }, { n: String(n) }))).toEqual(["1 plik", "3 pliki", "5 plików"]);
    expect(choosePlurals(rating, "en", {}, {})).toBe(rating);
  });

  it("finds a plural with no other form, or a category the language does not have", () => {
    expect(pluralProblems("en", rating)).toEqual([]);
    expect(pluralProblems("en", "{n, plural, one {# rating}}")).toEqual(['{n, plural, …} has no "other" form']);
    expect(pluralProblems("ja", "{n, plural, one {# 件} other {# 件}}")).toEqual([
      "{n, plural, …} uses one, which ja does not have (it has other)",
    ]);
  });
});
