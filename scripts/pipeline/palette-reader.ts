/**
 * Reads the palette and the brand from src/styles/_palette.scss as the Sass compiler sees them:
 * `$palette` maps a name to a colour, in any form Sass reads, and `$brand` maps each brand key
 * to a palette name. A colour that is not opaque, a brand colour the palette lacks, or a source
 * Sass refuses stops the build, naming the file.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Value } from "sass";
import { brandKeys } from "../../src/brand/colors.ts";
import type { BrandKey, SiteColors } from "../../src/brand/colors.ts";
import { compiledOnce } from "./compiled-cache.ts";
import { BuildError } from "./errors.ts";
import { packageVersion, paths, shownPath } from "./paths.ts";

export const paletteFile = path.join(paths.styles, "_palette.scss");

/** Hands both maps to `read-colors`, each key and each brand value as Sass writes it (`white` is a colour to Sass, and a name here). */
const reader = `
@use "sass:map";
@use "sass:meta";
@use "palette";
$names: ();
@each $name, $value in palette.$palette { $names: map.set($names, meta.inspect($name), $value); }
$brand: ();
@each $key, $name in palette.$brand { $brand: map.set($brand, meta.inspect($key), meta.inspect($name)); }
$_: read-colors($names, $brand);`;

const hex = (channel: number) => Math.round(channel).toString(16).padStart(2, "0");

/** The palette and brand colours of a palette file's Sass source, as the compiler computes them. @internal Exported for the tests. */
export async function parseColors(source: string, file = paletteFile): Promise<SiteColors> {
  const sass = await import("sass");
  const problems: string[] = [];
  const palette: Record<string, string> = {};
  const named = new Map<string, string>();
  const refused = new Set<string>();
  const text = (value: Value) => (value instanceof sass.SassString ? value.text : String(value));
  const paletteUrl = pathToFileURL(file);
  try {
    sass.compileString(reader, {
      importers: [
        {
          canonicalize: (url) => (url === "palette" ? paletteUrl : null),
          load: (url) => (url.href === paletteUrl.href ? { contents: source, syntax: "scss" } : null),
        },
      ],
      functions: {
        "read-colors($palette, $brand)": ([paletteMap, brandMap]) => {
          for (const [name, value] of paletteMap.assertMap().contents) {
            const rgb = value instanceof sass.SassColor ? value.toSpace("rgb") : undefined;
            if (!rgb || rgb.alpha < 1) refused.add(text(name));
            if (!rgb) problems.push(`$palette's ${text(name)} is ${text(value)}, which is no colour`);
            else if (rgb.alpha < 1) problems.push(`$palette's ${text(name)} is ${text(value)}; give it as an opaque colour`);
            else palette[text(name)] = `#${["red", "green", "blue"].map((channel) => hex(rgb.channel(channel as "red"))).join("")}`;
          }
          for (const [key, name] of brandMap.assertMap().contents) named.set(text(key), text(name));
          return sass.sassNull;
        },
      },
    });
  } catch (error) {
    if (!(error instanceof sass.Exception)) throw error;
    const where = error.span.url?.protocol === "file:" ? fileURLToPath(error.span.url) : file;
    const { line, column } = error.span.start;
    throw new BuildError("colours", `${shownPath(where)}:${line + 1}:${column + 1}: ${error.sassMessage}`, { cause: error });
  }
  const brand = {} as Record<BrandKey, string>;
  for (const key of brandKeys) {
    const name = named.get(key);
    if (!name) problems.push(`$brand has no ${key}`);
    else if (refused.has(name)) continue;
    else if (!palette[name]) problems.push(`$brand's ${key} is ${name}, which $palette does not have`);
    else brand[key] = palette[name];
  }
  if (problems.length) throw new BuildError("colours", `${shownPath(file)}: ${problems.join("; ")}`);
  return { palette, brand };
}

/** The palette, read by Sass only when the file has changed since the last build read it. */
export const readColors = (file = paletteFile) =>
  compiledOnce("palette", file, `sass@${packageVersion("sass")}`, async () => ({
    value: await parseColors(await readFile(file, "utf8"), file),
    loaded: [file],
  }));
