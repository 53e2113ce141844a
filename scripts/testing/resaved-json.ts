/**
 * A JSON value as a translation platform might save it: keys in reverse order, four spaces,
 * every non-ASCII character escaped, no final newline.
 */
export function resavedJson(value: unknown): string {
  const reversed = (node: unknown): unknown =>
    Array.isArray(node)
      ? node.map(reversed)
      : node && typeof node === "object"
        ? Object.fromEntries(
            Object.entries(node)
              .reverse()
              .map(([key, item]) => [key, reversed(item)]),
          )
        : node;
  return JSON.stringify(reversed(value), null, 4).replace(
    /[\u007f-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
