import { describe, expect, it } from "vitest";
import { flatten } from "./copy-keys.ts";
import { english as en } from "../../scripts/testing/site-copy.ts";
import { differencesFrom, variantBase, withDifferences } from "./variants.ts";

const [firstKey] = [...flatten(en)].find(([key]) => key.startsWith("faq.entries.")) ?? [""];
const entryId = firstKey.split(".")[2];
const paragraphList = en.privacy.sections.find((section) => section.paragraphs.length > 1)?.id ?? "";

describe("a regional variant's copy", () => {
  it("is a variant of the longest site language its code extends, by whole subtags", () => {
    // Made-up codes: the rule is of subtags, not of any language.
    expect(variantBase("aa-Bbbb-CC", ["aa", "aa-Bbbb"])).toBe("aa-Bbbb");
    expect(variantBase("aa-CC", ["aa", "bb"])).toBe("aa");
    expect(variantBase("aa-CC", ["aa-DD"])).toBeUndefined();
    expect(variantBase("aa", ["aa"])).toBeUndefined();
  });

  it("falls back to its base string by string: an FAQ entry or a policy section by its id, a list without ids replaced whole", () => {
    const paragraphs = ["One paragraph of its own."];
    const differences = {
      hero: { tagline: "Own words." },
      faq: { entries: [{ id: entryId, answer: "Own answer." }] },
      privacy: { sections: [{ id: paragraphList, paragraphs }] },
    };
    const merged = flatten(withDifferences(en, differences));
    const base = flatten(en);
    expect(merged.get("hero.tagline")).toBe("Own words.");
    expect(merged.get(`faq.entries.${entryId}.answer`)).toBe("Own answer.");
    expect(merged.get(`faq.entries.${entryId}.question`)).toBe(base.get(`faq.entries.${entryId}.question`));
    expect([...merged.keys()].filter((key) => key.startsWith(`privacy.sections.${paragraphList}.paragraphs.`))).toHaveLength(1);
    expect(merged.get("hero.headline")).toBe(base.get("hero.headline"));
    // Written back, only what differs is kept, in the variant file's shape.
    expect(differencesFrom(en, withDifferences(en, differences))).toEqual(differences);
    expect(differencesFrom(en, en)).toBeUndefined();
  });
});
