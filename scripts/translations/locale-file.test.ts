import { describe, expect, it } from "vitest";
import { flatten } from "../../src/content/copy-keys.ts";
import { resavedJson as resaved } from "../testing/resaved-json.ts";
import { fileStrings, withEdits } from "./locale-file.ts";
import { english } from "../testing/site-copy.ts";

const sample = { hero: { headline: "Café", tagline: "Über alles" }, faq: { entries: [{ id: "one", question: "Q?", answer: "A." }] } };

describe("a locale's JSON file as the translation tools read and write it", () => {
  it("reads every string of a re-saved file by the copy's own keys, with nothing lost", () => {
    const strings = fileStrings(JSON.parse(resaved(english)));
    expect(new Map([...strings].map(([key, { value }]) => [key, value]))).toEqual(flatten(english));
  });

  it("rewrites only the strings that change, in the file's own layout, escapes and line ends elsewhere kept", () => {
    const text = resaved(sample);
    const found = fileStrings(JSON.parse(text));
    const changed = withEdits(text, [{ path: found.get("hero.tagline")?.path ?? [], value: "Neu" }]);
    const [before, after] = [text.split("\n"), changed.split("\n")];
    expect(after.length).toBe(before.length);
    expect(after.filter((line, index) => line !== before[index])).toEqual(['        "tagline": "Neu",']);
    expect(changed.endsWith("}")).toBe(true);
  });

  it("adds a new list entry with the file's own indentation, nothing else moved", () => {
    const text = `${JSON.stringify(sample, null, 2)}\n`;
    const changed = withEdits(text, [], [{ list: ["faq", "entries"], entry: { id: "two", question: "Q2?", answer: "A2." } }]);
    expect(JSON.parse(changed)).toEqual({
      ...sample,
      faq: { entries: [...sample.faq.entries, { id: "two", question: "Q2?", answer: "A2." }] },
    });
    expect(changed).toContain('\n      {\n        "id": "two",\n        "question": "Q2?",\n        "answer": "A2."\n      }\n    ]');
    expect(changed.startsWith(text.slice(0, text.indexOf("      }\n    ]")))).toBe(true);
  });
});
