/**
 * What the maker declares to the App Store is named once by App Store Connect: the code's lists
 * (its order), the data files' schemas (what the build accepts) and the copy (each name in every
 * language) hold the same names.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "../../scripts/pipeline/content.ts";
import { siteContent } from "../../scripts/testing/site-copy.ts";
import { accessibilityFeatures, deviceFamilies } from "./accessibility.ts";
import { dataCategories, dataProtections, dataPurposes } from "./privacy-label.ts";
import type { JsonSchema } from "./schema.ts";

const schema = async (file: string) => JSON.parse(await readFile(path.join(contentDir, file), "utf8")) as JsonSchema;

describe("the privacy label's names", () => {
  it("are the same App Store Connect identifiers in the code, the label's schema and every language's copy", async () => {
    const entry = (await schema("app_privacy_details.schema.json")).items?.properties ?? {};
    expect(entry.category?.enum).toEqual([...dataCategories]);
    expect(entry.purposes?.items?.enum).toEqual([...dataPurposes]);
    expect(entry.data_protections?.items?.enum).toEqual([...dataProtections]);
    for (const { copy } of siteContent.languages) {
      expect(Object.keys(copy.privacyLabel.categories).sort()).toEqual([...dataCategories].sort());
      expect(Object.keys(copy.privacyLabel.purposes).sort()).toEqual([...dataPurposes].sort());
      expect(Object.keys(copy.privacyLabel.protections).sort()).toEqual([...dataProtections].sort());
    }
  });
});

describe("the Accessibility Nutrition Labels' names", () => {
  it("are the App Store Connect API's nine fields and device families, in the code, the declarations' schema and every language's copy", async () => {
    const declaration = (await schema("accessibility.schema.json")).properties?.declarations?.items?.properties ?? {};
    expect(accessibilityFeatures).toHaveLength(9);
    expect(Object.keys(declaration).filter((name) => name !== "deviceFamily")).toEqual([...accessibilityFeatures]);
    expect(declaration.deviceFamily?.enum).toEqual([...deviceFamilies]);
    for (const { copy } of siteContent.languages)
      expect(Object.keys(copy.accessibility.features).sort()).toEqual([...accessibilityFeatures].sort());
  });
});
