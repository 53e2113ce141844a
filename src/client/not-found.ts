/** The 404 page is one static file for every unknown path, so only the browser knows which path was asked for. */
export function logMissingPath(doc: Document): void {
  if (!doc.querySelector("[data-not-found]")) return;
  console.warn("404: no page at", doc.location.pathname);
}
