/**
 * A JSON value as a translation platform or a tool might save it: keys in another order
 * (reversed, or sorted as `jq -S` and i18next-parser do), four spaces, every non-ASCII character
 * escaped, no final newline.
 */
export function resavedJson(value: unknown, { sortKeys = false } = {}): string {
  const reordered = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(reordered);
    if (!node || typeof node !== "object") return node;
    const entries = Object.entries(node);
    const ordered = sortKeys ? entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : entries.reverse();
    return Object.fromEntries(ordered.map(([key, item]) => [key, reordered(item)]));
  };
  return JSON.stringify(reordered(value), null, 4).replace(
    /[\u007f-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
