import { pagesIn } from "../testing/pages.ts";
import { settingsFor } from "../testing/site-copy.ts";
import path from "node:path";
import { LinkChecker } from "linkinator";
import { describe, expect, it } from "vitest";
import { distDir } from "../testing/dist.ts";

/** The pages the build publishes. */
const pages = pagesIn(distDir());

describe("every link in dist/", () => {
  it("resolves, fragments such as /#features and /#faq included", async () => {
    const site = settingsFor({});
    const dir = distDir();
    const isThisBuild = (link: string) => link.startsWith(site.url) || ["localhost", "127.0.0.1"].includes(new URL(link).hostname);
    const result = await new LinkChecker().check({
      serverRoot: dir,
      // From the home and 404 pages, and the pages no page links to (a custom product page's, an offer's): campaigns lead there.
      path: ["index.html", "404.html", ...pages.filter((entry) => entry.productPage || entry.offer).map((entry) => entry.route.slice(1))],
      recurse: true,
      checkFragments: true,
      directoryListing: false,
      // Canonical and sitemap URLs name the public origin; check them against this build.
      urlRewriteExpressions: [{ pattern: new RegExp(`^${site.url.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`), replacement: "/" }],
      // What lies beyond this build (the App Store page of an in-app event) is no file of it, and no test reaches the network.
      linksToSkip: async (link) => link.startsWith("mailto:") || (/^https?:/.test(link) && !isThisBuild(link)),
    });
    const broken = result.links.filter((link) => link.state === "BROKEN").map((link) => `${link.url} (from ${link.parent})`);
    expect(broken).toEqual([]);
    const checked = result.links.filter((link) => link.state === "OK").map((link) => link.url);
    // linkinator reports URLs relative to its server root.
    const pageUrls = pages.map((entry) => (entry.route ? entry.route.slice(1) || "index.html" : entry.output));
    expect(checked).toEqual(expect.arrayContaining([...pageUrls, "apple-touch-icon.png"]));
  });

  it("would catch a link to a fragment that does not exist", async () => {
    const result = await new LinkChecker().check({
      path: path.join(import.meta.dirname, "../testing/fixtures/broken-fragment.html"),
      checkFragments: true,
    });
    expect(result.links.filter((link) => link.state === "BROKEN").map((link) => link.url)).toEqual([expect.stringContaining("#nowhere")]);
  });
});
