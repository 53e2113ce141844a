/**
 * The performance budgets. `npm run bench` reports every figure against these; the request
 * count and byte budgets, which are deterministic, are also asserted by weight.browser.test.ts
 * so that a regression fails CI. Timings are judged against the floor the bench measures in
 * the same run (scripts/bench/floor.ts), so a busy machine slows both alike.
 */
export const budgets = {
  /** The document is all a first view fetches (the default build). */
  requestsPerFirstView: 1,
  /** HTML plus everything loaded on first view, gzip -9: TCP's initial window is ~14.6 KB. */
  firstViewGzipBytes: 14_000,
  /** The inlined client script, gzip -9. */
  clientScriptGzipBytes: 1_500,
  /** Requests that may block rendering besides the document itself. */
  renderBlockingRequests: 0,
  thirdPartyRequests: 0,
  lighthousePerformance: 100,
  /** FCP and LCP may each be at most this many times the floor page's (median of 3). */
  paintToFloorRatio: 1.1,
  /** LCP may trail FCP by this much more than the floor page's LCP trails its own FCP. */
  lcpAfterFcpOverFloorMs: 20,
  /** A click on a prerendered header link may show the next page this much later than the floor pair. */
  navigationOverFloorMs: 20,
  /** npm run build: everything up to the rendered files, and the whole build with its type-check. */
  renderMs: 1_000,
  buildWallMs: 2_000,
  /** npm run dev: from saving a file to the open page showing the change. */
  devEditToVisibleMs: 500,
  /** Launch day, with 10 screenshots and a video (scripts/testing/launch-fixtures.ts). */
  launch: {
    /** The HTML and the hero's screenshot at Lighthouse's mobile size and pixel ratio. */
    heroAndHtmlBytes: 60_000,
    largestContentfulPaintMs: 1_200,
    cumulativeLayoutShift: 0,
    belowTheFoldImageRequests: 0,
    /** Encoding every screenshot, as a host's first build does; and again with the cache. */
    coldBuildMs: 15_000,
    warmBuildMs: 1_500,
  },
} as const;
