/**
 * The performance budgets and goals. `npm run bench` judges every figure against these; the
 * request count and byte budgets, which are deterministic, are also asserted by
 * weight.browser.test.ts so that a regression fails CI.
 *
 * A budget is pass/fail, and judged so that runs on one commit agree: page timings as ratios to
 * the floor measured in the same run (scripts/measure/floor.ts), held to a baseline where this
 * machine's noise is wider than a fixed ratio allows (baseline.ts); medians. A goal is an
 * ambition the site does not meet on every run yet: printed apart, never failing the bench.
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
  /** Lighthouse's performance score, median of its rounds. */
  lighthousePerformance: 95,
  // Each page's first and largest paint on a slowed CPU and Lighthouse's FCP and LCP, as ratios
  // to the floor's, are held to a baseline (baseline.json beside this file, by page), so that a
  // regression fails the bench; fixed ratios for them are goals, since this machine's runs
  // cannot all meet them.
  /** A click on a prerendered header link to the next page's paint, at most this many times the floor pair's. */
  navigationToFloorRatio: 3,
  // The milliseconds below are this 2-core VM's (Node 26), whose speed moves by a fifth between
  // runs of one commit and more between days: each is the slowest of the quiet runs of
  // 2026-11-27 plus a fifth or more, so that a run fails on a regression and not on the machine.
  /** npm run build: everything up to the rendered files (1,159 to 1,330 ms), and the whole build with its type-check (2,002 to 2,364 ms). */
  renderMs: 1_600,
  buildWallMs: 3_000,
  /** npm run dev: from saving a file to the open page showing the change (414 to 563 ms). */
  devEditToVisibleMs: 700,
  /** Launch day, with 10 screenshots and a video (scripts/testing/launch-fixtures.ts). */
  launch: {
    /** The HTML and the hero's screenshot at Lighthouse's mobile size and pixel ratio. */
    heroAndHtmlBytes: 60_000,
    /**
     * Lighthouse's FCP and LCP of launch day's home page (screenshots, video, the App Store link's
     * QR code for a computer, an in-app event), medians of its rounds, over the floor page's: the
     * page every launch sends visitors to paints as soon as a page of a few hundred bytes does.
     * On a phone its largest paint is the headline: the hero's screenshot, a request of its own,
     * and the badge are fetched at low priority, which Lighthouse does not count against it.
     */
    lighthouseFcpToFloorRatio: 1.1,
    lighthouseLcpToFloorRatio: 1.25,
    /**
     * The bench's launch day (three languages, an event) is held to `firstViewGzipBytes`, one round
     * trip: 13,772 to 13,873 B gzip -9 in the quick runs of 2026-12-07 (the QR code an image of its
     * own, the stylesheets cut to the page's rules and the custom properties they read, one JPEG a
     * screenshot). The owner's variety (scripts/testing/owner-variety.ts: eight languages and
     * pseudo-locales linked from every page, proof, an event, long words) weighs 15,163 B, a second
     * round trip for its alternates and its languages' links; it is held here so that it grows no
     * further unseen (17,500 before).
     */
    ownersVarietyGzipBytes: 15_500,
    /** The landing page's inlined script with the strip's and the video dialog's behaviours, gzip -9 (2,083 B measured). */
    clientScriptGzipBytes: 2_500,
    cumulativeLayoutShift: 0,
    belowTheFoldImageRequests: 0,
    /** Encoding every screenshot, as a host's first build does (8,518 to 8,914 ms); and again with the cache (1,344 to 1,675 ms). */
    coldBuildMs: 15_000,
    warmBuildMs: 2_000,
  },
} as const;

export const goals = {
  lighthousePerformance: 100,
  /**
   * First contentful paint in real Chromium with its CPU slowed four times on the bench's mobile
   * network (scripts/measure/paint.ts), at most this many times the floor page's, on every page
   * in every language. Issue 40 showed it cannot be met without removing what the first view
   * shows, so it is an ambition; the baseline (baseline.json) is the budget.
   */
  slowedPaintToFloorRatio: 1.25,
  /**
   * Lighthouse's FCP and LCP (simulated throttling, median of 3) at most this many times the
   * floor page's. Its LCP counts every layout before the paint at four times its cost: a page the
   * parser takes in two pieces is laid out twice, which on this machine puts a landing page at
   * 1.14 to 1.21 on one run and under 1.10 on another.
   */
  lighthouseToFloorRatio: 1.1,
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
