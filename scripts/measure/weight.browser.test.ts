import { describe, expect, it } from "vitest";
import { budgets } from "./budgets.ts";
import { useBrowserAndServer } from "../testing/browser.ts";
import { distDir } from "../testing/dist.ts";
import { visitablePages } from "../testing/pages.ts";
import { renderWith } from "../testing/rendered-site.ts";
import { firstViewWeight } from "./weight.ts";

const chromium = useBrowserAndServer();
// What the owner listed that a first view may show, by the file the build made of it: the hero
// phone's first screenshot (in any of its formats), the preview video's poster and the stores'
// badges. Every other screenshot is lazy, and nothing else is fetched: the page is one request.
const { launch } = await renderWith();
const listedMedia = new Set(
  [
    ...(launch.screenshots[0]?.sources.flatMap((source) => source.files.map((file) => file.path)) ?? []),
    launch.video?.poster.path,
    ...[...Object.values(launch.badges), ...Object.values(launch.playBadges)].flatMap((badge) => [badge.black.path, badge.white?.path]),
  ].filter((file): file is string => Boolean(file)),
);
const hasMedia = launch.screenshots.length > 0 || Boolean(launch.video);
const listed = (url: string) => [...listedMedia].some((file) => new URL(url).pathname.endsWith(`/${file.replace(/^\//, "")}`));

describe.each(visitablePages(distDir()))("the first view of $name", ({ path, name }) => {
  it("is one request of its own that fits the byte budgets: one round trip, one tiny script, nothing blocking, nothing third-party", async () => {
    const weight = await firstViewWeight(chromium.browser.playwright, `${chromium.server.origin}${path}`);
    const [documents, others] = [
      weight.requests.filter((request) => request.type === "document"),
      weight.requests.filter((request) => request.type !== "document"),
    ];
    expect(documents.length).toBe(1);
    expect(others.filter((request) => !listed(request.url)).map((request) => request.url)).toEqual([]);
    expect(documents[0].gzip).toBeLessThanOrEqual(budgets.firstViewGzipBytes);
    expect(weight.scriptCount).toBe(1);
    // The landing page carries the strip's and the video's behaviours once the owner lists them.
    expect(weight.scriptGzip).toBeLessThanOrEqual(
      hasMedia && name === "home" ? budgets.launch.clientScriptGzipBytes : budgets.clientScriptGzipBytes,
    );
    expect(weight.renderBlocking).toEqual([]);
    expect(weight.thirdParty).toEqual([]);
  });
});
