/**
 * The performance budgets and goals. `npm run bench` judges every figure against these; the
 * request count and byte budgets, which are deterministic, are also asserted by
 * weight.browser.test.ts so that a regression fails CI.
 *
 * A budget is pass/fail, and judged so that runs on one commit agree: timings as ratios to the
 * floor measured in the same run (scripts/measure/floor.ts), medians, and paints a visitor waits
 * for from real Chromium rather than from Lighthouse's simulation. A goal is an ambition the
 * site does not meet on every run yet: printed beside the budgets, never failing the bench.
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
  /** Lighthouse's performance score, median of 3 rounds. */
  lighthousePerformance: 95,
  // The slowed-CPU first paint is held to its own baseline (paint-baseline.json beside this
  // file, by page and by part), so a regression fails the bench; 1.25 × the floor is a goal.
  /** Lighthouse's FCP and LCP (simulated throttling) at most this many times the floor page's (medians of 3). */
  fcpToFloorRatio: 1.1,
  lcpToFloorRatio: 1.1,
  /** A click on a prerendered header link to the next page's paint, at most this many times the floor pair's. */
  navigationToFloorRatio: 3,
  /** npm run build: everything up to the rendered files, and the whole build with its type-check. */
  renderMs: 1_000,
  buildWallMs: 2_000,
  /** npm run dev: from saving a file to the open page showing the change. */
  devEditToVisibleMs: 500,
  /** Launch day, with 10 screenshots and a video (scripts/testing/launch-fixtures.ts). */
  launch: {
    /** The HTML and the hero's screenshot at Lighthouse's mobile size and pixel ratio. */
    heroAndHtmlBytes: 60_000,
    /** The landing page's inlined script with the strip's and the video dialog's behaviours, gzip -9 (2,083 B measured). */
    clientScriptGzipBytes: 2_500,
    /** Lighthouse's LCP (the hero's screenshot) to the floor page's. */
    lcpToFloorRatio: 1.5,
    cumulativeLayoutShift: 0,
    belowTheFoldImageRequests: 0,
    /** Encoding every screenshot, as a host's first build does; and again with the cache. */
    coldBuildMs: 15_000,
    warmBuildMs: 1_500,
  },
} as const;

export const goals = {
  lighthousePerformance: 100,
  /**
   * First contentful paint in real Chromium with its CPU slowed four times on the bench's mobile
   * network (scripts/measure/paint.ts), at most this many times the floor page's, on every page
   * in every language. Issue 40 showed it cannot be met without removing what the first view
   * shows, so it is an ambition; the baseline (paint-baseline.json) is the budget.
   */
  slowedPaintToFloorRatio: 1.25,
  /**
   * In real Chromium (scripts/measure/paint.ts), LCP trailing FCP by no more than on the floor
   * page. A long page paints progressively while it is parsed, slowed four times, so a larger
   * block may paint a frame or two after the first: what a visitor sees, and not yet met.
   */
  observedLcpAfterFcpOverFloorMs: 20,
  /** A prerendered page shown no later than the floor pair's next page plus this. */
  navigationOverFloorMs: 20,
  launchLargestContentfulPaintMs: 1_200,
} as const;
