/**
 * The performance budgets. `npm run bench` reports every figure against these; the request
 * count and byte budgets, which are deterministic, are also asserted by weight.browser.test.ts so that
 * a regression fails CI.
 */
export const budgets = {
  /** The document is all a first view fetches. */
  requestsPerFirstView: 1,
  /** HTML plus everything loaded on first view, gzip -9: TCP's initial window is ~14.6 KB. */
  firstViewGzipBytes: 14_000,
  /** The inlined client script, gzip -9. */
  clientScriptGzipBytes: 1_500,
  /** Requests that may block rendering besides the document itself. */
  renderBlockingRequests: 0,
  thirdPartyRequests: 0,
  lighthousePerformance: 100,
  /** FCP and LCP must stay below these (median of 3); the bench also reports the distance to the 650 ms target. */
  firstContentfulPaintMs: 700,
  largestContentfulPaintMs: 700,
  paintTargetMs: 650,
  /** LCP may trail FCP by this much at most: the largest paint is the first. */
  lcpAfterFcpMs: 20,
  /** From a click on a header link to the next page's first paint, when it was prerendered. */
  prerenderedNavigationMs: 100,
  buildWallMs: 1_000,
  /** npm run dev: from saving a file to the open page showing the change. */
  devEditToVisibleMs: 500,
} as const;
