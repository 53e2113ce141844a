import { useContentCopy } from "../../testing/content-copy.ts";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataCategories } from "../../../src/content/app-store-names.ts";
import { mapStrings } from "../../../src/content/copy-keys.ts";
import { localeLabel } from "../../../src/content/copy.ts";
import { everyDataType } from "../../../src/content/privacy-claims.ts";
import type { PrivacyClaims } from "../../../src/content/privacy-claims.ts";
import type { PrivacyLabel } from "../../../src/content/privacy-label.ts";
import type { Copy } from "../../../src/content/site-content.ts";
import { buildFailure, renderWith } from "../../testing/rendered-site.ts";
import { publishedLocales, siteContent } from "../../testing/site-copy.ts";
import { readContent } from "../content.ts";
import { privacyLabelFile } from "./privacy-label-file.ts";

/** Where the content stage read the owner's label, or where it reads one when no fastlane listing holds it. */
const labelFile = siteContent.privacyLabel?.file ?? `src/content/${privacyLabelFile}`;
const [ruledOut, alsoCollected] = dataCategories;
const collecting = (category: string): PrivacyLabel["entries"][number] => ({
  category: dataCategories.find((each) => each === category) ?? ruledOut,
  purposes: ["APP_FUNCTIONALITY"],
  data_protections: ["DATA_LINKED_TO_YOU"],
});
const published = siteContent.languages.filter((language) => publishedLocales().includes(language.code));
/** A claim of the copy as it is, one the privacy policy quotes where one does. */
const claims = Object.keys(published[0].copy.claims);
const claim = claims.find((name) => JSON.stringify(published[0].copy.privacy).includes(`{${name}}`)) ?? claims[0];
/** The languages whose own words make `claim` (a regional variant answers only for what its own file says). */
const owning = published.filter((language) => !language.base || language.own.has(`claims.${claim}`));
const promising = (rulesOut: PrivacyClaims["claims"][string]["rulesOut"]): PrivacyClaims => ({
  file: siteContent.privacyClaims.file,
  claims: { [claim]: { rulesOut } },
});
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const labelled = (entries: PrivacyLabel["entries"]): PrivacyLabel => ({ file: labelFile, entries });

/** A maker's fastlane folder holding only the label, as upload_app_privacy_details_to_app_store reads it, with `entries` as its file. */
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "site-labels-"));
  await mkdir(path.join(root, "fastlane"));
});
afterAll(() => rm(root, { recursive: true, force: true }));
const inFastlane = async (entries: unknown, privacyClaims = siteContent.privacyClaims) => {
  await writeFile(path.join(root, "fastlane", privacyLabelFile), `${JSON.stringify(entries, null, 2)}\n`);
  return { listingRoot: root, content: { privacyLabel: undefined, privacyClaims } };
};

describe("the privacy label beside the privacy policy", () => {
  it("stops the build when it collects a data type a claim rules out, naming the file, the type, the claim and where it is quoted, in each language", async () => {
    const failure = await buildFailure({
      content: { privacyLabel: labelled([collecting(ruledOut)]), privacyClaims: promising([ruledOut]) },
    });
    expect(failure).toMatch(/^privacy label: /);
    for (const language of owning)
      expect(failure).toMatch(
        new RegExp(
          `${labelFile}: ${ruledOut} \\(DATA_LINKED_TO_YOU\\) is collected, but the (privacy policy|site) claims "${claim}" \\(claims\\.${claim} in ${escaped(localeLabel(language.code))}, quoted by `,
        ),
      );
  });

  it("lets a label collect what no claim rules out: crash data beside a promise about photos alone", async () => {
    const render = await renderWith({
      content: { privacyLabel: labelled([collecting(alsoCollected)]), privacyClaims: promising([ruledOut]) },
    });
    expect(render.launch.declarations.privacyLabel.entries).toEqual([collecting(alsoCollected)]);
  });

  it("holds a claim of no data at all against every data type", async () => {
    const failure = await buildFailure({
      content: { privacyLabel: labelled([collecting(alsoCollected)]), privacyClaims: promising(everyDataType) },
    });
    for (const language of owning) expect(failure).toContain(`claims.${claim} in ${localeLabel(language.code)}`);
  });

  it("reads the label from the fastlane listing where the maker keeps it there, and holds it to the claims as well", async () => {
    const render = await renderWith(await inFastlane([{ data_protections: ["DATA_NOT_COLLECTED"] }], promising(everyDataType)));
    expect(render.launch.declarations.privacyLabel.file).toMatch(new RegExp(`fastlane/${privacyLabelFile}$`));
    const failure = await buildFailure(
      await inFastlane([collecting(ruledOut), collecting(alsoCollected)], promising([ruledOut, alsoCollected])),
    );
    expect(failure).toContain(
      `fastlane/${privacyLabelFile}: ${ruledOut} (DATA_LINKED_TO_YOU), ${alsoCollected} (DATA_LINKED_TO_YOU) are collected, but the `,
    );
  });

  it("refuses two labels, one in the fastlane listing and one in src/content/, naming both", async () => {
    const failure = await buildFailure({
      ...(await inFastlane([{ data_protections: ["DATA_NOT_COLLECTED"] }])),
      content: { privacyLabel: labelled([{ data_protections: ["DATA_NOT_COLLECTED"] }]) },
    });
    expect(failure).toMatch(
      new RegExp(`fastlane/${privacyLabelFile} and ${labelFile} are both privacy labels: keep the one fastlane uploads`),
    );
  });

  it("refuses a label that says Data Not Collected beside collected data, as App Store Connect does", async () => {
    const failure = await buildFailure(await inFastlane([{ data_protections: ["DATA_NOT_COLLECTED"] }, collecting(ruledOut)]));
    expect(failure).toMatch(
      new RegExp(
        `^fastlane: .*fastlane/${privacyLabelFile}:2:3: 0 says DATA_NOT_COLLECTED beside data the label collects \\(${ruledOut}\\)`,
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

  it("stops the build when it says Data Not Collected beside a policy that quotes no claim ruling out every data type, naming each language", async () => {
    const everyType = Object.entries(siteContent.privacyClaims.claims).flatMap(([name, { rulesOut }]) =>
      rulesOut === everyDataType ? [name] : [],
    );
    const promises = new RegExp([claim, ...everyType].map((name) => `\\{${name}\\}`).join("|"), "g");
    const withoutPromise = (copy: Copy) => ({
      ...copy,
      privacy: mapStrings(copy.privacy, (text) => text.replace(promises, "")) as Copy["privacy"],
    });
    const failure = await buildFailure({
      content: {
        privacyLabel: labelled([{ data_protections: ["DATA_NOT_COLLECTED"] }]),
        privacyClaims: promising(everyDataType),
        languages: siteContent.languages.map((language) => ({ ...language, copy: withoutPromise(language.copy) })),
      },
    });
    for (const language of published.filter((each) => !each.base))
      expect(failure).toContain(
        `${labelFile}: the label says DATA_NOT_COLLECTED, but the privacy policy (privacy in ${localeLabel(language.code)}) quotes none of the claims that promise it`,
      );
  });
});

describe("what the claims promise", () => {
  const dir = useContentCopy("claims");

  it("names a claim the copy does not make, by file, line and column", async () => {
    const file = path.join(dir(), "privacy-claims.json");
    await writeFile(file, `${JSON.stringify({ claims: { noSuchClaim: { rulesOut: [ruledOut] } } }, null, 2)}\n`);
    const problems = await readContent(dir()).then(
      () => [],
      (error: Error) => error.message.split("\n").slice(1),
    );
    expect(problems).toEqual([expect.stringMatching(/privacy-claims\.json:3:5: claims\.noSuchClaim is no claim of the copy; /)]);
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
