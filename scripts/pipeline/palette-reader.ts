/**
 * Reads the palette and the brand from the source of src/styles/_palette.scss, two Sass map
 * literals: `$palette: (name: #rrggbb, …)` and `$brand: (key: palette-name, …)`. A value this
 * reader cannot take, or a brand colour the palette lacks, stops the build, naming the file.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { brandKeys } from "../../src/colors.ts";
import type { BrandKey, SiteColors } from "../../src/colors.ts";
import { BuildError } from "./errors.ts";
import { paths, shownPath } from "./paths.ts";

export const paletteFile = path.join(paths.styles, "_palette.scss");

/** The entries of a Sass map literal `$name: ( … );`, comments aside. */
function mapEntries(source: string, name: string, file: string): [string, string][] {
  const body = new RegExp(`\\$${name}:\\s*\\(([\\s\\S]*?)\\);`).exec(source)?.[1];
  if (body === undefined) throw new BuildError("colours", `${shownPath(file)} has no $${name} map`);
  return body
    .replace(/\/\/.*$/gm, "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [key, value] = entry.split(":").map((part) => part.trim());
      if (!key || !value) throw new BuildError("colours", `${shownPath(file)}: $${name} has an entry "${entry}" that is not "name: value"`);
      return [key, value];
    });
}

export function parseColors(source: string, file = paletteFile): SiteColors {
  const problems: string[] = [];
  const palette: Record<string, string> = {};
  for (const [name, value] of mapEntries(source, "palette", file)) {
    if (/^#[0-9a-f]{6}$/i.test(value)) palette[name] = value.toLowerCase();
    else if (/^#[0-9a-f]{3}$/i.test(value)) palette[name] = `#${[...value.slice(1)].map((digit) => digit + digit).join("")}`.toLowerCase();
    else problems.push(`$palette's ${name} is ${value}; write it as #rrggbb`);
  }
  const named = new Map(mapEntries(source, "brand", file));
  const brand = {} as Record<BrandKey, string>;
  for (const key of brandKeys) {
    const name = named.get(key);
    if (!name) problems.push(`$brand has no ${key}`);
    else if (!palette[name]) problems.push(`$brand's ${key} is ${name}, which $palette does not have`);
    else brand[key] = palette[name];
  }
  if (problems.length) throw new BuildError("colours", `${shownPath(file)}: ${problems.join("; ")}`);
  return { palette, brand };
}

export const readColors = async (file = paletteFile) => parseColors(await readFile(file, "utf8"), file);
