import { readFile, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scratchFolder } from "../testing/rendered-site.ts";
import { compiledOnce } from "./compiled-cache.ts";

const dir = await scratchFolder();
const readNow = (file: string) => async () => ({ value: await readFile(file, "utf8"), loaded: [file] });

describe("what the Sass compiler made, kept between builds", () => {
  it("is made again from a file saved while it was made, never kept as the saved file's", async () => {
    const file = path.join(dir, "_palette.scss");
    await writeFile(file, "$old: 1;");
    // The owner saves while the build reads: the value is of the old bytes, the file holds the new.
    const savedMeanwhile = async () => {
      const value = await readFile(file, "utf8");
      await writeFile(file, "$new: 2;");
      return { value, loaded: [file] };
    };
    expect(await compiledOnce("test", file, "salt", savedMeanwhile)).toBe("$old: 1;");
    expect(await compiledOnce("test", file, "salt", readNow(file))).toBe("$new: 2;");
  });

  it("is used again while none of the files it read has changed", async () => {
    const file = path.join(dir, "_kept.scss");
    await writeFile(file, "$kept: 1;");
    // Saved a minute ago, as an owner's sources are when they build: a save just now keeps no record (above).
    const minuteAgo = new Date(Date.now() - 60_000);
    await utimes(file, minuteAgo, minuteAgo);
    expect(await compiledOnce("test", file, "salt", readNow(file))).toBe("$kept: 1;");
    const made = await compiledOnce("test", file, "salt", async () => ({ value: "made again", loaded: [file] }));
    expect(made).toBe("$kept: 1;");
  });
});
