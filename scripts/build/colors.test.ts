import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distDir } from "../testing/dist.ts";
import { parseHtml } from "../testing/dom.ts";
import { fixtureProject } from "../testing/fixture-project.ts";
import type { FixtureProject } from "../testing/fixture-project.ts";
import { listFiles, projectRoot } from "./paths.ts";
import { paletteFile, parseColors, readColors } from "./colors.ts";

const palette = (brandStart: string) => `$palette: (\n  violet-700: #4a2fd6, // the accent\n  pink-600: #d6245f,\n  white: #fff,\n  ink-900: #17142a,\n);\n$brand: (\n  start: ${brandStart},\n  end: pink-600,\n  mark: white,\n  wash: white,\n  ink: ink-900,\n  ink-muted: ink-900,\n  theme-light: white,\n  theme-dark: ink-900,\n);`;

describe("the site's colours", () => {
  it("are read from src/styles/_palette.scss as the Sass compiler sees them", () => {
    const colors = parseColors(palette("violet-700"));
    expect(colors.palette).toEqual({ "violet-700": "#4a2fd6", "pink-600": "#d6245f", white: "#ffffff", "ink-900": "#17142a" });
    expect(colors.brand).toMatchObject({ start: "#4a2fd6", end: "#d6245f", mark: "#ffffff", "theme-dark": "#17142a" });
  });

  it("stop the build on a brand colour the palette lacks, naming the file", () => {
    expect(() => parseColors(palette("teal-500"))).toThrow("src/styles/_palette.scss: $brand's start is teal-500, which $palette does not have");
  });

  it("are written nowhere but the palette: no source file names a colour of its own", async () => {
    // src/assets/ holds the stores' artwork, as the owner saved it: their colours are theirs.
    const sources = (await listFiles(path.join(projectRoot, "src"))).filter((file) => /\.(tsx?|scss|svg)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("assets/"));
    const found: string[] = [];
    for (const file of sources) {
      const full = path.join(projectRoot, "src", file);
      if (full === paletteFile) continue;
      for (const match of (await readFile(full, "utf8")).matchAll(/["'\s:(,]#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/gi)) found.push(`src/${file}: ${match[0].slice(1)}`);
    }
    expect(found).toEqual([]);
  });
});

describe("a rebrand", () => {
  let project: FixtureProject;
  beforeAll(async () => {
    project = await fixtureProject(distDir());
  });
  afterAll(() => project?.dispose());

  it("changes the favicon, the Home Screen icon, the social card, the theme colour and the gradients from the palette alone", async () => {
    const { brand } = await readColors();
    const [accent, night] = ["#0a7d4f", "#101a14"];
    const built = async () => {
      const home = await readFile(path.join(project.dist, "index.html"), "utf8");
      const doc = parseHtml(home);
      return {
        html: home,
        favicon: decodeURIComponent(doc.querySelector('link[rel="icon"]')?.getAttribute("href") ?? ""),
        card: doc.querySelector('meta[property="og:image"]')?.getAttribute("content"),
        dark: doc.querySelector('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')?.getAttribute("content"),
        icon: await readFile(path.join(project.dist, "apple-touch-icon.png")),
      };
    };
    const before = await built();
    const source = await readFile(path.join(project.root, "src/styles/_palette.scss"), "utf8");
    const names = Object.fromEntries([...source.matchAll(/^\s+(start|theme-dark): ([\w-]+),/gm)].map((match) => [match[1], match[2]]));
    await project.edit("src/styles/_palette.scss", new RegExp(`(\\n\\s+${names.start}: )#\\w+`), `$1${accent}`);
    await project.edit("src/styles/_palette.scss", new RegExp(`(\\n\\s+${names["theme-dark"]}: )#\\w+`), `$1${night}`);
    expect((await project.build()).code).toBe(0);
    const after = await built();
    expect(before.favicon).toContain(brand.start);
    expect(after.favicon).toContain(accent);
    expect(after.favicon).not.toContain(brand.start);
    expect(after.card).not.toBe(before.card);
    expect(after.icon.equals(before.icon)).toBe(false);
    expect(after.dark).toBe(night);
    expect(after.html).toMatch(new RegExp(`linear-gradient\\(135deg,\\s*${accent}`));
    await project.restore();
  });
});
