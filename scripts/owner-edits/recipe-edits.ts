/**
 * The README's recipes for languages and files, as an owner follows them, with the README's own
 * commands and the codes it suggests; each must leave the deploy green (or, for a platform's
 * folder named its own way, stop the build saying what to do).
 */
import { sampleEvent } from "../testing/event-fixtures.ts";
import { declareCrashReporting, listSampleProductPage } from "../testing/owner-recipes.ts";
import { resavedJson } from "../testing/resaved-json.ts";
import type { OwnerEdit } from "./edit.ts";
import { at, jsonChange } from "./edit.ts";

const locale = (code: string) => `src/content/locales/${code}/copy.json`;
const siteLanguages = ["en", "de", "ja"];

/** A file as a tool re-saves it: keys sorted, four-space indentation, non-ASCII escaped, no final newline (`jq -S --indent 4`, and more). */
const resaved = (file: string) => ({ file, text: (source: string) => resavedJson(JSON.parse(source), { sortKeys: true }) });

/** The sample event with its German name one character over App Store Connect's 30. */
const eventNamedTooLong = () => {
  const event = sampleEvent(siteLanguages);
  return {
    ...event,
    localizations: { ...event.localizations, de: { ...event.localizations.de, name: "Frühjahrsputz-Challenge für all" } },
  };
};

/** The README's in-app event recipe: its card image saved under src/assets/events/ and the event listed. */
export const eventListed: OwnerEdit = {
  name: "an in-app event listed by the README's recipe, its card image saved under src/assets/events/",
  changes: [],
  commands: [["node", "--import", "tsx/esm", "scripts/owner-edits/list-sample-event.ts"]],
  changesSpecification: false,
  browserSuites: true,
};

/** The README's regional variant, given words of its own: its tagline and a page title. */
export const variantWithOwnWords: OwnerEdit = {
  name: "a regional variant given the README's example: npm run translations -- add en-GB, then its own tagline and a page title (organise)",
  changes: [],
  commands: [
    ["npm", "run", "translations", "--", "add", "en-GB"],
    [
      "node",
      "-e",
      variantSpellings("en-GB", {
        "hero.tagline": "Turn tidying your camera roll into something you enjoy.",
        "home.title": "Swipe to organise",
      }),
    ],
  ],
  changesSpecification: false,
  alone: true,
};

/** A right-to-left language added by the README's command and translated. */
export const rightToLeftLanguage: OwnerEdit = {
  name: "a right-to-left language published: npm run translations -- add ar, then translated",
  changes: [],
  commands: [
    ["npm", "run", "translations", "--", "add", "ar"],
    ["node", "--import", "tsx/esm", "scripts/owner-edits/fill-languages.ts", "ar"],
  ],
  changesSpecification: false,
  alone: true,
};

/** The README's crash-reporting recipe: the label, the policy's words in every language and what each claim rules out; no code, no test. */
const crashReportingDeclared: OwnerEdit = {
  name: "crash reporting declared by the README's recipe: the label, the policy's words in every language, src/content/privacy-claims.json",
  changes: [],
  afterwards: declareCrashReporting,
  changesSpecification: false,
};

/** The README's custom product page, its screenshots those the site lists (none here: it then shows the home page's). */
export const productPageListed: OwnerEdit = {
  name: "a custom product page listed as the README's example shows it",
  changes: [],
  afterwards: listSampleProductPage,
  changesSpecification: false,
};

export const recipeEdits: OwnerEdit[] = [
  // The README's recipe step by step, each step a copy of its own: a variant as `add` writes it holds no string at all, and one
  // with strings of its own holds only those, so a test that edits a key in the last language must find it there or pick another.
  eventListed,
  crashReportingDeclared,
  productPageListed,

  {
    name: "a deliberate mistake: an in-app event whose German name is 31 characters",
    changes: [jsonChange("src/content/events.json", (data) => void (data.events as unknown[]).push(eventNamedTooLong()))],
    changesSpecification: false,
    buildFails: [
      /src\/content\/events\.json:\d+:\d+: event "[^"]+", de \(German\) name: 31 characters, over App Store Connect's 30; shorten it/,
    ],
  },
  {
    name: "a regional variant as the README's command writes it: npm run translations -- add en-GB, no string of its own",
    changes: [],
    commands: [["npm", "run", "translations", "--", "add", "en-GB"]],
    changesSpecification: false,
    alone: true,
  },
  variantWithOwnWords,

  rightToLeftLanguage,

  {
    name: "every locale file re-saved by a tool: keys sorted, four spaces, escaped, no final newline (jq -S --indent 4)",
    changes: siteLanguages.map((code) => resaved(locale(code))),
    changesSpecification: false,
  },
  {
    name: "a deliberate mistake: a platform writes German to src/content/locales/de-DE/copy.json",
    changes: [{ file: locale("de-DE"), text: (source) => source, from: locale("de") }],
    changesSpecification: false,
    buildFails: [/src\/content\/locales\/de-DE.*de-DE is no site language; did you mean de/],
  },
  {
    name: "an FAQ answer changed in German through a sorted platform export",
    changes: [
      jsonChange(
        locale("de"),
        (copy) =>
          void (at(copy, "faq", "entries", 0).answer = "Nein. {onDevice} Die App sortiert und löscht deine Fotos nur auf deinem Gerät."),
      ),
      resaved(locale("de")),
    ],
    changesSpecification: false,
  },
];

/** A script for `node -e` that writes a variant's own strings into its file, as an owner types them there. */
function variantSpellings(code: string, strings: Record<string, string>): string {
  return `const fs = require("node:fs"); const file = ${JSON.stringify(locale(code))};
const copy = JSON.parse(fs.readFileSync(file, "utf8"));
for (const [key, text] of Object.entries(${JSON.stringify(strings)})) {
  const [group, name] = key.split(".");
  copy[group] = { ...copy[group], [name]: text };
}
fs.writeFileSync(file, JSON.stringify(copy, null, 2) + "\\n");`;
}
