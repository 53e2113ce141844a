import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { budgets } from "./budgets.ts";
import { serveStatic, sharedChromium } from "../testing/browser.ts";
import type { PlaywrightEngine, StaticServer } from "../testing/browser.ts";
import { distDir, varietyDistDir } from "../testing/dist.ts";
import { parseHtml } from "../testing/dom.ts";
import { visitablePages } from "../testing/pages.ts";
import { firstViewWeight } from "./weight.ts";
import { afterAll, beforeAll } from "vitest";

/**
 * What a first view may fetch besides the document, by the page's own markup: the images it
 * asks for at once (the hero's screenshot, the stores' badges), in any of their formats; the
 * video's poster, which its script asks for after the load; and an image it marks
 * loading="lazy", which a browser fetches ahead of the
 * visitor's scrolling, once the image is near the viewport (Chromium from 1,250 px away, more on
 * a slow connection), never before the page has loaded and never blocking its paint. Nothing
 * else: no stylesheet, font or script of its own.
 */
function imagesOf(html: string): { eager: Set<string>; lazy: Set<string> } {
  const doc = parseHtml(html);
  const files = (picture: Element) =>
    Array.from(picture.querySelectorAll("img, source")).flatMap((element) => [
      ...(element.getAttribute("src") ? [element.getAttribute("src") as string] : []),
      ...(element.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0]),
    ]);
  const [eager, lazy] = [new Set<string>(), new Set<string>()];
  for (const image of Array.from(doc.querySelectorAll("img"))) {
    const picture = image.parentElement?.tagName === "PICTURE" ? files(image.parentElement as Element) : [];
    const own = [
      image.getAttribute("src") ?? "",
      ...(image.getAttribute("srcset") ?? "").split(",").map((each) => each.trim().split(/\s+/)[0]),
    ];
    for (const file of [...picture, ...own].filter(Boolean)) (image.getAttribute("loading") === "lazy" ? lazy : eager).add(file);
  }
  for (const video of Array.from(doc.querySelectorAll("video[poster]"))) eager.add(video.getAttribute("poster") as string);
  // The preview's poster, which its script asks for once the page has loaded (src/client/preview-video.ts).
  for (const video of Array.from(doc.querySelectorAll("video[data-poster]"))) lazy.add(video.getAttribute("data-poster") as string);
  return { eager, lazy };
}

const builds = [
  { name: "the owner's site", dir: distDir },
  { name: "the owner's variety (screenshots at an App Store size, a video, live)", dir: varietyDistDir },
];

describe.each(builds)("the first view of each page of $name", ({ dir }) => {
  const state = {} as { browser: PlaywrightEngine; server: StaticServer };
  beforeAll(async () => {
    [state.browser, state.server] = await Promise.all([sharedChromium(), serveStatic(dir())]);
  });
  afterAll(() => state.server?.close());

  it.each(visitablePages(dir()))(
    "is one request of its own for $name that fits the byte budgets: one round trip, one tiny script, nothing blocking, nothing third-party, no image fetched ahead but a lazy one",
    async ({ path: route, landing }) => {
      const file = route === "/no/such/page" ? "404.html" : path.join(route, "index.html");
      const html = await readFile(path.join(dir(), file), "utf8");
      const { eager, lazy } = imagesOf(html);
      const weight = await firstViewWeight(state.browser.playwright, `${state.server.origin}${route}`);
      const [documents, others] = [
        weight.requests.filter((request) => request.type === "document"),
        weight.requests.filter((request) => request.type !== "document"),
      ];
      expect(documents.length).toBe(1);
      const fetched = others.map((request) => new URL(request.url).pathname);
      expect(fetched.filter((pathname) => !eager.has(pathname) && !lazy.has(pathname))).toEqual([]);
      expect(others.filter((request) => request.type !== "image").map((request) => request.url)).toEqual([]);
      // A landing page (the home page, a custom product page's) on launch day carries the strip, the video and their behaviours
      // where the owner lists them.
      const launch = lazy.size > 0 && landing;
      expect(documents[0].gzip).toBeLessThanOrEqual(launch ? budgets.launch.ownersVarietyGzipBytes : budgets.firstViewGzipBytes);
      expect(weight.scriptCount).toBe(1);
      expect(weight.scriptGzip).toBeLessThanOrEqual(launch ? budgets.launch.clientScriptGzipBytes : budgets.clientScriptGzipBytes);
      expect(weight.renderBlocking).toEqual([]);
      expect(weight.thirdParty).toEqual([]);
    },
  );
});
