/**
 * The floor the bench measures our pages against: a page of a few hundred bytes, and a pair of
 * them linked with the same speculation rules as ours, served the same way in the same run. On
 * a busy machine every page slows down alike, so timings judged as a ratio to the floor's (and
 * a click as the floor pair's plus a margin) give the same verdict however busy the machine is.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const page = (title: string, body: string, rules = "") =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${rules}<body><h1>${title}</h1>${body}</body></html>`;

const prerenderNext = `<script type="speculationrules">{"prerender":[{"where":{"href_matches":"/next/"},"eagerness":"moderate"}]}</script>`;

export interface FloorSite {
  dir: string;
  /** The minimal page, for Lighthouse. */
  page: string;
  /** The pair for a click: from "/" through the link to "/next/". */
  pair: { from: string; to: string; link: string };
  dispose: () => Promise<void>;
}

export async function floorSite(): Promise<FloorSite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "site-floor-"));
  await mkdir(path.join(dir, "next"));
  await mkdir(path.join(dir, "floor"));
  await writeFile(
    path.join(dir, "floor/index.html"),
    page("Floor", "<p>The smallest page a host can serve: the floor the bench measures against.</p>"),
  );
  await writeFile(path.join(dir, "index.html"), page("From", '<p><a href="/next/">To the next page</a></p>', prerenderNext));
  await writeFile(path.join(dir, "next/index.html"), page("Next", "<p>The page a click shows.</p>"));
  await writeFile(path.join(dir, "404.html"), page("Not found", ""));
  return {
    dir,
    page: "/floor/",
    pair: { from: "/", to: "/next/", link: 'a[href="/next/"]' },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
