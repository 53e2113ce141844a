import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteCopy } from "../testing/site-copy.ts";
import { sharedChromium } from "../browsers/drivers/start-engine.ts";
import { startDevCommand } from "../testing/dev-command.ts";
import type { DevCommand } from "../testing/dev-command.ts";
import { distDir } from "../testing/dist.ts";
import { fixtureProject } from "../testing/fixture-project.ts";
import type { FixtureProject } from "../testing/fixture-project.ts";
import { unreadablePalette } from "../testing/rebrand-colours.ts";
import { busyPage } from "../testing/busy-machine.ts";

let project: FixtureProject;
let dev: DevCommand;
let browser: Browser;
let page: Page;

/** Where the owner's tagline is, and one saved the moment the server printed its address. */
const copyFile = "src/content/locales/en/copy.json";
const tagline = /"tagline": "[^"]*"/;
const taglineSavedAtStart = "A tagline saved as soon as the address showed.";
let savedAtStart: number;

beforeAll(async () => {
  project = await fixtureProject(distDir());
  const chromium = sharedChromium();
  dev = await startDevCommand(project.root);
  savedAtStart = dev.output().length;
  await project.edit(copyFile, tagline, `"tagline": ${JSON.stringify(taglineSavedAtStart)}`);
  browser = (await chromium).playwright;
  page = await browser.newPage({ reducedMotion: "reduce" });
  page.setDefaultTimeout(busyPage.timeout);
  await page.goto(`${dev.origin}/`);
});
afterAll(async () => {
  await page?.close();
  await dev?.stop();
  await project?.dispose();
});

/** The tagline an owner rewrites while the server runs; the link preview image shows it too. */
const editedTagline = "A tagline edited while the dev server runs.";

// The tests wait on what the server reports where it reports it (`dev.says`), and on the page's
// state, never for a fixed time; a busy machine's limit only ends a wait that hangs.
const shows = (text: string) => expect.poll(() => page.locator("body").innerText(), busyPage).toContain(text);
const showsTheSite = () =>
  expect.poll(async () => (await page.locator("h1").innerText()).toLowerCase(), busyPage).toBe(siteCopy().hero.headline.toLowerCase());
/** A build error the server has reported since `from`, with the message that followed it. */
const buildError = /Build error[^\n]*\n(\S[^\n]*)/;

// Each test waits on the server's builds, which a busy machine slows; the limit is for a server that hangs.
describe("npm run dev", { timeout: 150_000 }, () => {
  it("serves the site with the same pages as the build, and 404.html for unknown paths", async () => {
    expect((await page.locator("h1").innerText()).toLowerCase()).toBe(siteCopy().hero.headline.toLowerCase());
    const missing = await fetch(`${dev.origin}/no/such/page`);
    expect(missing.status).toBe(404);
  });

  it("notices a file saved as soon as it prints its address", async () => {
    await dev.says(/Rebuilt/, savedAtStart);
    await shows(taglineSavedAtStart);
  });

  it("reloads the open page after an edit to copy", async () => {
    await project.edit(copyFile, tagline, `"tagline": ${JSON.stringify(editedTagline)}`);
    await shows(editedTagline);
  });

  it("draws the edited page's link preview image once the saving pauses", async () => {
    // The edited page names a card no earlier build drew.
    await shows(editedTagline);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const served = `${dev.origin}${new URL(image ?? "", "https://example.invalid").pathname}`;
    await expect.poll(async () => (await fetch(served)).status, busyPage).toBe(200);
    expect((await fetch(served)).headers.get("content-type")).toBe("image/png");
  });

  it("reloads a page that starts listening only after a rebuild it missed", async () => {
    const late = await browser.newPage({ reducedMotion: "reduce" });
    let listen!: () => void;
    const rebuilt = new Promise<void>((resolve) => (listen = resolve));
    await late.route("**/__dev/events*", async (route) => {
      await rebuilt;
      await route.continue();
    });
    try {
      await late.goto(`${dev.origin}/`);
      const from = dev.output().length;
      await project.edit(copyFile, tagline, '"tagline": "A tagline saved while the page was still loading."');
      await dev.says(/Rebuilt/, from);
      listen();
      await expect.poll(() => late.locator("body").innerText(), busyPage).toContain("A tagline saved while the page was still loading.");
    } finally {
      await late.close();
    }
  });

  it("notices files saved by renaming a temporary file over them, again and again", async () => {
    for (const word of ["first", "second"]) {
      await project.replaceByRename(copyFile, tagline, `"tagline": "A tagline saved by renaming, ${word} time."`);
      await shows(`A tagline saved by renaming, ${word} time.`);
    }
  });

  it("reloads after an edit to a component", async () => {
    await project.edit(
      "src/components/landing/Steps.tsx",
      '<ol className="steps__list">',
      '<p>Three steps, no more.</p>\n        <ol className="steps__list">',
    );
    await shows("Three steps, no more.");
  });

  it("reloads after an edit to a Sass partial", async () => {
    await project.edit("src/styles/_hero.scss", "text-transform: uppercase;", "text-transform: lowercase;");
    await expect.poll(() => page.locator("h1").evaluate((h1) => getComputedStyle(h1).textTransform), busyPage).toBe("lowercase");
  });

  it("shows a type error the build would refuse in the page and the terminal, and recovers once it is fixed", async () => {
    const from = dev.output().length;
    await project.edit(
      "src/components/landing/Steps.tsx",
      "const { stepsIntro, steps } = useSite().copy;",
      "const { stepsIntro, steps } = useSite().copy;\n  const count: number = steps;",
    );
    // Reported once the saving pauses, when the server type-checks.
    expect((await dev.says(buildError, from))[1]).toMatch(/^types: /);
    await shows("Build error");
    expect(await page.locator("pre").innerText()).toMatch(/types: [\s\S]*Steps\.tsx:\d+:\d+: error TS2322/);
    expect(dev.output().slice(from)).toContain("Steps.tsx");
    await project.edit("src/components/landing/Steps.tsx", "\n  const count: number = steps;", "");
    await showsTheSite();
  });

  it("shows the type error first, and alone, where it breaks the render too (a misspelt property), as the build does", async () => {
    const from = dev.output().length;
    await project.edit("src/components/landing/Steps.tsx", "uiText(step.title)", "uiText(step.titel)");
    expect((await dev.says(buildError, from))[1]).toMatch(/^types: /);
    const shown = /types: [\s\S]*Steps\.tsx:\d+:\d+: error TS2551: Property 'titel' does not exist[\s\S]*Did you mean 'title'\?/;
    await shows("Build error");
    expect(await page.locator("pre").innerText()).toMatch(shown);
    expect(dev.output().slice(from)).toMatch(shown);
    // The render's own failure names no file or line: the type error is what the owner needs.
    expect(dev.output().slice(from)).not.toContain(siteCopy().unexpectedError);
    await project.restore();
    await showsTheSite();
  });

  it("shows text the build's contrast check refuses in the page and the terminal, and recovers once it is fixed", async () => {
    const from = dev.output().length;
    await project.edit("src/styles/_palette.scss", /[\s\S]+/, unreadablePalette);
    const said = /contrast: [\s\S]*has a contrast of 1(\.00)?:1, below WCAG AA's 4\.5:1/;
    expect((await dev.says(buildError, from))[1]).toMatch(/^contrast: /);
    await shows("Build error");
    expect(await page.locator("pre").innerText()).toMatch(said);
    expect(dev.output().slice(from)).toMatch(said);
    await project.restore();
    await showsTheSite();
  });

  it("shows a build error in the page and the terminal, keeps running, and recovers once it is fixed", async () => {
    let from = dev.output().length;
    await project.edit("src/components/landing/Hero.tsx", "<h1 className", "<h1 className={");
    await dev.says(buildError, from);
    await shows("Build error");
    expect(await page.locator("pre").innerText()).toContain("Hero.tsx");
    // An unrelated edit while the source is broken must not hide the error behind the last good build.
    from = dev.output().length;
    await project.edit("src/styles/_faq.scss", ".faq__item {", ".faq__item {\n  margin: 0;");
    expect((await dev.says(/Build error|Rebuilt/, from))[0]).toBe("Build error");
    expect(await page.locator("body").innerText()).toContain("Build error");
    await project.edit("src/components/landing/Hero.tsx", "<h1 className={", "<h1 className");
    await showsTheSite();
  });

  it("shows, once the saving pauses, a page that renders no headline, and recovers once it is fixed", async () => {
    const from = dev.output().length;
    await project.edit("src/components/landing/Hero.tsx", /<h1 className="hero__headline"/, '<h2 className="hero__headline"');
    await project.edit("src/components/landing/Hero.tsx", /<\/h1>/, "</h2>");
    await dev.says(/index\.html has 0 <h1> headlines/, from);
    await shows("Build error");
    expect(await page.locator("pre").innerText()).toContain("index.html has 0 <h1> headlines");
    await project.restore();
    await showsTheSite();
  });
});
