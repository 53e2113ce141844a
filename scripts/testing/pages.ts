import { pageName, pages } from "../../src/pages/registry.ts";

/** Every page of the registry as a visitor reaches it; the 404 page through a path that does not exist. */
export const visitablePages = pages.map((page) => ({
  name: pageName(page.route),
  path: page.route || "/no/such/page",
  chrome: page.chrome,
}));
