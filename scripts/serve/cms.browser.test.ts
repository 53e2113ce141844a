import { execFile } from "node:child_process";
import { copyFile, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flatten } from "../../src/content/copy-keys.ts";
import { defaultLocale } from "../../src/site.ts";
import { sharedChromium } from "../browsers/drivers/start-engine.ts";
import { startDevCommand } from "../testing/dev-command.ts";
import type { DevCommand } from "../testing/dev-command.ts";
import { distDir } from "../testing/dist.ts";
import { fixtureProject } from "../testing/fixture-project.ts";
import type { FixtureProject } from "../testing/fixture-project.ts";
import { launchFixture } from "../testing/launch-fixtures.ts";
import { publishedLocales, siteContent } from "../testing/site-copy.ts";
import { busyPage } from "../testing/busy-machine.ts";

const run = promisify(execFile);
/** The languages the CMS edits: every full one (a regional variant, en-GB, is edited in its file or by XLIFF, as the README says). */
const locales = siteContent.languages.filter((language) => !language.base).map((language) => language.code);
const translations = locales.filter((code) => code !== defaultLocale);
const localeFile = (code: string) => `src/content/locales/${code}/copy.json`;
/** The languages the site publishes, whose pages show what the CMS saved. */
const published = publishedLocales();
const [someTranslation] = [...translations.filter((code) => published.includes(code)), ...translations];

let project: FixtureProject;
let dev: DevCommand;
let browser: Browser;
let page: Page;
/** What the CMS's page reported as an error while the tests used it: nothing, in its own flows. */
const errors: string[] = [];

/** The fixture as a repository of its own, so a test reads what the CMS changed with git, as an owner would. */
const git = (...args: string[]) =>
  run("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], { cwd: project.root }).then(({ stdout }) => stdout);
const read = (file: string) => readFile(path.join(project.root, file), "utf8");
const json = async (file: string) => JSON.parse(await read(file)) as Record<string, unknown>;
/** A file as every tool of the project writes it: two spaces, a final newline. */
const asSaved = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

beforeAll(async () => {
  project = await fixtureProject(distDir());
  await git("init", "--quiet");
  await git("add", "src");
  await git("commit", "--quiet", "-m", "before the CMS");
  [dev, browser] = await Promise.all([startDevCommand(project.root), sharedChromium().then((chromium) => chromium.playwright)]);
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, reducedMotion: "reduce" });
  // Decap's app is megabytes of script: at load 14 its page took over Playwright's 30 s to load.
  page.setDefaultTimeout(busyPage.timeout);
  page.on("pageerror", (error) => void errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
}, 180_000);
afterAll(async () => {
  await page?.close();
  await dev?.stop();
  await project?.dispose();
});

/** A field of Decap's editor by its name, inside `scope`; an object's fields show once it is expanded. */
const field = (scope: Locator, name: string) => scope.locator(`[id^='${name}-field-']`).first();
const expand = (scope: Locator, name: string) => field(scope, name).getByRole("button", { name: "Expand" }).first().click();
/** Decap's two editing panes: the default language on the left, another on the right. */
const panes = { left: () => page.locator(".Pane1"), right: () => page.locator(".Pane2") };

/** An entry of the CMS, in a page loaded afresh (Decap keeps the last entry's menus around after a move within the app). */
async function openEntry(collection: string, entry: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(`${dev.origin}/admin/`);
  // The local proxy asks for a click to sign in, once a browser profile.
  const login = page.getByRole("button", { name: "Login" });
  await expect.poll(async () => (await login.isVisible()) || page.url().includes("#/collections/"), busyPage).toBe(true);
  if (await login.isVisible()) await login.click();
  await page.waitForURL(/#\/collections\//);
  await page.goto(`${dev.origin}/admin/#/collections/${collection}/entries/${entry}`);
  // An entry with nothing unsaved says so where its Publish button will be.
  await page.getByRole("button", { name: "Published", exact: true }).waitFor();
}

async function openWords(): Promise<void> {
  await openEntry("words", "copy");
  await page.getByText(`Writing in ${defaultLocale.toUpperCase()}`).first().waitFor();
}

/** Shows `code` in the right pane. */
async function writeIn(code: string): Promise<Locator> {
  const shown = page.getByRole("button", { name: /^Writing in / }).last();
  if ((await shown.innerText()).trim() !== `Writing in ${code.toUpperCase()}`) {
    await shown.click();
    await page.getByRole("menuitem", { name: code, exact: true }).click();
    await page.getByText(`Writing in ${code.toUpperCase()}`).waitFor();
  }
  return panes.right();
}

async function publish(): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect.poll(() => page.getByText("Changes saved").count(), busyPage).toBeGreaterThan(0);
}

const pageText = async (route: string) => (await fetch(`${dev.origin}${route}`)).text();

describe("the CMS on npm run dev", { timeout: 180_000 }, () => {
  it("saves a translated tagline, an FAQ entry in every language and a screenshot with its captions into the working tree, exactly, and the site shows them", async () => {
    const before = Object.fromEntries(await Promise.all(locales.map(async (code) => [code, await json(localeFile(code))] as const)));
    const launchBefore = (await json("src/content/launch.json")) as { screenshots: unknown[] };
    const tagline = `${someTranslation}: a tagline saved in the CMS.`;
    const entry = (code: string) => ({
      id: "saved-in-the-cms",
      question: `${code}: a question added in the CMS?`,
      answer: `${code}: an answer added in the CMS.`,
    });

    await openWords();
    const addEntry = async (pane: Locator, code: string) => {
      await expand(pane, "faq");
      const entries = field(pane, "entries");
      await entries.getByRole("button", { name: "Add entries" }).click();
      for (const [name, text] of Object.entries(entry(code)))
        await entries
          .getByLabel(
            name.replace(/^./, (first) => first.toUpperCase()),
            { exact: true },
          )
          .last()
          .fill(text);
    };
    await addEntry(panes.left(), defaultLocale);
    for (const code of translations) {
      const pane = await writeIn(code);
      if (code === someTranslation) {
        await expand(pane, "hero");
        // The hero's, the first: the press kit's facts have a label for the tagline too, further down.
        await pane.getByLabel("Tagline", { exact: true }).first().fill(tagline);
      }
      await addEntry(pane, code);
    }
    await publish();

    const sample = await launchFixture({ screenshots: 1 });
    try {
      // Under a name of its own: the owner may have listed screenshots already (the sample media's names among them).
      const shot = { ...sample.screenshots[0], file: `added-${sample.screenshots[0].file}` };
      await copyFile(
        path.join(sample.assetsDir, "screenshots", sample.screenshots[0].file),
        path.join(sample.assetsDir, "screenshots", shot.file),
      );
      await openEntry("data", "launch");
      await page.getByRole("button", { name: "Add screenshots" }).click();
      await page.getByRole("button", { name: "Choose an image" }).click();
      await page.locator("input[type=file]").setInputFiles(path.join(sample.assetsDir, "screenshots", shot.file));
      await page.getByRole("button", { name: "Choose selected" }).click();
      // The new screenshot is the list's last, after any the owner listed before.
      const caption = page.locator(".Pane1").locator("[id^='alt-field-']").last();
      for (const code of locales) await caption.getByLabel(new RegExp(`^${code}( \\(optional\\))?$`)).fill(`${code}: ${shot.alt.en}`);
      await publish();

      // Exactly those changes: every other byte of each file as it was, and nothing else touched.
      const changed = (await git("status", "--porcelain", "--untracked-files=all", "--", "src"))
        .trimEnd()
        .split("\n")
        .map((line) => line.slice(3))
        .sort();
      expect(changed).toEqual([...locales.map(localeFile), `src/assets/screenshots/${shot.file}`, "src/content/launch.json"].sort());
      for (const code of locales) {
        const expected = structuredClone(before[code]) as { hero: { tagline: string }; faq: { entries: unknown[] } };
        if (code === someTranslation) expected.hero.tagline = tagline;
        expected.faq.entries.push(entry(code));
        expect(await read(localeFile(code)), localeFile(code)).toBe(asSaved(expected));
      }
      expect(await read("src/content/launch.json")).toBe(
        asSaved({
          ...launchBefore,
          screenshots: [
            ...launchBefore.screenshots,
            { file: shot.file, alt: Object.fromEntries(locales.map((code) => [code, `${code}: ${shot.alt.en}`])) },
          ],
        }),
      );
      expect(await readFile(path.join(project.root, "src/assets/screenshots", shot.file))).toEqual(
        await readFile(path.join(sample.assetsDir, "screenshots", shot.file)),
      );

      // The dev server rebuilt the site from the saved files.
      await expect.poll(() => pageText(`/${someTranslation}/`), busyPage).toContain(tagline);
      // A regional variant's page shows its base's entry, as it says nothing of its own.
      const editedIn = (code: string) => siteContent.languages.find((language) => language.code === code)?.base ?? code;
      for (const code of published)
        await expect.poll(() => pageText(code === defaultLocale ? "/" : `/${code}/`), busyPage).toContain(entry(editedIn(code)).question);
      await expect.poll(() => pageText("/"), busyPage).toContain(`alt="${defaultLocale}: ${shot.alt.en}"`);
    } finally {
      await sample.dispose();
    }
  });

  it("saves a translation that drops a placeholder, which the build and the dev page refuse, naming the file, the line, the language and the key", async () => {
    const copy = await json(localeFile(someTranslation));
    // A promise of the copy whose translation names a fact: dropping it is the mistake to catch.
    const [key, text] = [...flatten(copy.claims, "claims")].find(([, words]) => /\{\w+\}/.test(words)) ?? [];
    expect(key, "a claim with a placeholder").toBeDefined();
    const schema = JSON.parse(await read("src/content/copy.schema.json")) as {
      properties: { claims: { properties: Record<string, { title: string }> } };
    };
    const label = schema.properties.claims.properties[String(key).split(".")[1]].title;

    await openWords();
    const pane = await writeIn(someTranslation);
    await expand(pane, "claims");
    await pane.getByLabel(label, { exact: true }).fill(
      String(text)
        .replace(/\{\w+\}/, "")
        .replace(/\s+/g, " ")
        .trim(),
    );
    const from = dev.output().length;
    await publish();

    const says = new RegExp(
      `src/content/locales/${someTranslation}/copy\\.json:\\d+:\\d+: ${someTranslation} ${String(key).replace(/\./g, "\\.")} drops \\{\\w+\\}, which English has`,
    );
    await expect.poll(() => pageText(`/${someTranslation}/`), busyPage).toMatch(says);
    // The terminal's words come down a pipe of their own, perhaps a moment after the page's.
    await dev.says(says, from);
    const built = await project.build();
    expect(built.code).not.toBe(0);
    expect(built.stderr).toMatch(says);
  });

  it("reported no error while an editor switched languages, saved words and a screenshot, and saved a mistake", () => {
    expect(errors).toEqual([]);
  });
});
