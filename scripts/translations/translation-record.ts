/**
 * src/content/translated-from.json: what each language's translations were made from, by the
 * translation's own words, so that `translations status` can tell a translation English has
 * changed under since. Written with a line per translation.
 */
import { readFile, writeFile } from "node:fs/promises";
import { forTranslation, madeFrom } from "../../src/content/translation-status.ts";
import type { TranslationRecord } from "../../src/content/translation-status.ts";

/**
 * The locale's record of what each translation was made from (see TranslationRecord), updated
 * for these. A translation with no record counts as made from today's English (a string written
 * by hand in the locale file is a translation too), so a record is written only where it says
 * something: a translation this import changed, one re-confirmed since English changed, or
 * English's own words confirmed as right for the language, which only a record can tell from a
 * string left in English. Words no string of the locale has any more leave the record.
 */
export async function recordTranslations(
  recordFile: string,
  code: string,
  translations: ReadonlyMap<string, string>,
  confirmed: ReadonlySet<string>,
  english: ReadonlyMap<string, string>,
  current: ReadonlyMap<string, string>,
): Promise<{ recorded: number; forgotten: number }> {
  const all = JSON.parse(await readFile(recordFile, "utf8").catch(() => "{}")) as Record<string, TranslationRecord>;
  const before = all[code] ?? {};
  const after: Record<string, string[]> = Object.fromEntries(Object.entries(before).map(([target, sources]) => [target, [...sources]]));
  let changed = 0;
  for (const [key, source] of english) {
    const target = translations.get(key);
    if (!forTranslation(source) || target === undefined) continue;
    const known = madeFrom(before, target);
    const handMadeAsItWas = known === undefined && target === current.get(key) && target !== source;
    // An outdated translation sent back as it was, with no state (a tool that drops states) is no translator's word on the new English.
    const outdatedAsItWas = known !== undefined && target === current.get(key) && !confirmed.has(key);
    if (handMadeAsItWas || outdatedAsItWas || known?.includes(source)) continue;
    after[target] = [...(after[target] ?? []), source];
    changed += 1;
  }
  const kept = new Set([...current.values(), ...translations.values()]);
  let forgotten = 0;
  for (const target of Object.keys(after)) {
    if (kept.has(target)) continue;
    delete after[target];
    forgotten += 1;
  }
  if (changed + forgotten > 0) await writeFile(recordFile, recordJson({ ...all, [code]: after }));
  return { recorded: changed, forgotten };
}

/** The record as JSON with a line per translation, so that a change to one is a change of one line. */
const recordJson = (all: Readonly<Record<string, TranslationRecord>>) =>
  `{\n${Object.entries(all)
    .map(
      ([code, record]) =>
        `  ${JSON.stringify(code)}: {\n${Object.entries(record)
          .map(([target, sources]) => `    ${JSON.stringify(target)}: ${JSON.stringify(sources)}`)
          .join(",\n")}\n  }`,
    )
    .join(",\n")}\n}\n`;
