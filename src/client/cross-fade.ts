/**
 * The stylesheet cross-fades between pages (`@view-transition`), which covers the wait for the
 * next page. A browser that prerenders (Chromium) has that page ready by the time of the click,
 * and there the transition only holds it back: 80–130 ms measured by `npm run bench`. So where
 * pages are prerendered the opt-in is withdrawn and the next page is shown at once. Safari,
 * which does not prerender, keeps the cross-fade (and so will Firefox, once it has one).
 */
export function showPrerenderedPagesAtOnce(doc: Document): void {
  if (!("prerendering" in doc) || typeof CSSViewTransitionRule !== "function") return;
  // The site's own inlined stylesheets only: another origin's sheet (an extension's) cannot be read.
  for (const style of doc.querySelectorAll("style")) if (style.sheet) withdrawViewTransitions(style.sheet);
}

function withdrawViewTransitions(owner: CSSStyleSheet | CSSGroupingRule): void {
  for (let index = owner.cssRules.length - 1; index >= 0; index -= 1) {
    const rule = owner.cssRules[index];
    if (rule instanceof CSSViewTransitionRule) owner.deleteRule(index);
    else if (rule instanceof CSSGroupingRule) withdrawViewTransitions(rule);
  }
}
