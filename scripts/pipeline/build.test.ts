import { pagesIn } from "../testing/pages.ts";
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { parseHtml } from "../testing/dom.ts";
import { distDir } from "../testing/dist.ts";
import { launchFixture } from "../testing/launch-fixtures.ts";
import { hashTree } from "../testing/tree.ts";
import { appIconSvg } from "../../src/brand/app-icon.ts";
import { SocialCard, socialCardProps, socialCardSize } from "../../src/components/SocialCard.tsx";
import { localeOutput } from "../../src/routing/languages.ts";

import { pressKitFile } from "../../src/launch/press-facts.ts";
import { settings } from "../../src/site.ts";
import { projectRoot } from "./paths.ts";
import { lastCommitEpoch } from "./source-date.ts";
import { readColors } from "./palette-reader.ts";
import { socialCard } from "./social/card.ts";
import { publishedLocales, siteCopy, settingsFor } from "../testing/site-copy.ts";
import { buildInto } from "../testing/rendered-site.ts";
import { firstEntryDate, minuteOf } from "../testing/zip-date.ts";
import { wholeCommands } from "../testing/busy-machine.ts";

/** The pages the build publishes. */
const pages = pagesIn(distDir());

/** The languages the default build publishes. */
const locales = publishedLocales();

const scratch = await mkdtemp(path.join(os.tmpdir(), "site-build-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));
const outDir = (name: string) => path.join(scratch, name);

const run = promisify(execFile);
/** The environment without the site's own settings or a date: the build as a host runs it. */
const hostEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !Object.values(settings).some((setting) => name === setting.variable || name.startsWith(`${setting.variable}_`)),
    ),
  );

describe("npm run build", () => {
  it("writes the same bytes twice from one commit, the press kit dated from the last commit", { timeout: wholeCommands(2) }, async () => {
    const dirs = [outDir("twice-1"), outDir("twice-2")];
    // Read first: a commit made while the builds run (an editor's, say) is not theirs.
    const committed = await lastCommitEpoch(projectRoot);
    for (const dir of dirs)
      await run(process.execPath, ["--import", "tsx/esm", "scripts/build.ts", dir], { cwd: projectRoot, env: hostEnv() });
    const [first, second] = await Promise.all(dirs.map(hashTree));
    expect(Object.keys(first)).toEqual(expect.arrayContaining(pages.map((page) => page.output)));
    expect(second).toEqual(first);
    if (!committed) return;
    // The first entry's DOS date and time: the commit's, to the two seconds a zip can say.
    const zip = await readFile(path.join(dirs[0], pressKitFile));
    expect(firstEntryDate(zip)).toEqual(minuteOf(new Date(Number(committed) * 1000)));
  });

  it("writes every page of the registry, the host files, static/ and the social card", async () => {
    const files = Object.keys(await hashTree(distDir()));
    expect(files).toEqual(
      expect.arrayContaining([
        ...pages.map((page) => page.output),
        "sitemap.xml",
        "robots.txt",
        "_headers",
        ".nojekyll",
        "apple-touch-icon.png",
      ]),
    );
    // Each language's home shows its card, and a custom product page with words of its own its own.
    const cards = await Promise.all(
      files
        .filter((file) => file.endsWith(".html"))
        .map((file) =>
          readFile(path.join(distDir(), file), "utf8").then((html) =>
            parseHtml(html).querySelector('meta[property="og:image"]')?.getAttribute("content"),
          ),
        ),
    );
    expect(files.filter((file) => /^assets\/social\.[0-9a-f]{10}\.png$/.test(file))).toEqual(
      [...new Set(cards.flatMap((url) => (url ? [url.replace(/^.*\/(assets\/)/, "$1")] : [])))].sort(),
    );
  });

  it("draws the social card from the content: another tagline is another image under another name", async () => {
    const colors = await readColors();
    const props = socialCardProps(settingsFor().name, siteCopy(), appIconSvg(colors.brand), colors);
    const drawn = (cardProps: typeof props) => socialCard(SocialCard, socialCardSize, cardProps).then((card) => card.encode());
    const [card, again, retold] = await Promise.all([drawn(props), drawn(props), drawn({ ...props, tagline: `${props.tagline} Again.` })]);
    expect(again.bytes.equals(card.bytes)).toBe(true);
    expect(retold.image.path).not.toBe(card.image.path);
    expect(retold.bytes.equals(card.bytes)).toBe(false);
    expect(card.bytes.subarray(1, 4).toString()).toBe("PNG");
    expect(card.bytes.readUInt32BE(16)).toBe(socialCardSize.width);
    expect(card.bytes.readUInt32BE(20)).toBe(socialCardSize.height);
    const dist = parseHtml(await readFile(path.join(distDir(), "index.html"), "utf8"));
    expect(dist.querySelector('meta[property="og:image"]')?.getAttribute("content")).toMatch(
      new RegExp(`/${card.image.path.replace(/\./g, "\\.")}$`),
    );
  });

  it("leaves no file in dist/ that nothing references", async () => {
    const dir = distDir();
    const files = Object.keys(await hashTree(dir));
    // Read by hosts and crawlers by name rather than through a link.
    const conventional = new Set([
      ...locales.map((code) => localeOutput(code, "404.html")),
      "robots.txt",
      "_headers",
      "_redirects",
      ".nojekyll",
    ]);
    const texts = await Promise.all(
      files.filter((file) => /\.(html|txt|xml)$/.test(file)).map((file) => readFile(path.join(dir, file), "utf8")),
    );
    const referenced = (file: string) => texts.some((text) => text.includes(`/${file.replace(/index\.html$/, "")}`));
    expect(files.filter((file) => !conventional.has(file) && !referenced(file))).toEqual([]);
  });

  it("replaces the previous dist/ whole, leaving no stale file behind", async () => {
    const dir = outDir("replace");
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "stale.html"), "old");
    await buildInto(dir, { env: {} });
    expect(Object.keys(await hashTree(dir))).not.toContain("stale.html");
  });

  it("is reproducible: two builds of the same sources are byte-identical", async () => {
    const env = { SOURCE_DATE_EPOCH: "1767225600" };
    await buildInto(outDir("first"), { env });
    await buildInto(outDir("second"), { env });
    expect(await hashTree(outDir("second"))).toEqual(await hashTree(outDir("first")));
  });

  it("on launch day links every download control to the App Store through Apple's badge, copied under assets/, from the environment and the badge file alone", async () => {
    const url = "https://apps.apple.com/app/swipeclean/id1234567890";
    const fixture = await launchFixture();
    try {
      await buildInto(outDir("launched"), {
        env: { APP_STORE_STATE: "live", APP_STORE_URL: url, APP_STORE_ID: "1234567890" },
        launch: fixture,
      });
      for (const file of ["index.html", "privacy/index.html", "support/index.html"]) {
        const doc = parseHtml(await readFile(path.join(outDir("launched"), file), "utf8"));
        const link = doc.querySelector(".site-header a.download-button");
        expect(link?.getAttribute("href")).toBe(url);
        const badge = link?.querySelector("img")?.getAttribute("src") ?? "";
        expect(await readFile(path.join(outDir("launched"), badge), "utf8")).toBe(
          await readFile(path.join(fixture.assetsDir, "app-store/live-black.svg"), "utf8"),
        );
        expect(doc.querySelector('meta[name="apple-itunes-app"]')?.getAttribute("content")).toBe("app-id=1234567890");
      }
    } finally {
      await fixture.dispose();
    }
  });

  it("puts every link under the base path when one is configured", async () => {
    await buildInto(outDir("based"), { env: { SITE_BASE_PATH: "/photo-cleaner/" } });
    const html = await readFile(path.join(outDir("based"), "404.html"), "utf8");
    const doc = parseHtml(html);
    expect(doc.querySelector(".not-found a")?.getAttribute("href")).toBe("/photo-cleaner/");
    expect(doc.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href")).toBe("/photo-cleaner/apple-touch-icon.png");
    expect(
      JSON.parse(doc.querySelector('script[type="speculationrules"]')?.textContent ?? "").prerender[0].where.href_matches,
    ).toContainEqual({
      pathname: "/photo-cleaner/privacy/",
    });
  });
});
