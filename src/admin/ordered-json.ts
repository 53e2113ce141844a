/**
 * A data file written back as our tools and editors write it: keys in the schema's order (Decap
 * CMS reads a file into Immutable maps, which forget the order of an object of more than eight
 * keys), two-space indentation and a final newline, so a save diffs only where words changed.
 */

/** Each object's keys in the schema's order; a list's items share one order. */
export interface KeyOrder {
  keys?: string[];
  children?: Record<string, KeyOrder>;
  items?: KeyOrder;
}

export function ordered(value: unknown, order: KeyOrder = {}): unknown {
  if (Array.isArray(value)) return value.map((item) => ordered(item, order.items));
  if (!value || typeof value !== "object") return value;
  const object = value as Record<string, unknown>;
  const known = (order.keys ?? []).filter((key) => key in object);
  const rest = Object.keys(object).filter((key) => !known.includes(key));
  return Object.fromEntries([...known, ...rest].map((key) => [key, ordered(object[key], order.children?.[key])]));
}

export const orderedJsonText = (value: unknown, order: KeyOrder) => `${JSON.stringify(ordered(value, order), null, 2)}\n`;
