/** The owners' edits of settings, colours and launch material, and the mistakes the build must refuse naming where. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "../pipeline/paths.ts";
import { colorsLeft, nudgedPalette } from "../testing/rebrand-colours.ts";
import { storeFileEnv } from "../testing/store-records.ts";
import type { OwnerEdit } from "./edit.ts";
import { jsonChange } from "./edit.ts";
import { standInBadge } from "./samples.ts";

/** The languages the issue of forty languages added first, right to left and every plural system among them. */
const manyLanguages = ["fr", "es", "it", "pt-BR", "nl", "sv", "ko", "zh-Hans", "zh-Hant", "ar", "he", "ru", "pl", "tr"];

/** Live, as Going live's Prove it sets it. */
export const liveWithId = { APP_STORE_STATE: "live", APP_STORE_URL: "https://apps.apple.com/app/id1234567890", APP_STORE_ID: "1234567890" };

/** The README's offer code (Make it yours: Offer codes), as it lists it. */
const readmeOffer = jsonChange("src/content/offers.json", (data) => {
  data.offers = [
    {
      code: "SPRING2027",
      gives: {
        en: "Three months of unlimited swipes, free",
        de: "Drei Monate unbegrenzt swipen, gratis",
        ja: "3か月間スワイプし放題が無料",
      },
      ends: "2027-05-31",
    },
  ];
});

/** The README's offer code listed, and the app live with its id: Apple's badge saved (a stand-in) and the state set by variables. */
export const offerWithAppLive: OwnerEdit = {
  name: "an offer code listed in src/content/offers.json as the README says, the app live with its id",
  changes: [{ file: "src/assets/app-store/live-black.svg", text: standInBadge }, readmeOffer],
  env: liveWithId,
  changesSpecification: false,
};

/** The README's screenshots and video: three at an App Store size and a video, saved and listed. */
export const mediaListed: OwnerEdit = {
  name: "three screenshots and a preview video saved and listed in src/content/launch.json, as the README says",
  changes: [],
  commands: [["node", "--import", "tsx/esm", "scripts/owner-edits/list-sample-media.ts"]],
  changesSpecification: false,
  alone: true,
  // A new page once broke this edit only in the browsers (issue 50): the suites run after it every time.
  browserSuites: true,
};

export const settingEdits: OwnerEdit[] = [
  {
    name: "the contact e-mail changed by variable",
    changes: [],
    env: { SITE_CONTACT_EMAIL: "hello@example.org" },
    changesSpecification: false,
  },
  {
    name: "a deliberate mistake: a contact e-mail without its @, by variable",
    changes: [],
    env: { SITE_CONTACT_EMAIL: "support.swipeclean.app" },
    changesSpecification: false,
    buildFails: [/SITE_CONTACT_EMAIL/, /src\/site\.ts/],
  },
  {
    name: "a deliberate mistake: a contact e-mail without its @, in src/content/facts.json",
    changes: [jsonChange("src/content/facts.json", (facts) => void (facts.contactEmail = "support.swipeclean.app"))],
    changesSpecification: false,
    buildFails: [/src\/content\/facts\.json:\d+:\d+: contactEmail must be an e-mail address/],
  },
  {
    name: "a rebrand: every colour of src/styles/_palette.scss changed, no old colour left on any page",
    changes: [{ file: "src/styles/_palette.scss", text: nudgedPalette }],
    changesSpecification: false,
    verify: async (root) => colorsLeft(path.join(root, "dist"), await readFile(path.join(projectRoot, "src/styles/_palette.scss"), "utf8")),
  },
  {
    name: "a rebrand to a teal that white text cannot stand on: the accent violet-600 set to #0d9488 in src/styles/_palette.scss",
    changes: [{ file: "src/styles/_palette.scss", search: /violet-600: #[0-9a-f]{6}/, text: "violet-600: #0d9488" }],
    changesSpecification: false,
    buildFails: [
      /--color-on-accent \(palette white, #ffffff\) on --color-accent \(palette violet-600, #0d9488\) has a contrast of 3\.74:1/,
    ],
  },
  {
    name: "the contact e-mail changed in src/content/facts.json",
    changes: [jsonChange("src/content/facts.json", (facts) => void (facts.contactEmail = "hello@example.org"))],
    changesSpecification: false,
  },
  {
    name: "a rating, a review and a press quote listed in src/content/proof.json",
    changes: [
      jsonChange("src/content/proof.json", (proof) => {
        proof.rating = { value: 4.8, count: 2150, readOn: "2026-11-20" };
        proof.reviews = [
          { quote: "Finally a camera roll I can scroll through.", name: "Jess", source: "App Store (US)", lang: "en", stars: 5 },
        ];
        proof.press = [{ quote: "The calmest way to tidy a photo library.", outlet: "Example Weekly", lang: "en" }];
      }),
    ],
    changesSpecification: false,
  },
  {
    name: "the store files turned on by variables",
    changes: [],
    env: storeFileEnv,
    changesSpecification: false,
  },
  {
    name: "the app gone live: Apple's badge saved in src/assets/app-store/ and the state set by variables",
    changes: [{ file: "src/assets/app-store/live-black.svg", text: standInBadge }],
    env: liveWithId,
    changesSpecification: false,
  },
  offerWithAppLive,

  {
    name: "the app renamed in src/site.ts",
    changes: [{ file: "src/site.ts", search: 'default: "SwipeClean"', text: 'default: "PhotoSweep"' }],
    changesSpecification: false,
  },
  mediaListed,

  {
    name: "14 App Store languages added with npm run translations -- add and filled from one translation, each with its own plural forms",
    changes: [],
    commands: [
      ...manyLanguages.map((code) => ["npm", "run", "translations", "--", "add", code]),
      ["node", "--import", "tsx/esm", "scripts/owner-edits/fill-languages.ts", ...manyLanguages],
    ],
    changesSpecification: false,
    alone: true,
  },
  {
    name: "Japanese no longer published: the default locales in src/site.ts set to English and German",
    changes: [
      { file: "src/site.ts", search: /default: \(content\) =>\s+content\.languages[\s\S]*?\.join\(","\),/, text: 'default: "en,de",' },
    ],
    changesSpecification: false,
    alone: true,
  },
  {
    name: "Japanese no longer published: SITE_LOCALES=en,de",
    changes: [],
    env: { SITE_LOCALES: "en,de" },
    changesSpecification: false,
    alone: true,
  },
];
