/**
 * The copy's strings by key, the names translators and the build's checks share: `hero.tagline`,
 * `features.0.title`, and `faq.entries.pricing.answer` for an entry that has an id, so a key
 * stays put when entries are reordered. The `id`s themselves name entries and are never shown.
 */

const idOf = (value: unknown) =>
  value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string" ? (value as { id: string }).id : undefined;

export function flatten(copy: unknown, prefix = ""): Map<string, string> {
  const strings = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") strings.set(key, value);
    else if (Array.isArray(value)) for (const [index, item] of value.entries()) walk(item, `${key}.${idOf(item) ?? index}`);
    else if (value && typeof value === "object") {
      for (const [name, item] of Object.entries(value)) if (name !== "id") walk(item, key ? `${key}.${name}` : name);
    }
  };
  walk(copy, prefix);
  return strings;
}

/** The copy with each string mapped by `map`, given its key, in the same shape (ids kept as they are). */
export function mapStrings(copy: unknown, map: (text: string, key: string) => string, prefix = ""): unknown {
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === "string") return map(value, key);
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${key}.${idOf(item) ?? index}`));
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, name === "id" ? item : walk(item, key ? `${key}.${name}` : name)]),
      );
    }
    return value;
  };
  return walk(copy, prefix);
}
