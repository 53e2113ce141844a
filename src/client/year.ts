/** The copyright year is rendered at build time; correct it if the year has turned since. */
export function initYear(doc: Document): void {
  const year = String(new Date().getFullYear());
  for (const element of doc.querySelectorAll("[data-year]")) {
    if (element.textContent !== year) element.textContent = year;
  }
}
