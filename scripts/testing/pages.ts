import { existsSync } from "node:fs";
import path from "node:path";
import { pageName, pages } from "../../src/pages/registry.ts";
import type { PageEntry } from "../../src/pages/registry.ts";

/** The registry's pages a build in `dir` published (a page made of a record there is none of is left out). */
export const pagesIn = (dir: string): PageEntry[] => pages.filter((page) => existsSync(path.join(dir, page.output)));

/** Each page of a build as a visitor reaches it; the 404 page through a path that does not exist. */
export const visitablePages = (dir: string) =>
  pagesIn(dir).map((page) => ({
    name: pageName(page.route),
    path: page.route || "/no/such/page",
    chrome: page.chrome,
  }));
