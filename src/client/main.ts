import { measureBars } from "./bars.ts";
import { showPrerenderedPagesAtOnce } from "./crossFade.ts";
import { initFaq } from "./faq.ts";
import { initMenu } from "./menu.ts";
import { logMissingPath } from "./notFound.ts";
import { initPreview } from "./preview.ts";
import { printEveryAnswer } from "./printAnswers.ts";
import { initScreens } from "./screens.ts";
import { initYear } from "./year.ts";

type Behaviour = (doc: Document) => void;

// Named by hand: minification renames functions.
const behaviours: readonly [string, Behaviour][] = [
  ["menu", initMenu],
  ["bars", measureBars],
  ["faq", initFaq],
  ["faq printing", printEveryAnswer],
  ["screenshot strip", initScreens],
  ["preview video", initPreview],
  ["year", initYear],
  ["404 log", logMissingPath],
  ["cross-fade", showPrerenderedPagesAtOnce],
];

/**
 * Each behaviour runs on its own: one that fails leaves the others working, and the page
 * keeps its no-JavaScript behaviour. Nothing is thrown to the console.
 */
function start(): void {
  for (const [name, behaviour] of behaviours) {
    try {
      behaviour(document);
    } catch (error) {
      console.warn(`The ${name} enhancement was skipped:`, error);
    }
  }
}

// Inlined as a module last in <body>: the document is parsed by the time this runs.
start();
