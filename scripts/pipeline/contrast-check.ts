/**
 * The build's contrast check (./contrast.ts), run only when the styles or the palette changed:
 * styles that passed are remembered by their hash in node_modules/.cache/, so an unchanged
 * build neither loads postcss nor parses any CSS for it.
 */
import { createHash } from "node:crypto";
import { access, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SiteColors } from "../../src/brand/colors.ts";
import { paletteFile } from "./palette-reader.ts";
import { BuildError } from "./errors.ts";
import { paths, shownPath } from "./paths.ts";

/** Stops the build on text a visitor cannot read, naming the palette file and each pair. */
export async function assertReadableContrast(css: Readonly<Record<string, string>>, colors: SiteColors): Promise<void> {
  const hash = createHash("sha256")
    .update(JSON.stringify([css, colors.palette]))
    .digest("hex");
  const passed = path.join(paths.cache, `contrast-checked-${hash}`);
  if (
    await access(passed).then(
      () => true,
      () => false,
    )
  )
    return;
  const { contrastProblems } = await import("./contrast.ts");
  const unreadable = contrastProblems(css, colors);
  if (unreadable.length)
    throw new BuildError(
      "contrast",
      `${shownPath(paletteFile)} and src/styles/_tokens.scss give text a visitor cannot read:\n  ${unreadable.join("\n  ")}`,
    );
  await mkdir(paths.cache, { recursive: true });
  await writeFile(passed, "");
}
