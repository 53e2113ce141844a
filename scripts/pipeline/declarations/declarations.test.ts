import { useContentCopy } from "../../testing/content-copy.ts";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapStrings } from "../../../src/content/copy-keys.ts";
import { localeLabel } from "../../../src/content/copy.ts";
import { noCollectionClaims } from "../../../src/content/privacy-claims.ts";
import type { PrivacyLabel, PrivacyLabelEntry } from "../../../src/content/privacy-label.ts";
import type { Copy } from "../../../src/content/site-content.ts";
import { buildFailure, renderWith } from "../../testing/rendered-site.ts";
import { publishedLocales, siteContent } from "../../testing/site-copy.ts";
import { readContent } from "../content.ts";
import { privacyLabelFile } from "./privacy-label-file.ts";

/** The owner's label, as the content stage read it from src/content/. */
const shipped = siteContent.privacyLabel as PrivacyLabel;
const photos: PrivacyLabelEntry = {
  category: "PHOTOS_OR_VIDEOS",
  purposes: ["APP_FUNCTIONALITY"],
  data_protections: ["DATA_LINKED_TO_YOU"],
};
const published = publishedLocales();

/** A maker's fastlane folder holding only the label, as upload_app_privacy_details_to_app_store reads it, with `entries` as its file. */
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "site-labels-"));
  await mkdir(path.join(root, "fastlane"));
});
afterAll(() => rm(root, { recursive: true, force: true }));
const inFastlane = async (entries: unknown) => {
  await writeFile(path.join(root, "fastlane", privacyLabelFile), `${JSON.stringify(entries, null, 2)}\n`);
  return { listingRoot: root, content: { privacyLabel: undefined } };
};

describe("the privacy label beside the privacy policy", () => {
  it("is SwipeClean's Data Not Collected, from src/content/ where no fastlane listing holds one", () => {
    expect(shipped.file).toBe(`src/content/${privacyLabelFile}`);
    expect(shipped.entries).toEqual([{ data_protections: ["DATA_NOT_COLLECTED"] }]);
  });

  it("stops the build when it collects data beside the shipped policy, naming the file, the data type and each claim's key in each language", async () => {
    const failure = await buildFailure({ content: { privacyLabel: { ...shipped, entries: [photos] } } });
    expect(failure).toMatch(/^privacy label: /);
    for (const code of published)
      for (const claim of noCollectionClaims)
        expect(failure).toContain(
          `src/content/${privacyLabelFile}: PHOTOS_OR_VIDEOS (DATA_LINKED_TO_YOU) is collected, but the privacy policy claims "${claim}" (claims.${claim} in ${localeLabel(code)}, quoted by `,
        );
  });

  it("reads the label from the fastlane listing where the maker keeps it there, and holds it to the policy as well", async () => {
    const render = await renderWith(await inFastlane(shipped.entries));
    expect(render.launch.declarations.privacyLabel.file).toMatch(new RegExp(`fastlane/${privacyLabelFile}$`));
    const failure = await buildFailure(await inFastlane([photos, { ...photos, category: "CRASH_DATA", purposes: ["ANALYTICS"] }]));
    expect(failure).toContain(
      `fastlane/${privacyLabelFile}: PHOTOS_OR_VIDEOS (DATA_LINKED_TO_YOU), CRASH_DATA (DATA_LINKED_TO_YOU) are collected, but the privacy policy claims "onDevice"`,
    );
  });

  it("refuses two labels, one in the fastlane listing and one in src/content/, naming both", async () => {
    const failure = await buildFailure({ ...(await inFastlane(shipped.entries)), content: {} });
    expect(failure).toMatch(
      new RegExp(`fastlane/${privacyLabelFile} and src/content/${privacyLabelFile} are both privacy labels: keep the one fastlane uploads`),
    );
  });

  it("refuses a label that says Data Not Collected beside collected data, as App Store Connect does", async () => {
    const failure = await buildFailure(await inFastlane([{ data_protections: ["DATA_NOT_COLLECTED"] }, photos]));
    expect(failure).toMatch(
      new RegExp(
        `^fastlane: .*fastlane/${privacyLabelFile}:2:3: 0 says DATA_NOT_COLLECTED beside data the label collects \\(PHOTOS_OR_VIDEOS\\)`,
      ),
    );
  });

  it("names a data type or a purpose App Store Connect does not know, by file, line and column", async () => {
    const failure = await buildFailure(
      await inFastlane([{ category: "PHOTOS", purposes: ["APP_FUNCTIONALITY", "MARKETING"], data_protections: ["DATA_LINKED_TO_YOU"] }]),
    );
    expect(failure).toMatch(new RegExp(`${privacyLabelFile}:3:5: 0\\.category is "PHOTOS"; it must be one of "PAYMENT_INFORMATION", `));
    expect(failure).toMatch(
      new RegExp(`${privacyLabelFile}:6:7: 0\\.purposes\\.1 is "MARKETING"; it must be one of "THIRD_PARTY_ADVERTISING", `),
    );
  });

  it("stops the build with no label at all, saying where one goes", async () => {
    expect(await buildFailure({ content: { privacyLabel: undefined } })).toMatch(
      new RegExp(
        `^privacy label: there is none: .* read from fastlane/${privacyLabelFile} beside your fastlane listing, else src/content/${privacyLabelFile}`,
      ),
    );
  });

  it("stops the build when it says Data Not Collected beside a policy that no longer promises it, naming each language's file", async () => {
    const promises = new RegExp(noCollectionClaims.map((claim) => `\\{${claim}\\}`).join("|"), "g");
    const withoutPromise = (copy: Copy) => ({
      ...copy,
      privacy: mapStrings(copy.privacy, (text) => text.replace(promises, "")) as Copy["privacy"],
    });
    const failure = await buildFailure({
      content: { languages: siteContent.languages.map((language) => ({ ...language, copy: withoutPromise(language.copy) })) },
    });
    for (const code of published)
      expect(failure).toContain(
        `src/content/${privacyLabelFile}: the label says DATA_NOT_COLLECTED, but the privacy policy (privacy in ${localeLabel(code)}) quotes none of the claims that promise it`,
      );
  });
});

describe("the accessibility declarations", () => {
  const dir = useContentCopy("accessibility");

  const file = () => path.join(dir(), "accessibility.json");
  /** The problems of the content with `change` made to accessibility.json, a line each. */
  const problemsWith = async (change: (declarations: Record<string, unknown>[]) => Record<string, unknown>[]) => {
    const original = await readFile(file(), "utf8");
    const data = JSON.parse(original) as { declarations: Record<string, unknown>[] };
    await writeFile(file(), `${JSON.stringify({ ...data, declarations: change(data.declarations) }, null, 2)}\n`);
    try {
      return await readContent(dir()).then(
        () => [],
        (error: Error) => error.message.split("\n").slice(1),
      );
    } finally {
      await writeFile(file(), original);
    }
  };

  it("stop the build on a feature App Store Connect does not know, naming it", async () => {
    expect(await problemsWith(([first]) => [{ ...first, supportsSwitchControl: true }])).toEqual([
      expect.stringMatching(
        /accessibility\.json:\d+:\d+: declarations\.0\.supportsSwitchControl is no key of the schema; check its spelling, or remove it$/,
      ),
    ]);
  });

  it("stop the build on a device family App Store Connect does not know, naming it", async () => {
    expect(await problemsWith(([first]) => [{ ...first, deviceFamily: "IPOD" }])).toEqual([
      expect.stringMatching(/accessibility\.json:\d+:\d+: declarations\.0\.deviceFamily is "IPOD"; it must be one of "IPHONE", "IPAD", /),
    ]);
  });

  it("stop the build on a device family declared twice", async () => {
    expect(await problemsWith((declarations) => [...declarations, { deviceFamily: declarations[0].deviceFamily }])).toEqual([
      expect.stringMatching(/accessibility\.json:\d+:\d+: declarations\.1\.deviceFamily declares IPHONE again \(declarations\.0 did\)/),
    ]);
  });
});
