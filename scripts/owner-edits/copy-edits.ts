/** The owners' edits of words, pages, sections and languages; those that change what the specification fixes must fail its test alone. */
import type { OwnerEdit } from "./edit.ts";
import { at, jsonChange } from "./edit.ts";
import { pricingCopy, pricingSection, termsCopy, termsPage } from "./samples.ts";

const locale = (code: string) => `src/content/locales/${code}/copy.json`;
const offline = {
  en: {
    id: "offline",
    question: "Does it work without a connection?",
    answer: "Yes. Everything happens on your phone, so it works in flight mode too.",
  },
  de: {
    id: "offline",
    question: "Funktioniert die App ohne Verbindung?",
    answer: "Ja. Alles geschieht auf deinem Handy, also auch im Flugmodus.",
  },
  ja: { id: "offline", question: "オフラインでも使えますか？", answer: "はい。すべてスマホの中で行われるので、機内モードでも使えます。" },
};
const taglines = {
  en: "A calmer camera roll, one swipe at a time.",
  de: "Eine ruhigere Mediathek, ein Wisch nach dem anderen.",
  ja: "ひとスワイプずつ、すっきりしたカメラロールへ。",
};

export const copyEdits: OwnerEdit[] = [
  {
    name: "an FAQ entry added in every language",
    changes: (["en", "de", "ja"] as const).map((code) =>
      jsonChange(locale(code), (copy) => void at(copy, "faq", "entries").unshift(offline[code])),
    ),
    changesSpecification: false,
  },
  {
    name: "a deliberate mistake: an FAQ entry added in English only",
    changes: [jsonChange(locale("en"), (copy) => void at(copy, "faq", "entries").unshift(offline.en))],
    changesSpecification: false,
    buildFails: [
      /src\/content\/locales\/de\/copy\.json:\d+:\d+: de faq\.entries lacks "offline"/,
      /src\/content\/locales\/ja\/copy\.json:\d+:\d+: ja faq\.entries lacks "offline"/,
    ],
  },
  {
    name: "a feature's description reworded",
    changes: [
      jsonChange(
        locale("en"),
        (copy) => void (at(copy, "features", 0).body = "One photo at a time, one swipe each: a tidy library in minutes a day."),
      ),
    ],
    changesSpecification: false,
  },
  {
    name: "a heading that is not the specification's reworded, in English and in German",
    changes: [
      jsonChange(locale("en"), (copy) => void (at(copy, "featuresIntro").heading = "Everything a tidy library needs")),
      jsonChange(locale("de"), (copy) => void (at(copy, "featuresIntro").heading = "Alles für eine aufgeräumte Mediathek")),
    ],
    changesSpecification: false,
  },
  {
    name: "a Terms page added, with a footer link",
    changes: [
      { file: "src/pages/Terms.tsx", text: termsPage },
      ...termsCopy({
        en: {
          heading: "Terms of Use",
          description: "The terms under which you may use the app and this site.",
          body: "Use the app as you like on your own photos. It comes as it is, and we answer every question by e-mail.",
        },
        de: {
          heading: "Nutzungsbedingungen",
          description: "Die Bedingungen, unter denen du die App und diese Seite nutzen kannst.",
          body: "Nutze die App, wie du magst, für deine eigenen Fotos. Sie kommt, wie sie ist, und wir beantworten jede Frage per E-Mail.",
        },
        ja: {
          heading: "利用規約",
          description: "アプリとこのサイトをご利用いただくための条件です。",
          body: "ご自身の写真に、自由にお使いください。アプリは現状のまま提供され、ご質問にはすべてメールでお答えします。",
        },
      }),
      {
        file: "src/pages/registry.ts",
        search: 'import { Support } from "./Support.tsx";',
        text: 'import { Support } from "./Support.tsx";\nimport { Terms } from "./Terms.tsx";',
      },
      {
        file: "src/pages/registry.ts",
        search: '  {\n    route: "",',
        text: '  {\n    route: "/terms/",\n    output: "terms/index.html",\n    meta: (copy) => ({ title: copy.terms.heading, description: copy.terms.description }),\n    component: Terms,\n    styles: ["site"],\n    chrome: "site",\n    indexable: true,\n    behaviours: contentPageBehaviours,\n  },\n  {\n    route: "",',
      },
      {
        file: "src/site.ts",
        search: '{ label: "support", path: "/support/" },\n    ],',
        text: '{ label: "support", path: "/support/" },\n      { label: "terms", path: "/terms/" },\n    ],',
      },
    ],
    changesSpecification: false,
  },
  {
    name: "a deliberate mistake: a key misspelled in the German file",
    changes: [{ file: locale("de"), search: /"headline": /, text: '"headlin": ' }],
    changesSpecification: false,
    buildFails: [/src\/content\/locales\/de\/copy\.json:\d+:\d+: de hero\.headlin is no key of the schema/],
  },
  {
    name: "a deliberate mistake: a JSON syntax error in the Japanese file",
    changes: [{ file: locale("ja"), search: /("headline": "[^"]*)"/, text: "$1" }],
    changesSpecification: false,
    buildFails: [/^src\/content\/locales\/ja\/copy\.json:\d+:\d+: not valid JSON: /m],
  },
  {
    name: "a fourth feature card in every language",
    changes: [
      jsonChange(
        locale("en"),
        (copy) =>
          void at(copy, "features").unshift({
            title: "Smart Albums",
            body: "Screenshots, receipts and memes are gathered for you to review in one go.",
          }),
      ),
      jsonChange(
        locale("de"),
        (copy) =>
          void at(copy, "features").unshift({
            title: "Kluge Alben",
            body: "Bildschirmfotos, Belege und Memes liegen gesammelt bereit, damit du sie in einem Rutsch sichtest.",
          }),
      ),
      jsonChange(
        locale("ja"),
        (copy) =>
          void at(copy, "features").unshift({
            title: "スマートアルバム",
            body: "スクリーンショットやレシート、ミームをまとめて、一度に見直せます。",
          }),
      ),
    ],
    changesSpecification: true,
  },
  {
    name: "a pricing section added to the landing page between How it works and the FAQ",
    changes: [
      { file: "src/components/landing/Pricing.tsx", text: pricingSection },
      {
        file: "src/pages/Home.tsx",
        search: 'import { Steps } from "../components/landing/Steps.tsx";',
        text: 'import { Steps } from "../components/landing/Steps.tsx";\nimport { Pricing } from "../components/landing/Pricing.tsx";',
      },
      { file: "src/pages/Home.tsx", search: "      <FaqSection />", text: "      <Pricing />\n      <FaqSection />" },
      ...pricingCopy({
        en: { heading: "Free to start", body: "{freeTier} {paidTier}" },
        de: { heading: "Kostenlos starten", body: "{freeTier} {paidTier}" },
        ja: { heading: "無料で始める", body: "{freeTier} {paidTier}" },
      }),
    ],
    changesSpecification: false,
  },
  {
    name: "one FAQ entry removed from every language",
    changes: ["en", "de", "ja"].map((code) =>
      jsonChange(locale(code), (copy) => {
        const entries = at(copy, "faq", "entries") as { answer: string }[];
        entries.splice(
          entries.findIndex((entry) => entry.answer.includes("{minimumAge}")),
          1,
        );
      }),
    ),
    changesSpecification: false,
  },
  {
    name: "a fourth language (French) added by the README's recipe, npm run translations -- add fr",
    changes: [],
    commands: [["npm", "run", "translations", "--", "add", "fr"]],
    changesSpecification: false,
  },
  {
    name: "the tagline changed",
    changes: [jsonChange(locale("en"), (copy) => void (at(copy, "hero").tagline = taglines.en))],
    changesSpecification: true,
  },
  {
    name: "the tagline reworded by hand in English and its translations",
    changes: (["en", "de", "ja"] as const).map((code) =>
      jsonChange(locale(code), (copy) => void (at(copy, "hero").tagline = taglines[code])),
    ),
    changesSpecification: true,
  },
  {
    name: "the tagline reworded through XLIFF: English reviewed, then each translation imported",
    changes: [],
    commands: [["node", "--import", "tsx/esm", "scripts/owner-edits/reword-through-xliff.ts", "hero.tagline", JSON.stringify(taglines)]],
    changesSpecification: true,
  },
  {
    name: "the daily free limit changed to 50",
    changes: [jsonChange("src/content/facts.json", (facts) => void (facts.freeSwipesPerDay = 50))],
    changesSpecification: true,
  },
];
