import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { badgeDisplayHeight } from "./badge.ts";
import { parseHtml } from "../../testing/dom.ts";
import { launchFixture } from "../../testing/launch-fixtures.ts";
import { buildFailure, buildInto, scratchFolder } from "../../testing/rendered-site.ts";
import type { TestSite } from "../../testing/rendered-site.ts";
import { english as en, publishedLocales, siteCopy } from "../../testing/site-copy.ts";
import { live, playStoreUrl } from "../../testing/store-records.ts";
import { localeOutput } from "../../../src/routing/languages.ts";
import { defaultLocale } from "../../../src/site.ts";
import { variantBase } from "../../../src/content/variants.ts";

const scratch = await scratchFolder();
const locales = publishedLocales();
const failure = (env: Record<string, string>, launch: TestSite["launch"]) => buildFailure({ env, launch });

const smallPng = await sharp({ create: { width: 360, height: 120, channels: 3, background: "#000000" } })
  .png()
  .toBuffer();

describe("Apple's badge, for the pre-order and live states", () => {
  it("stops the build when the file is missing, saying where to get it and where to put it", async () => {
    const bare = await launchFixture({ badges: false });
    try {
      for (const state of ["live", "pre-order"] as const) {
        const words = en.store[state].badgeWords;
        const message = await failure({ ...live, APP_STORE_STATE: state }, bare);
        expect(message).toContain(`APP_STORE_STATE is "${state}", which shows Apple's "${words}" badge`);
        expect(message).toContain(`app-store/${state}-black.svg is missing`);
        expect(message).toContain("https://developer.apple.com/app-store/marketing/guidelines/");
      }
    } finally {
      await bare.dispose();
    }
  });

  it.each([
    ["an empty file", "live-black.svg", Buffer.alloc(0), "is empty"],
    ["a file that is neither SVG nor PNG", "live-black.svg", Buffer.from("GIF89a not a badge"), "is neither an SVG nor a PNG"],
    [
      "a square image",
      "live-black.svg",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"/>'),
      "is 40 × 40, not a badge's proportions",
    ],
    [
      "an SVG that draws no paths",
      "live-black.svg",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40"/></svg>'),
      "is an SVG with no paths in it",
    ],
    [
      "a PNG too small for a 3x screen",
      "live-black.png",
      smallPng,
      `is 120 px high, too small to stay sharp on a 3x iPhone screen, where it is shown ${badgeDisplayHeight} px high`,
    ],
  ])("stops the build on %s, saying where to get Apple's badge", async (_name, file, bytes, says) => {
    const fixture = await launchFixture({ badges: file.endsWith(".svg") });
    try {
      await writeFile(path.join(fixture.assetsDir, "app-store", file), bytes);
      const message = await failure(live, fixture);
      expect(message).toContain(says);
      expect(message).toContain("https://developer.apple.com/app-store/marketing/guidelines/");
    } finally {
      await fixture.dispose();
    }
  });

  it("takes a PNG badge as well, with its own size", async () => {
    const fixture = await launchFixture({ badges: false });
    try {
      await sharp({ create: { width: 432, height: 144, channels: 3, background: "#000000" } })
        .png()
        .toFile(path.join(fixture.assetsDir, "app-store/live-black.png"));
      const outDir = path.join(scratch, "png-badge");
      await buildInto(outDir, { env: live, launch: fixture });
      const image = parseHtml(await readFile(path.join(outDir, "index.html"), "utf8")).querySelector(".hero .download-button img");
      expect([image?.getAttribute("src"), image?.getAttribute("width"), image?.getAttribute("height")]).toEqual([
        expect.stringMatching(/\.png$/),
        "432",
        "144",
      ]);
    } finally {
      await fixture.dispose();
    }
  });
});

describe("Apple's badge in each language", () => {
  // One language of the site's, other than the default, gets a badge of its own; the rest show English's.
  const own = locales.find((code) => code !== defaultLocale);

  it.skipIf(!own)(
    "shows a locale's own badge where the owner saved one, named by its words, and the English one elsewhere, its words marked English, saying so once",
    async () => {
      const localized = own as string;
      const fixture = await launchFixture();
      const warnings: string[] = [];
      const warn = vi.spyOn(console, "warn").mockImplementation((message: string) => void warnings.push(message));
      try {
        await mkdir(path.join(fixture.assetsDir, "app-store", localized));
        await writeFile(
          path.join(fixture.assetsDir, "app-store", localized, "live-black.svg"),
          await readFile(path.join(fixture.assetsDir, "app-store/live-black.svg")),
        );
        const outDir = path.join(scratch, "localized-badge");
        await buildInto(outDir, { env: live, launch: fixture });
        const shown = (code: string) =>
          readFile(path.join(outDir, localeOutput(code, "index.html")), "utf8").then((html) =>
            parseHtml(html).querySelector(".site-header .download-button img"),
          );
        const badges = await Promise.all(locales.map(async (code) => ({ code, badge: await shown(code) })));
        const english = badges.find(({ code }) => code === defaultLocale)?.badge;
        for (const { code, badge } of badges.filter(({ code }) => code !== defaultLocale)) {
          if (code === localized) {
            expect(badge?.getAttribute("src")).toMatch(new RegExp(`^/assets/app-store-${localized}-live-black\\.`));
            expect(badge?.getAttribute("alt")).toBe(siteCopy(localized).store.live.badgeWords);
            expect(badge?.hasAttribute("lang")).toBe(false);
          } else {
            expect(badge?.getAttribute("src"), code).toBe(english?.getAttribute("src"));
            expect(badge?.getAttribute("alt"), code).toBe(en.store.live.badgeWords);
            expect(badge?.getAttribute("lang"), code).toBe(defaultLocale);
          }
        }
        // Named are the languages without a badge of their own, but a variant of English (en-GB), whose badge English's is.
        const withoutTheirs = locales.filter((code) => code !== defaultLocale && code !== localized && !variantBase(code, [defaultLocale]));
        expect(warnings).toEqual(
          withoutTheirs.length
            ? [
                expect.stringMatching(
                  new RegExp(
                    `^App Store badge: ${withoutTheirs.join(", ")} show the English badge; save the badge in that language as .*app-store/<locale>/live-black\\.svg`,
                  ),
                ),
              ]
            : [],
        );
      } finally {
        warn.mockRestore();
        await fixture.dispose();
      }
    },
  );
});

describe("Google's badge and the proof", () => {
  it("stop the build for Google's badge missing once PLAY_STORE_URL is set, saying where to get it", async () => {
    const bare = await launchFixture({ badges: false });
    try {
      const message = await failure({ PLAY_STORE_URL: playStoreUrl }, bare);
      expect(message).toContain(`PLAY_STORE_URL is set, which shows Google's "${en.store.googlePlay.badgeWords}" badge`);
      expect(message).toContain("google-play/badge.svg is missing");
      expect(message).toContain("https://play.google.com/intl/en_us/badges/");
    } finally {
      await bare.dispose();
    }
  });

  it("stop the build for a rating off the App Store's scale or read on a day to come, naming the file", async () => {
    const message = await failure({}, { proof: { rating: { value: 6, count: 10, readOn: "2999-01-01" }, reviews: [], press: [] } });
    expect(message).toContain("src/content/proof.json");
    expect(message).toContain("rating.value is 6; the App Store rates from 1 to 5");
    expect(message).toContain("rating.readOn is 2999-01-01, a day still to come");
  });
});
