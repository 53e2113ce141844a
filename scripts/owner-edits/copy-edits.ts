/** The owners' edits of words, pages, sections and languages; those that change what the specification fixes must fail its test alone. */
import type { OwnerEdit } from "./edit.ts";
import { pricingSection, termsCopy, termsPage } from "./samples.ts";

export const copyEdits: OwnerEdit[] = [
  {
    name: "an FAQ entry added in every language",
    changes: [
      { file: "src/content/locales/en.ts", search: "    entries: [", text: '    entries: [\n      { id: "offline", question: "Does it work without a connection?", answer: "Yes. Everything happens on your phone, so it works in flight mode too." },' },
      { file: "src/content/locales/de.ts", search: "    entries: [", text: '    entries: [\n      { id: "offline", question: "Funktioniert die App ohne Verbindung?", answer: "Ja. Alles geschieht auf deinem Handy, also auch im Flugmodus." },' },
      { file: "src/content/locales/ja.ts", search: "    entries: [", text: '    entries: [\n      { id: "offline", question: "オフラインでも使えますか？", answer: "はい。すべてスマホの中で行われるので、機内モードでも使えます。" },' },
    ],
    changesSpecification: false,
  },
  {
    name: "a deliberate mistake: an FAQ entry added in English only",
    changes: [{ file: "src/content/locales/en.ts", search: "    entries: [", text: '    entries: [\n      { id: "offline", question: "Does it work without a connection?", answer: "Yes. Everything happens on your phone, so it works in flight mode too." },' }],
    changesSpecification: false,
    buildFails: [/copy: de \(src\/content\/locales\/de\.ts\): faq\.entries lacks "offline"/, /copy: ja \(src\/content\/locales\/ja\.ts\): faq\.entries lacks "offline"/],
  },
  {
    name: "a feature's description reworded",
    changes: [{ file: "src/content/locales/en.ts", search: /body: "See one photo at a time[^"]*"/, text: 'body: "One photo at a time, one swipe each: a tidy library in minutes a day."' }],
    changesSpecification: false,
  },
  {
    name: "a heading that is not the specification's reworded, in English and in German",
    changes: [
      { file: "src/content/locales/en.ts", search: /heading: "Built for a tidy camera roll"/, text: 'heading: "Everything a tidy library needs"' },
      { file: "src/content/locales/de.ts", search: /heading: "Gemacht für eine aufgeräumte Mediathek"/, text: 'heading: "Alles für eine aufgeräumte Mediathek"' },
    ],
    changesSpecification: false,
  },
  {
    name: "a Terms page added, with a footer link",
    changes: [
      { file: "src/pages/Terms.tsx", text: termsPage },
      ...termsCopy("src/content/locales/en.ts", { heading: "Terms of Use", description: "The terms under which you may use the app and this site.", body: "Use the app as you like on your own photos. It comes as it is, and we answer every question by e-mail." }),
      ...termsCopy("src/content/locales/de.ts", { heading: "Nutzungsbedingungen", description: "Die Bedingungen, unter denen du die App und diese Seite nutzen kannst.", body: "Nutze die App, wie du magst, für deine eigenen Fotos. Sie kommt, wie sie ist, und wir beantworten jede Frage per E-Mail." }),
      ...termsCopy("src/content/locales/ja.ts", { heading: "利用規約", description: "アプリとこのサイトをご利用いただくための条件です。", body: "ご自身の写真に、自由にお使いください。アプリは現状のまま提供され、ご質問にはすべてメールでお答えします。" }),
      { file: "src/pages/registry.ts", search: 'import { Support } from "./Support.tsx";', text: 'import { Support } from "./Support.tsx";\nimport { Terms } from "./Terms.tsx";' },
      { file: "src/pages/registry.ts", search: '  {\n    route: "",', text: '  {\n    route: "/terms/",\n    output: "terms/index.html",\n    meta: (copy) => ({ title: copy.terms.heading, description: copy.terms.description }),\n    component: Terms,\n    styles: ["site"],\n    chrome: "site",\n    indexable: true,\n    behaviours: contentPageBehaviours,\n  },\n  {\n    route: "",' },
      { file: "src/site.ts", search: '{ label: "support", path: "/support/" },\n    ],', text: '{ label: "support", path: "/support/" },\n      { label: "terms", path: "/terms/" },\n    ],' },
    ],
    changesSpecification: false,
  },
  {
    name: "a deliberate mistake: a key misspelled in the German file",
    changes: [{ file: "src/content/locales/de.ts", search: /\n    headline: /, text: "\n    headlin: " }],
    changesSpecification: false,
    buildFails: [/src\/content\/locales\/de\.ts:\d+:\d+: error TS\d+: .*'headlin'/],
  },
  {
    name: "a fourth feature card in every language",
    changes: [
      { file: "src/content/locales/en.ts", search: "  features: [", text: '  features: [\n    { title: "Smart Albums", body: "Screenshots, receipts and memes are gathered for you to review in one go." },' },
      { file: "src/content/locales/de.ts", search: "  features: [", text: '  features: [\n    { title: "Kluge Alben", body: "Bildschirmfotos, Belege und Memes liegen gesammelt bereit, damit du sie in einem Rutsch sichtest." },' },
      { file: "src/content/locales/ja.ts", search: "  features: [", text: '  features: [\n    { title: "スマートアルバム", body: "スクリーンショットやレシート、ミームをまとめて、一度に見直せます。" },' },
    ],
    changesSpecification: true,
  },
  {
    name: "a pricing section added to the landing page between How it works and the FAQ",
    changes: [
      { file: "src/components/landing/Pricing.tsx", text: pricingSection },
      { file: "src/pages/Home.tsx", search: 'import { Steps } from "../components/landing/Steps.tsx";', text: 'import { Steps } from "../components/landing/Steps.tsx";\nimport { Pricing } from "../components/landing/Pricing.tsx";' },
      { file: "src/pages/Home.tsx", search: "      <FaqSection />", text: "      <Pricing />\n      <FaqSection />" },
      { file: "src/content/locales/en.ts", search: "  callToAction: {", text: '  pricing: { heading: "Free to start", body: "{freeTier} {paidTier}" },\n  callToAction: {' },
      { file: "src/content/locales/de.ts", search: "  callToAction: {", text: '  pricing: { heading: "Kostenlos starten", body: "{freeTier} {paidTier}" },\n  callToAction: {' },
      { file: "src/content/locales/ja.ts", search: "  callToAction: {", text: '  pricing: { heading: "無料で始める", body: "{freeTier} {paidTier}" },\n  callToAction: {' },
    ],
    changesSpecification: false,
  },
  {
    name: "one FAQ entry removed from every language",
    changes: ["en", "de", "ja"].map((code) => ({ file: `src/content/locales/${code}.ts`, search: /\n      \{ id: "[^"]*", question: "[^"]*", answer: "[^"]*\{minimumAge\}[^"]*" \},/, text: "" })),
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
    changes: [{ file: "src/content/locales/en.ts", search: /subline: "[^"]*"/, text: 'subline: "A calmer camera roll, one swipe at a time."' }],
    changesSpecification: true,
  },
  {
    name: "the daily free limit changed to 50",
    changes: [{ file: "src/content/facts.json", search: "freeSwipesPerDay: 100", text: "freeSwipesPerDay: 50" }],
    changesSpecification: true,
  },
];
