import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageSize, photoSize } from "./image-size.ts";

const svg = (attributes: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><path d="M0 0h10v10z"/></svg>`);

describe("an image's size", () => {
  it("keeps an SVG's fractional width, from its attributes or its viewBox", async () => {
    expect(await imageSize(svg('width="119.66407" height="40"'))).toEqual({ format: "svg", width: 119.66, height: 40 });
    expect(await imageSize(svg('viewBox="0 0 135.5 40"'))).toEqual({ format: "svg", width: 135.5, height: 40 });
  });

  it("reads a PNG's and a JPEG's pixels, and nothing from a file that is no image", async () => {
    const png = await sharp({ create: { width: 360, height: 120, channels: 3, background: "#000000" } })
      .png()
      .toBuffer();
    expect(await imageSize(png)).toEqual({ format: "png", width: 360, height: 120 });
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect(await imageSize(jpeg)).toEqual({ format: "jpeg", width: 360, height: 120 });
    expect(await imageSize(Buffer.from("not an image"))).toBeUndefined();
  });

  it("takes a PNG or a JPEG as a photo (a screenshot, a poster), and an SVG as none", async () => {
    const png = await sharp({ create: { width: 1290, height: 2796, channels: 3, background: "#000000" } })
      .png()
      .toBuffer();
    expect(await photoSize(png)).toEqual({ width: 1290, height: 2796 });
    expect(await photoSize(await sharp(png).jpeg().toBuffer())).toEqual({ width: 1290, height: 2796 });
    expect(await photoSize(svg('width="1290" height="2796"'))).toBeUndefined();
  });
});
