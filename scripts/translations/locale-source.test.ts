import { describe, expect, it } from "vitest";
import { parseLocaleSource, withStrings } from "./locale-source.ts";
import { sourceStrings } from "./units.ts";

const file = `/** A locale. */
import type { Copy } from "./en.ts";

export const xx: Copy = {
  hero: {
    /** The headline. */
    headline: 'It\\'s a "headline"',
    subline: \`A template, no substitution\`,
    "quoted-key": "Escapes: \\u00e9 \\n done", // a comment
  },
  features: [
    { title: "One", body: "First" },
    { title: "Two", body: "Second" },
  ],
  language: { dir: "ltr" as "ltr" | "rtl" },
};
`;

describe("a locale file, read by TypeScript's own parser", () => {
  const tree = parseLocaleSource(file, "xx.ts");
  const strings = sourceStrings(tree);

  it("reads every string literal the language allows, with its key and its doc comment", () => {
    expect(strings.get("hero.headline")).toMatchObject({ span: { value: 'It\'s a "headline"' }, docs: ["The headline."] });
    expect(strings.get("hero.subline")?.span.value).toBe("A template, no substitution");
    expect(strings.get("hero.quoted-key")?.span.value).toBe("Escapes: \u00e9 \n done");
    expect(strings.get("features.1.body")?.span.value).toBe("Second");
    expect(strings.get("language.dir")?.span.value).toBe("ltr");
  });

  it("rewrites only the strings that change, byte for byte elsewhere", () => {
    const changed = withStrings(file, [{ span: strings.get("hero.headline")!.span, value: "Neu" }, { span: strings.get("hero.subline")!.span, value: "Auch neu" }]);
    expect(changed).toBe(file.replace(`'It\\'s a "headline"'`, '"Neu"').replace("`A template, no substitution`", '"Auch neu"'));
  });

  it("knows where a new entry goes in a list", () => {
    const features = tree.kind === "object" ? tree.entries.get("features") : undefined;
    expect(features?.kind === "array" && features.span).toEqual({ insertAt: file.indexOf("},\n  ],") + 2, indent: "    ", trailingComma: true });
  });
});
