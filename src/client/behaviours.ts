/**
 * Every behaviour the client script can add, by the name its warning uses when it fails: the
 * module under src/client/ and the function it exports. Each page's script bundles only those
 * its page needs (src/pages/registry.ts), so a page carries no code for what it does not have.
 */
const behaviourModules = {
  menu: ["menu.ts", "initMenu"],
  bars: ["bars.ts", "measureBars"],
  faq: ["faq.ts", "initFaq"],
  "faq printing": ["print-answers.ts", "printEveryAnswer"],
  "screenshot strip": ["screens.ts", "initScreens"],
  "preview video": ["preview-video.ts", "initPreview"],
  "ended events": ["ended-events.ts", "hideEndedEvents"],
  year: ["year.ts", "initYear"],
  "404 log": ["not-found.ts", "logMissingPath"],
  "cross-fade": ["cross-fade.ts", "showPrerenderedPagesAtOnce"],
  "offer code": ["offer-code.ts", "initOfferCode"],
} as const;

export type BehaviourName = keyof typeof behaviourModules;

/** The key of a page's script: its behaviours, in order. */
export const scriptKey = (names: readonly BehaviourName[]) => names.join("+");

/** The source of the script that runs `names`, bundled by esbuild from src/client/. */
export function scriptEntry(names: readonly BehaviourName[]): string {
  const imports = names.map((name, index) => `import { ${behaviourModules[name][1]} as b${index} } from "./${behaviourModules[name][0]}";`);
  const list = names.map((name, index) => `[${JSON.stringify(name)}, b${index}]`).join(", ");
  return [`import { start } from "./start.ts";`, ...imports, `start([${list}]);`].join("\n");
}
