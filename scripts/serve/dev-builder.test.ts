import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listFiles, projectRoot } from "../pipeline/paths.ts";
import { classifyChange } from "./dev-builder.ts";

const at = (file: string) => path.join(projectRoot, file);

describe("the dev loop's reading of an edit", () => {
  it("redoes what the edit touched: a stylesheet's Sass, static/'s copy, the pipeline's bundle for a module, a new run for a data file", () => {
    expect(classifyChange(at("src/styles/_hero.scss"))).toBe("styles");
    expect(classifyChange(at("static/robots.txt"))).toBe("static");
    expect(classifyChange(at("src/components/landing/Hero.tsx"))).toBe("source");
    expect(classifyChange(at("src/client/menu.ts"))).toBe("client");
    expect(classifyChange(at("src/content/locales/de/copy.json"))).toBe("data");
    expect(classifyChange(at("src/components/Faq.test.ts"))).toBeUndefined();
  });

  it("may skip the bundle after a data file's edit, as no module imports a data file: the pipeline reads each afresh", async () => {
    const modulesIn = async (folder: string) =>
      (await listFiles(at(folder)))
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => `${folder}/${file}`);
    const importing: string[] = [];
    for (const file of [...(await modulesIn("src")), ...(await modulesIn("scripts/pipeline"))])
      if (/^import (?!type )[^;]*from "[^"]+\.(json|svg)"/m.test(await readFile(at(file), "utf8"))) importing.push(file);
    expect(importing, "a data file imported as a module is not seen again by npm run dev after an edit").toEqual([]);
  });
});
