/**
 * Regional variants: a language whose code extends another site language's (en-GB of en,
 * fr-CA of fr, zh-Hant-HK of zh-Hant) is a variant of it. Its file holds only what differs, and
 * every other string falls back to its base language's, string by string:
 * - a string replaces the base's;
 * - in a list whose entries have ids (the FAQ), an entry names its id and holds only what differs;
 * - a list without ids (a paragraph list, the feature cards) is replaced whole.
 */

const idOf = (value: unknown) =>
  value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string" ? (value as { id: string }).id : undefined;
const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);
const keyedList = (list: readonly unknown[]) => list.length > 0 && list.every((item) => idOf(item) !== undefined);

/** The site language a code is a variant of: its longest prefix of whole subtags among `codes`. */
export function variantBase(code: string, codes: readonly string[]): string | undefined {
  const subtags = code.split("-");
  for (let length = subtags.length - 1; length >= 1; length -= 1) {
    const base = subtags.slice(0, length).join("-");
    if (codes.includes(base)) return base;
  }
  return undefined;
}

/** A language's own value of a per-language map, else its base language's (es's for es-MX); undefined where neither has one. */
export function ownOrBase<T>(values: Readonly<Record<string, T | undefined>> | undefined, code: string): T | undefined {
  if (!values) return undefined;
  const base = variantBase(code, Object.keys(values));
  return values[code] ?? (base ? values[base] : undefined);
}

/**
 * The base's copy with a variant's differences laid over it: of the base's shape, as the
 * variant's own check (the copy's schema, nothing required) holds its differences to it.
 */
export const withDifferences = <Copy>(base: Copy, differences: unknown): Copy => laidOver(base, differences) as Copy;

function laidOver(base: unknown, differences: unknown): unknown {
  if (differences === undefined) return base;
  if (Array.isArray(base) && Array.isArray(differences) && keyedList(base)) {
    const byId = new Map(differences.map((entry) => [idOf(entry), entry]));
    return base.map((entry) => laidOver(entry, byId.get(idOf(entry))));
  }
  if (isObject(base) && isObject(differences)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [name, value] of Object.entries(differences)) merged[name] = name in base ? laidOver(base[name], value) : value;
    return merged;
  }
  return differences;
}

/** What a copy says that its base does not, in the variant file's shape (undefined where nothing differs). */
export function differencesFrom(base: unknown, copy: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(copy)) {
    if (!keyedList(base)) return JSON.stringify(base) === JSON.stringify(copy) ? undefined : copy;
    const byId = new Map(base.map((entry) => [idOf(entry), entry]));
    const entries = copy.flatMap((entry) => {
      const differing = differencesFrom(byId.get(idOf(entry)), entry);
      return differing === undefined ? [] : [{ id: idOf(entry), ...(differing as object) }];
    });
    return entries.length ? entries : undefined;
  }
  if (isObject(base) && isObject(copy)) {
    const entries = Object.entries(copy).flatMap(([name, value]) => {
      if (name === "id") return [];
      const differing = differencesFrom(base[name], value);
      return differing === undefined ? [] : [[name, differing] as const];
    });
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return base === copy ? undefined : copy;
}

/** The words for `locale`, else for the language it is a regional variant of (es for es-MX, zh-Hant for zh-Hant-HK). */
export const ownOrBaseText = (texts: Readonly<Record<string, string | undefined>>, locale: string): string | undefined =>
  ownOrBase(Object.fromEntries(Object.entries(texts).filter(([, text]) => text?.trim())), locale);
