import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scratchFolder } from "../testing/rendered-site.ts";
import { paletteFile, readColors } from "./palette-reader.ts";
import { contrastProblems, contrastRatio, minimumContrast } from "./contrast.ts";
import { paths } from "./paths.ts";
import { compileStylesheets } from "./styles.ts";

const scratch = await scratchFolder();

/** The stylesheets and palette with one palette key's colour changed, as an owner's rebrand writes it. */
async function rebranded(key: string, hex: string) {
  const dir = path.join(scratch, `styles-${key}-${hex.slice(1)}`);
  await cp(paths.styles, dir, { recursive: true });
  const palette = path.join(dir, path.basename(paletteFile));
  const source = await readFile(palette, "utf8");
  const changed = source.replace(new RegExp(`(\\n\\s+${key}: )#[0-9a-f]{6}`, "i"), `$1${hex}`);
  expect(changed, `${key} is in the palette`).not.toBe(source);
  await writeFile(palette, changed);
  return { css: await compileStylesheets(dir), colors: await readColors(palette) };
}

describe("contrast, checked at build", () => {
  it("computes WCAG's ratio: black on white is 21:1, a colour on itself 1:1", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#5b3df5", "#5b3df5")).toBe(1);
  });

  it("finds every text and background pair of today's styles readable, in the light and the dark scheme", async () => {
    expect(contrastProblems(await compileStylesheets(), await readColors())).toEqual([]);
  });

  it("stops on a brand colour white text cannot stand on, naming the palette key, both colours, the ratio and where it is drawn", async () => {
    const [key, teal] = ["violet-600", "#0d9488"];
    const { css, colors } = await rebranded(key, teal);
    const problems = contrastProblems(css, colors);
    expect(problems.length).toBeGreaterThan(0);
    // White as the owner's palette has it (a rebrand may have changed it too).
    const white = colors.palette.white;
    const ratio = contrastRatio(white, teal).toFixed(2);
    expect(Number(ratio)).toBeLessThan(minimumContrast);
    for (const scheme of ["light", "dark"]) {
      expect(
        problems.find((problem) => problem.startsWith(`in the ${scheme} scheme`) && problem.includes(`palette ${key}, ${teal}`)),
        scheme,
      ).toMatch(
        new RegExp(
          `palette white, ${white}\\) on --color-accent \\(palette ${key}, ${teal}\\) has a contrast of ${ratio}:1.*drawn by .*\\.button`,
        ),
      );
    }
  });
});
