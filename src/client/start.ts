type Behaviour = (doc: Document) => void;

/**
 * Runs a page's behaviours, each on its own: one that fails leaves the others working, and the
 * page keeps its no-JavaScript behaviour. Nothing is thrown to the console. A page's script is
 * this call with only the behaviours the page needs (src/client/behaviours.ts).
 * It runs as a module, last in <body>: the document is parsed by the time it does.
 */
export function start(behaviours: readonly (readonly [name: string, behaviour: Behaviour])[]): void {
  for (const [name, behaviour] of behaviours) {
    try {
      behaviour(document);
    } catch (error) {
      console.warn(`The ${name} enhancement was skipped:`, error);
    }
  }
}
