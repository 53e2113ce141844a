/**
 * Launch day with the owner's real material, in Chromium: the screenshots at any count look
 * designed (the strip centred with no controls while they all fit, scrolling with them when
 * not), and the hero's labels never cover the central 60% of a real screenshot. With
 * `npm run screenshots`, screenshots of each count at a phone's and a desktop's width go to the
 * launch-day contact sheet.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { starFillEnd } from "../../../src/components/Stars.tsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildInto } from "../rendered-site.ts";
import { serveStatic } from "../../serve/static-server.ts";
import type { StaticServer } from "../../serve/static-server.ts";
import { axeViolations, sharedChromium, visit } from "../browser.ts";
import type { PlaywrightEngine } from "../browser.ts";
import { launchFixture, sampleProof } from "../launch-fixtures.ts";
import { readingProblems } from "../reading-problems.ts";
import { playStoreUrl, storeAppId, storeRecordsDir, storeUrl } from "../store-records.ts";
import type { LaunchFixture } from "../launch-fixtures.ts";
import { launchDayCounts, launchDayWidths, screenshotRoot, screenshotsWanted } from "../screenshot-files.ts";

/** The servers' key for the build with everything on. */
const everythingBuild = 0;

const state = { servers: new Map<number, StaticServer>() } as {
  browser: PlaywrightEngine;
  fixture: LaunchFixture;
  root: string;
  servers: Map<number, StaticServer>;
};

beforeAll(async () => {
  state.fixture = await launchFixture({ screenshots: Math.max(...launchDayCounts), video: true });
  state.root = await mkdtemp(path.join(os.tmpdir(), "site-launch-day-"));
  state.browser = await sharedChromium();
  const env = { APP_STORE_STATE: "live", APP_STORE_URL: storeUrl };
  // The largest first: it encodes every screenshot, and the others take theirs from the cache.
  for (const count of [...launchDayCounts].sort((a, b) => b - a)) {
    const launch = { assetsDir: state.fixture.assetsDir, screenshots: state.fixture.screenshots.slice(0, count) };
    const built = await buildInto(path.join(state.root, String(count)), { env, launch });
    state.servers.set(count, await serveStatic(built.outDir));
  }
  // Everything at once: both stores' badges, the proof, three screenshots, the video and the App Store's record (what's new).
  const launch = {
    assetsDir: state.fixture.assetsDir,
    screenshots: state.fixture.screenshots.slice(0, 3),
    previewVideo: state.fixture.previewVideo,
    proof: sampleProof,
    storeDir: storeRecordsDir,
  };
  const everything = await buildInto(path.join(state.root, "everything"), {
    env: { ...env, APP_STORE_ID: storeAppId, PLAY_STORE_URL: playStoreUrl },
    launch,
  });
  state.servers.set(everythingBuild, await serveStatic(everything.outDir));
  await mkdir(path.join(screenshotRoot, "chromium"), { recursive: true });
}, 300_000);

afterAll(async () => {
  await Promise.all([...state.servers.values()].map((server) => server.close()));
  await state.fixture?.dispose();
  if (state.root) await rm(state.root, { recursive: true, force: true });
});

const open = (count: number, width: number) =>
  visit(state.browser, `${state.servers.get(count)?.origin}/`, { width, height: 900, reducedMotion: "reduce" });

/** The strip as a visitor meets it: how far its screenshots sit off centre, whether it scrolls, and whether its controls show. */
const stripReport = (page: Page) =>
  page.locator("[data-screens]").evaluate((strip: HTMLElement) => {
    const list = strip.querySelector("ul")?.getBoundingClientRect() as DOMRect;
    const box = strip.getBoundingClientRect();
    const controls = strip.parentElement?.querySelector(".screens__controls") as HTMLElement | null;
    return {
      offCentre: Math.abs(list.left + list.width / 2 - (box.left + box.width / 2)),
      scrolls: strip.scrollWidth > strip.clientWidth + 1,
      controlsShown: Boolean(controls && controls.getBoundingClientRect().height > 0),
      inTabOrder: strip.tabIndex === 0,
    };
  });

describe("the screenshot strip at every count", () => {
  it.each(launchDayWidths)(
    "at %i px, is centred with no controls while its screenshots fit, and scrolls with them when not",
    async (width) => {
      for (const count of launchDayCounts) {
        const { page, close, failures } = await open(count, width);
        const strip = page.locator("[data-screens]");
        if (count === 1) {
          expect(await strip.count(), "one screenshot fills the hero's phone, with no strip").toBe(0);
        } else {
          await strip.scrollIntoViewIfNeeded();
          const report = await stripReport(page);
          if (report.scrolls) {
            expect(report, `${count} screenshots`).toMatchObject({ controlsShown: true, inTabOrder: true });
          } else {
            expect(report.offCentre, `${count} screenshots, off centre`).toBeLessThanOrEqual(1);
            expect(report, `${count} screenshots`).toMatchObject({ controlsShown: false, inTabOrder: false });
          }
          if (count <= 2) expect(report.scrolls, `${count} screenshots fit`).toBe(false);
          if (count === 10) expect(report.scrolls, "ten screenshots do not fit").toBe(true);
        }
        if (screenshotsWanted())
          await page.screenshot({
            path: path.join(screenshotRoot, "chromium", `strip-${count}-${width}.png`),
            fullPage: false,
            clip: await sheetClip(page, count),
          });
        // Lazy screenshots still loading when the next count's page replaces this one are aborted, not broken.
        expect(failures.filter((failure) => !failure.endsWith("net::ERR_ABORTED"))).toEqual([]);
        await close();
      }
    },
  );
});

/** The part of the page that shows the screenshots: the strip, or the hero where there is none. */
async function sheetClip(page: Page, count: number) {
  const section = page.locator(count === 1 ? ".hero" : ".screens");
  await section.scrollIntoViewIfNeeded();
  const box = await section.boundingBox();
  if (!box) throw new Error("nothing to take");
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  return { x: 0, y: Math.max(0, box.y), width: viewport.width, height: Math.min(box.height, viewport.height - Math.max(0, box.y)) };
}

describe("the hero's floating labels", () => {
  it("sit beside or under the phone at every width, off the central 60% of its real screenshot, and on the screen", async () => {
    const { page, close } = await open(2, 1440);
    for (const width of [320, 390, 600, 900, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const { screen, labels } = await page.evaluate(() => {
        const rect = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
        return {
          screen: rect(document.querySelector(".phone-mockup img") as Element),
          labels: Array.from(document.querySelectorAll(".floating-label"), rect),
        };
      });
      const central = {
        left: screen.left + screen.width * 0.2,
        right: screen.right - screen.width * 0.2,
        top: screen.top + screen.height * 0.2,
        bottom: screen.bottom - screen.height * 0.2,
      };
      expect(labels).toHaveLength(3);
      for (const label of labels) {
        expect(label.width * label.height, `at ${width} px, every label is shown`).toBeGreaterThan(0);
        const overlaps =
          label.left < central.right && label.right > central.left && label.top < central.bottom && label.bottom > central.top;
        expect(
          overlaps,
          `at ${width} px, a label at ${Math.round(label.left)}–${Math.round(label.right)} × ${Math.round(label.top)}–${Math.round(label.bottom)} covers the screenshot's centre`,
        ).toBe(false);
        expect(label.left, `at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(label.right, `at ${width} px`).toBeLessThanOrEqual(width);
      }
      if (screenshotsWanted() && (launchDayWidths as readonly number[]).includes(width))
        await page.locator(".hero").screenshot({ path: path.join(screenshotRoot, "chromium", `hero-shot-${width}.png`) });
    }
    await close();
  });
});

/** The pages launch day changes: the landing page's badges, strip and proof, the press kit's screenshots, what's new. */
const launchRoutes = ["/", "/press/", "/whats-new/"];

describe("both stores' badges and the proof on a phone", () => {
  // 160 CSS px: Safari's 200% text on a 320 px phone.
  it.each([160, 320, 390])(
    "at %i px, leave nothing scrolling sideways, cut off or out of reach, and the download bar one row high",
    async (width) => {
      const { page, enginePage, close } = await visit(state.browser, `${state.servers.get(everythingBuild)?.origin}/`, {
        width,
        height: 640,
        isMobile: true,
        hasTouch: true,
        reducedMotion: "reduce",
      });
      for (const route of launchRoutes) {
        await page.goto(`${state.servers.get(everythingBuild)?.origin}${route}`);
        expect(await readingProblems(enginePage), route).toEqual([]);
      }
      await page.goto(`${state.servers.get(everythingBuild)?.origin}/`);
      const bar = await page.locator(".download-bar").evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        badges: Array.from(element.querySelectorAll("img")).filter((image) => image.getBoundingClientRect().width > 0).length,
      }));
      // Both where they fit one row; below 280 px Apple's alone.
      expect(bar.badges).toBe(width < 280 ? 1 : 2);
      expect(bar.height, "one row: the badges, 40 px high, and the bar's padding").toBeLessThan(80);
      // Apple's minimum, however narrow the screen.
      const heights = await page
        .locator(".download-button__badge")
        .evaluateAll((images) => images.map((image) => image.getBoundingClientRect().height).filter((height) => height > 0));
      for (const height of heights) expect(height).toBeGreaterThanOrEqual(40);
      await close();
    },
  );
});

describe("launch day with everything on", () => {
  it("has no axe-core violations in the light or the dark scheme, on desktop and phone: badges, strip, video control, proof, press screenshots and what's new", async () => {
    for (const width of [1280, 390]) {
      const { page, close } = await visit(state.browser, `${state.servers.get(everythingBuild)?.origin}/`, {
        width,
        height: 900,
        bypassCSP: true,
        reducedMotion: "reduce",
      });
      for (const route of launchRoutes) {
        await page.goto(`${state.servers.get(everythingBuild)?.origin}${route}`);
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          expect(await axeViolations(page), `${route}, ${colorScheme}, ${width} px`).toEqual([]);
        }
      }
      await close();
    }
  });
});

describe("the rating's stars in forced colours", () => {
  it("fill to the rating its words say, the last star partly, in the system's text colour", async () => {
    const { page, close } = await visit(state.browser, `${state.servers.get(everythingBuild)?.origin}/whats-new/`, {
      width: 390,
      height: 844,
      forcedColors: "active",
      deviceScaleFactor: 4,
    });
    const said = (await page.locator(".whats-new__rating strong").textContent()) ?? "";
    const rating = Number(/\d+(?:[.,]\d+)?/.exec(said)?.[0].replace(",", "."));
    // As drawn on the screen: the columns whose colour is nearer the text's than the background's.
    const { data, info } = await sharp(await page.locator(".whats-new__rating .stars").screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3);
    const background = at(0, 0);
    const distance = (pixel: Buffer) => Math.max(...[0, 1, 2].map((channel) => Math.abs(pixel[channel] - background[channel])));
    let [end, strongest] = [0, 0];
    for (let x = 0; x < info.width; x += 1) for (let y = 0; y < info.height; y += 1) strongest = Math.max(strongest, distance(at(x, y)));
    for (let x = 0; x < info.width; x += 1) for (let y = 0; y < info.height; y += 1) if (distance(at(x, y)) > strongest * 0.75) end = x + 1;
    expect(strongest, "the stars stand out from the background").toBeGreaterThan(200);
    expect(
      Math.abs((end / info.width) * 100 - starFillEnd(rating)),
      `${said}: filled to ${(end / info.width) * 100} of 100`,
    ).toBeLessThanOrEqual(1);
    await close();
  });
});
