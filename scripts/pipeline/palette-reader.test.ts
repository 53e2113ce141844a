import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import colorNames from "color-name";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distDir } from "../testing/dist.ts";
import { parseHtml } from "../testing/dom.ts";
import { colorsLeft, nudgedPalette } from "../testing/rebrand-colours.ts";
import { fixtureProject } from "../testing/fixture-project.ts";
import { wholeCommands } from "../testing/busy-machine.ts";
import { listFiles, projectRoot } from "./paths.ts";
import { paletteFile, parseColors, readColors } from "./palette-reader.ts";

const palette = (brandStart: string) =>
  `$palette: (\n  violet-700: #4a2fd6, // the accent\n  pink-600: #d6245f,\n  white: #fff,\n  ink-900: #17142a,\n);\n$brand: (\n  start: ${brandStart},\n  end: pink-600,\n  mark: white,\n  wash: white,\n  ink: ink-900,\n  ink-muted: ink-900,\n  theme-light: white,\n  theme-dark: ink-900,\n);`;

describe("the site's colours", () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "palette-"));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it("are read from src/styles/_palette.scss as the Sass compiler sees them", async () => {
    const colors = await parseColors(palette("violet-700"));
    expect(colors.palette).toEqual({ "violet-700": "#4a2fd6", "pink-600": "#d6245f", white: "#ffffff", "ink-900": "#17142a" });
    expect(colors.brand).toMatchObject({ start: "#4a2fd6", end: "#d6245f", mark: "#ffffff", "theme-dark": "#17142a" });
  });

  it("take a colour in any form Sass reads, and a value Sass computes", async () => {
    const source = palette("violet-700").replace("#4a2fd6", "rgb(74, 47, 214)").replace("#d6245f", "color.adjust(#d6245e, $blue: 1)");
    const colors = await parseColors(`@use "sass:color";\n${source}`);
    expect(colors.palette).toMatchObject({ "violet-700": "#4a2fd6", "pink-600": "#d6245f" });
  });

  it("stop the build on a brand colour the palette lacks, a see-through or no colour, or a source Sass refuses, naming the file", async () => {
    await expect(parseColors(palette("teal-500"))).rejects.toThrow(
      "src/styles/_palette.scss: $brand's start is teal-500, which $palette does not have",
    );
    await expect(parseColors(palette("violet-700").replace("#d6245f", "#d6245f80"))).rejects.toThrow(
      /\$palette's pink-600 is rgba\(214, 36, 95, 0\.50\d*\); give it as an opaque colour$/,
    );
    await expect(parseColors(palette("violet-700").replace("#d6245f", "12px"))).rejects.toThrow(
      "$palette's pink-600 is 12px, which is no colour",
    );
    await expect(parseColors(palette("violet-700").replace("#d6245f,", "#d6245f"))).rejects.toThrow(
      /src\/styles\/_palette\.scss:4:\d+: expected "\)"/,
    );
  });

  it("are read again once the palette changes, never from a record of its old bytes", async () => {
    const file = path.join(scratch, "_palette.scss");
    await writeFile(file, palette("violet-700"));
    expect((await readColors(file)).brand.start).toBe("#4a2fd6");
    await writeFile(file, palette("pink-600"));
    expect((await readColors(file)).brand.start).toBe("#d6245f");
  });

  it("are written nowhere but the palette: no source file names a colour of its own", async () => {
    // src/assets/ holds the stores' artwork, as the owner saved it: their colours are theirs.
    const sources = (await listFiles(path.join(projectRoot, "src"))).filter(
      (file) => /\.(tsx?|scss|svg)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("assets/"),
    );
    const found: string[] = [];
    for (const file of sources) {
      const full = path.join(projectRoot, "src", file);
      if (full === paletteFile) continue;
      found.push(
        ...colourLiterals(await readFile(full, "utf8"), file.endsWith(".scss") ? "css" : "markup").map(
          (literal) => `src/${file}: ${literal}`,
        ),
      );
    }
    expect(found).toEqual([]);
  });

  it("see a colour however it is written: hex of any length, rgb(), hsl() and the other functions, a named colour", () => {
    const written = [
      "#abc",
      "#abcd",
      "#a1b2c3",
      "#a1b2c3d4",
      "rgb(255 255 255 / 0.7)",
      "rgba(0, 0, 0, .5)",
      "hsl(250deg 80% 60%)",
      "hsla(0, 0%, 0%, .2)",
      "oklch(70% 0.1 250)",
      "rebeccapurple",
      "white",
      "Red",
    ];
    for (const literal of written) expect(colourLiterals(`a { color: ${literal}; }`, "css"), literal).toEqual([literal]);
    expect(
      colourLiterals("a { color: currentColor; background: transparent; border-color: p(white, 0.7); grid-area: header; } // white", "css"),
    ).toEqual([]);
    expect(colourLiterals('<path fill="currentColor" stroke="#fff"/><rect fill="white"/>', "markup")).toEqual(["#fff", "white"]);
    expect(colourLiterals("const { white, black } = badge; // a black badge", "markup")).toEqual([]);
  });
});

/**
 * Colour literals in a source's text: hex, CSS colour functions, and named colours where a colour
 * stands (in a stylesheet, a declaration's value but a function's argument, as `p(white)` names
 * a palette entry; in markup, a paint attribute), so that words of copy, comments, names in code
 * and class names that happen to name a colour are not taken for one.
 */
function colourLiterals(source: string, kind: "css" | "markup"): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\/|(?<![:"'])\/\/.*$/gm, "");
  const hex = /(?<=["'\s:(,])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;
  // color() takes a colour space, never a quoted name: color("peach-300") is the site's own helper.
  const functions = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\((?!["'])[^)]*\)/gi;
  const names = Object.keys(colorNames).join("|");
  const where = kind === "css" ? `:\\s*[^;{}()]*?(?<![-\\w])` : `(?:fill|stroke|stop-color|color|background)=["'{]\\s*["']?`;
  const named = new RegExp(`(?<=${where})(?:${names})\\b(?![-\\w(])`, "gi");
  return [...text.matchAll(hex), ...text.matchAll(functions), ...text.matchAll(named)]
    .sort((a, b) => a.index - b.index)
    .map((match) => match[0]);
}

describe("a rebrand", () => {
  const [accent, night] = ["#0a7d4f", "#101a14"];
  /** What a build in `dist` shows of the brand's colours. */
  const looks = async (dist: string) => {
    const html = await readFile(path.join(dist, "index.html"), "utf8");
    const doc = parseHtml(html);
    return {
      html,
      favicon: decodeURIComponent(doc.querySelector('link[rel="icon"]')?.getAttribute("href") ?? ""),
      card: doc.querySelector('meta[property="og:image"]')?.getAttribute("content"),
      dark: doc.querySelector('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')?.getAttribute("content"),
      icon: await readFile(path.join(dist, "apple-touch-icon.png")),
    };
  };
  const made = {} as {
    brand: Awaited<ReturnType<typeof readColors>>["brand"];
    before: Awaited<ReturnType<typeof looks>>;
    rebranded: { code: number; stderr: string; looks: Awaited<ReturnType<typeof looks>> };
    nudged: { code: number; stderr: string; left: string[] };
  };

  // Both rebrands are whole builds of one copy, made one after the other before any test reads
  // them: a test's 30 s is no budget for a build on a busy machine, and a test that ran out of
  // time went on editing the copy under the next one's build.
  beforeAll(async () => {
    const project = await fixtureProject(distDir());
    try {
      made.brand = (await readColors()).brand;
      made.before = await looks(project.dist);
      const source = await readFile(path.join(project.root, "src/styles/_palette.scss"), "utf8");
      const names = Object.fromEntries([...source.matchAll(/^\s+(start|theme-dark): ([\w-]+),/gm)].map((match) => [match[1], match[2]]));
      await project.edit("src/styles/_palette.scss", new RegExp(`(\\n\\s+${names.start}: )#\\w+`), `$1${accent}`);
      await project.edit("src/styles/_palette.scss", new RegExp(`(\\n\\s+${names["theme-dark"]}: )#\\w+`), `$1${night}`);
      const rebranded = await project.build();
      made.rebranded = { ...rebranded, looks: await looks(project.dist) };
      await project.restore();
      await project.edit("src/styles/_palette.scss", source, nudgedPalette(source));
      const nudged = await project.build();
      made.nudged = { ...nudged, left: await colorsLeft(project.dist, source) };
    } finally {
      await project.dispose();
    }
  }, wholeCommands(2));

  it("changes the favicon, the Home Screen icon, the social card, the theme colour and the gradients from the palette alone", () => {
    const { before, brand } = made;
    const { code, stderr, looks: after } = made.rebranded;
    expect(code, stderr).toBe(0);
    expect(before.favicon).toContain(brand.start);
    expect(after.favicon).toContain(accent);
    expect(after.favicon).not.toContain(brand.start);
    expect(after.card).not.toBe(before.card);
    expect(after.icon.equals(before.icon)).toBe(false);
    expect(after.dark).toBe(night);
    expect(after.html).toMatch(new RegExp(`linear-gradient\\(135deg,\\s*${accent}`));
  });

  it("leaves no colour of the old palette on any page once every palette colour changes", () => {
    expect(made.nudged.code, made.nudged.stderr).toBe(0);
    expect(made.nudged.left).toEqual([]);
  });
});
