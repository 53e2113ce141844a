/**
 * The font files a social card needs, from src/assets/fonts/, never from the system: Inter
 * (Latin, Latin Extended, at 500 and 800) for every card, and the subsets of Sawarabi Gothic
 * that hold the card's Japanese characters. Sawarabi has one weight, so Japanese headlines are
 * drawn at 400. The files are Fontsource's (its README says which), kept in the project: the two
 * faces' packages are 9 MB of every weight and format, a host needs 2.6 MB of them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { paths } from "../paths.ts";

export interface FontFile {
  name: string;
  weight: 400 | 500 | 800;
  file: string;
}

const interFiles: FontFile[] = (["latin", "latin-ext"] as const).flatMap((subset) =>
  ([500, 800] as const).map((weight) => ({
    name: "Inter",
    weight,
    file: path.join(paths.fonts, "inter", `inter-${subset}-${weight}-normal.woff`),
  })),
);

/** Sawarabi Gothic's subsets by their unicode-range, e.g. "[12]" -> [[0x4e00, 0x4e8c], ...]; read once. */
let subsets: { file: string; ranges: [number, number][] }[] | undefined;
const sawarabiSubsets = () => (subsets ??= readSawarabiSubsets());

function readSawarabiSubsets(): { file: string; ranges: [number, number][] }[] {
  const ranges = JSON.parse(readFileSync(path.join(paths.fonts, "sawarabi-gothic", "unicode.json"), "utf8")) as Record<string, string>;
  return Object.entries(ranges).map(([key, list]) => ({
    file: path.join(paths.fonts, "sawarabi-gothic", `sawarabi-gothic-${key.replace(/^\[|\]$/g, "")}-400-normal.woff`),
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
