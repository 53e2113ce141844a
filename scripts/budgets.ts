/**
 * The performance budgets (issue: "Speed and weight at the physical limit"). `npm run bench`
 * reports every figure against these; the byte budgets, which are deterministic, are also
 * asserted by weight.test.ts so that a regression fails CI.
 */
export const budgets = {
  /** HTML plus everything loaded on first view, gzip -9: TCP's initial window is ~14.6 KB. */
  firstViewGzipBytes: 14_000,
  clientScriptGzipBytes: 1_500,
  /** Requests that may block rendering besides the document itself. */
  renderBlockingRequests: 0,
  thirdPartyRequests: 0,
  lighthousePerformance: 100,
  firstContentfulPaintMs: 700,
  largestContentfulPaintMs: 700,
  buildWallMs: 1_000,
  /** npm run dev: from saving a file to the open page showing the change. */
  devEditToVisibleMs: 500,
} as const;
