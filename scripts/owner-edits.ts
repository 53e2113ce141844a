/**
 * Proves that the edits owners make every week need no test edit: each is made in a fresh
 * copy of this project, which is then built and tested. An edit to something the
 * specification fixes must fail src/content/spec.test.ts and nothing else; every other edit
 * must build and pass. Too slow for npm test (a build and a test run per edit):
 *   node --import tsx/esm scripts/owner-edits.ts          the quick loop after each edit
 *   node --import tsx/esm scripts/owner-edits.ts --full   npm test after each edit
 *   node --import tsx/esm scripts/owner-edits.ts --only=FAQ   only the edits whose name holds "FAQ"
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { projectRoot } from "./build/paths.ts";
import { storeFileEnv } from "./testing/store-settings.ts";

const run = promisify(execFile);
const specTest = "src/content/spec.test.ts";

interface Change {
  file: string;
  /** Replaces the first match; a change that finds nothing stops the script. */
  search?: string | RegExp;
  /** With no search: the whole new file, or, with `from`, what to make of that file's text. */
  text: string | ((source: string) => string);
  /** The file whose text `text` rewrites into `file`, as an owner copies one file to make another. */
  from?: string;
}

interface OwnerEdit {
  name: string;
  changes: Change[];
  /** Commands an owner's steps run after the changes, e.g. a script that saves sample screenshots the README's way. */
  commands?: string[][];
  env?: Record<string, string>;
  /** Whether it changes what the specification fixes, so the specification test must fail. */
  changesSpecification: boolean;
  /** A mistake the build must refuse: what its message must say, each naming where. */
  buildFails?: RegExp[];
}

const termsPage = `import { useSite } from "../components/SiteContext.tsx";

export function Terms() {
  const { terms } = useSite().copy;
  return (
    <article className="page page--prose container container--narrow">
      <header className="page__header">
        <h1 className="page__title">{terms.heading}</h1>
      </header>
      <p>{terms.body}</p>
    </article>
  );
}
`;

/** The Terms page's words and its footer link's label, in one locale's file. */
const termsCopy = (file: string, words: { heading: string; description: string; body: string }): Change[] => [
  { file, search: "  unexpectedError:", text: `  terms: ${JSON.stringify(words)},\n  unexpectedError:` },
  { file, search: "    product:", text: `    terms: ${JSON.stringify(words.heading)},\n    product:` },
];


/** Stands in for Apple's badge artwork, which is not ours to commit: a badge's shape, drawn with a path. */
const standInBadge = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><path d="M6 0.5h108a5.5 5.5 0 0 1 5.5 5.5v28a5.5 5.5 0 0 1-5.5 5.5H6A5.5 5.5 0 0 1 0.5 34V6A5.5 5.5 0 0 1 6 0.5Z" fill="#000"/></svg>';

/** A new section component, as an owner writes one after the README's recipe. */
const pricingSection = `import { useSite } from "../SiteContext.tsx";

export function Pricing() {
  const { pricing } = useSite().copy;
  return (
    <section className="section" aria-labelledby="pricing-title">
      <div className="container">
        <h2 className="section__title" id="pricing-title">
          {pricing.heading}
        </h2>
        <p>{pricing.body}</p>
      </div>
    </section>
  );
}
`;

const ownerEdits: OwnerEdit[] = [
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
    buildFails: [/copy: de: faq\.entries lacks "offline"/, /copy: ja: faq\.entries lacks "offline"/],
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
    name: "the contact e-mail changed by variable",
    changes: [],
    env: { SITE_CONTACT_EMAIL: "hello@example.org" },
    changesSpecification: false,
  },
  {
    name: "the contact e-mail changed in src/site.ts",
    changes: [{ file: "src/site.ts", search: 'contactEmail: "support@swipeclean.app"', text: 'contactEmail: "hello@example.org"' }],
    changesSpecification: false,
  },
  {
    name: "a rating, a review and a press quote listed in src/content/proof.ts",
    changes: [
      {
        file: "src/content/proof.ts",
        search: "export const proof: Proof = {\n  reviews: [],\n  press: [],\n};",
        text: `export const proof: Proof = {
  rating: { value: 4.8, count: 2150, readOn: "2026-11-20" },
  reviews: [{ quote: "Finally a camera roll I can scroll through.", name: "Jess", source: "App Store (US)", lang: "en", stars: 5 }],
  press: [{ quote: "The calmest way to tidy a photo library.", outlet: "Example Weekly", lang: "en" }],
};`,
      },
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
    env: { APP_STORE_STATE: "live", APP_STORE_URL: "https://apps.apple.com/app/id1234567890", APP_STORE_ID: "1234567890" },
    changesSpecification: false,
  },
  {
    name: "the app renamed in src/site.ts",
    changes: [{ file: "src/site.ts", search: 'name: "SwipeClean"', text: 'name: "PhotoSweep"' }],
    changesSpecification: false,
  },
  {
    name: "three screenshots and a preview video saved and listed in src/content/launch.ts, as the README says",
    changes: [],
    commands: [["node", "--import", "tsx/esm", "scripts/build/launch/list-sample-media.ts"]],
    changesSpecification: false,
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
    changes: [{ file: "src/content/facts.ts", search: "freeSwipesPerDay: 100", text: "freeSwipesPerDay: 50" }],
    changesSpecification: true,
  },
];

async function copyProject(): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), "site-owner-edit-"));
  const { stdout } = await run("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: projectRoot, maxBuffer: 1 << 24 });
  const files = stdout.split("\n").filter(Boolean);
  await Promise.all(files.map((file) => cp(path.join(projectRoot, file), path.join(copy, file), { recursive: true }).catch(() => undefined)));
  await symlink(path.join(projectRoot, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}

async function apply(root: string, { file, search, text, from }: Change): Promise<void> {
  const target = path.join(root, file);
  await mkdir(path.dirname(target), { recursive: true });
  if (typeof text === "function") return writeFile(target, text(await readFile(path.join(root, from ?? file), "utf8")));
  if (search === undefined) return writeFile(target, text);
  const before = await readFile(target, "utf8");
  const after = before.replace(search, text);
  if (after === before) throw new Error(`${file}: found nothing to replace for ${String(search)}`);
  await writeFile(target, after);
}

async function npm(root: string, args: string[], env: Record<string, string>): Promise<{ ok: boolean; output: string }> {
  return run("npm", args, { cwd: root, env: { ...process.env, ...env }, maxBuffer: 1 << 26 }).then(
    ({ stdout, stderr }) => ({ ok: true, output: stdout + stderr }),
    (error: { stdout?: string; stderr?: string }) => ({ ok: false, output: `${error.stdout ?? ""}${error.stderr ?? ""}` }),
  );
}

interface TestReport {
  numTotalTests: number;
  testResults: { name: string; status: string; assertionResults: { status: string; failureMessages: string[] }[] }[];
}

/** The test files that failed, and the first line of each failure, from Vitest's JSON report. */
async function failures(root: string, full: boolean, env: Record<string, string>): Promise<{ files: string[]; messages: string[] }> {
  const report = path.join(root, "test-report.json");
  const run = await npm(root, ["run", full ? "test" : "test:quick", "--", "--reporter=json", `--outputFile=${report}`], env);
  const { numTotalTests, testResults } = JSON.parse(await readFile(report, "utf8")) as TestReport;
  if (numTotalTests === 0) return { files: ["(no test ran)"], messages: [run.output.slice(-1500)] };
  const failed = testResults.filter((result) => result.status !== "passed");
  const messages = failed.flatMap((result) => result.assertionResults.flatMap((assertion) => assertion.failureMessages.map((message) => message.split("\n")[0])));
  return { files: failed.map((result) => path.relative(root, result.name)), messages };
}

/** With --full, the edits that keep the specification are tried together, to run npm test fewer times. */
function trials(full: boolean): OwnerEdit[] {
  if (!full) return ownerEdits;
  const keeping = ownerEdits.filter((edit) => !edit.changesSpecification && !edit.buildFails);
  const together: OwnerEdit = {
    name: keeping.map((edit) => edit.name).join("; "),
    changes: keeping.flatMap((edit) => edit.changes),
    commands: keeping.flatMap((edit) => edit.commands ?? []),
    env: Object.assign({}, ...keeping.map((edit) => edit.env ?? {})),
    changesSpecification: false,
  };
  return [together, ...ownerEdits.filter((edit) => edit.changesSpecification || edit.buildFails)];
}

async function main(): Promise<void> {
  const full = process.argv.includes("--full");
  const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
  let wrong = 0;
  for (const edit of trials(full).filter((trial) => !only || trial.name.includes(only))) {
    const root = await copyProject();
    const started = Date.now();
    try {
      for (const change of edit.changes) await apply(root, change);
      for (const [command, ...args] of edit.commands ?? []) await run(command, args, { cwd: root });
      const build = await npm(root, ["run", "build"], edit.env ?? {});
      if (edit.buildFails) {
        const right = !build.ok && edit.buildFails.every((said) => said.test(build.output));
        if (!right) wrong += 1;
        console.log(`${right ? "ok    " : "WRONG "} ${edit.name}: ${build.ok ? "built, though it should not have" : right ? "the build refused it, saying where" : "the build failed without saying where"} (${Math.round((Date.now() - started) / 1000)} s)`);
        if (!right) console.log(build.output.slice(-1500));
        continue;
      }
      const failed = build.ok ? await failures(root, full, edit.env ?? {}) : { files: ["(the build failed)"], messages: [build.output.slice(-2000)] };
      const expected = edit.changesSpecification ? [specTest] : [];
      const right = JSON.stringify(failed.files) === JSON.stringify(expected);
      if (!right) wrong += 1;
      const said = failed.files.length ? `failed: ${failed.files.join(", ")}` : "everything passed";
      console.log(`${right ? "ok    " : "WRONG "} ${edit.name}: built, ${said} (${Math.round((Date.now() - started) / 1000)} s)`);
      for (const message of failed.messages) console.log(`         ${message}`);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }
  console.log(wrong ? `${wrong} edit(s) did not behave as an owner needs` : `Every edit behaved as an owner needs (${full ? "npm test" : "npm run test:quick"} after each)`);
  process.exitCode = wrong ? 1 : 0;
}

await main();
