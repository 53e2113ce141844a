/**
 * The font files a social card needs, from the registry, never from the system: Inter (Latin,
 * Latin Extended) for every card, and the subsets of Sawarabi Gothic that hold the card's
 * Japanese characters. Sawarabi is small enough for a host's install (4 MB, where Noto Sans JP
 * is 79 MB) and has one weight, so Japanese headlines are drawn at 400.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export interface FontFile {
  name: string;
  weight: 400 | 500 | 800;
  file: string;
}

const interFiles: FontFile[] = (["latin", "latin-ext"] as const).flatMap((subset) =>
  ([500, 800] as const).map((weight) => ({ name: "Inter", weight, file: require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`) })),
);

/** Sawarabi Gothic's subsets by their unicode-range, e.g. "[12]" -> [[0x4e00, 0x4e8c], ...]; read once. */
let subsets: { file: string; ranges: [number, number][] }[] | undefined;
const sawarabiSubsets = () => (subsets ??= readSawarabiSubsets());

function readSawarabiSubsets(): { file: string; ranges: [number, number][] }[] {
  const ranges = JSON.parse(readFileSync(require.resolve("@fontsource/sawarabi-gothic/unicode.json"), "utf8")) as Record<string, string>;
  return Object.entries(ranges).map(([key, list]) => ({
    file: require.resolve(`@fontsource/sawarabi-gothic/files/sawarabi-gothic-${key.replace(/^\[|\]$/g, "")}-400-normal.woff`),
    ranges: list.split(",").map((range) => {
      const [from, to = from] = range.trim().replace(/^U\+/i, "").split("-");
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    }),
  }));
}

/** Inter, and the Japanese subsets that hold any character of `text` beyond Inter's Latin. */
export function fontsFor(text: string): FontFile[] {
  const wide = [...new Set(Array.from(text, (character) => character.codePointAt(0) ?? 0))].filter((code) => code > 0x24f);
  if (wide.length === 0) return interFiles;
  const japanese = sawarabiSubsets().filter(({ ranges }) => wide.some((code) => ranges.some(([from, to]) => code >= from && code <= to)));
  // A name per subset: satori keeps one font per name and weight, and falls back across names.
  return [...interFiles, ...japanese.map(({ file }, index): FontFile => ({ name: `Sawarabi Gothic ${index}`, weight: 400, file }))];
}
