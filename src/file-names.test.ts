import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const src = path.dirname(new URL(import.meta.url).pathname);

describe("the source files of src/", () => {
  it("each have a name of their own, so an editor's tabs tell them apart", async () => {
    const files = (await readdir(src, { recursive: true })).filter(
      (file) => /\.(ts|tsx|scss)$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file),
    );
    const shared = files.filter((file) => files.some((other) => other !== file && path.basename(other) === path.basename(file)));
    expect(shared).toEqual([]);
  });
});
