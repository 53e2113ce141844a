/**
 * The App Preview's dialog in every engine: the video shown whole, its controls and the close
 * button in sight without scrolling, whatever the video's format (Apple's portrait 886 × 1920 or
 * landscape 1920 × 886) and the window's (a laptop, a desktop, a phone on its side), with
 * JavaScript on (the popover or the script's fallback) and off (the popover alone).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EngineState } from "./state.ts";
import { isShown, until } from "../probes.ts";
import { landscapePreviewDistDir } from "../dist.ts";
import { serveStatic } from "../../serve/static-server.ts";
import type { StaticServer } from "../../serve/static-server.ts";

/**
 * What of the open preview a visitor cannot see without scrolling, in words: the dialog, its
 * close button or the video's box (its controls along its foot) past an edge of the window, the
 * dialog scrolling inside, the picture cut rather than shown whole, or the video squeezed to a
 * strip. None when all is in sight.
 */
export function previewOutOfSight(): string[] {
  const dialog = document.querySelector("[data-preview]") as HTMLElement;
  const video = dialog.querySelector("video");
  const width = document.documentElement.clientWidth;
  const height = Math.round(window.visualViewport?.height ?? window.innerHeight);
  const parts: [string, Element | null][] = [
    ["the dialog", dialog],
    ["its close button", dialog.querySelector("[data-preview-close]")],
    ["the video with its controls", video],
  ];
  const problems = parts.flatMap(([name, element]) => {
    if (!element) return [`${name} is missing`];
    const box = element.getBoundingClientRect();
    const past = [
      box.top < -0.5 ? `${Math.round(-box.top)} px above` : "",
      box.bottom > height + 0.5 ? `${Math.round(box.bottom - height)} px below` : "",
      box.left < -0.5 ? `${Math.round(-box.left)} px left of` : "",
      box.right > width + 0.5 ? `${Math.round(box.right - width)} px right of` : "",
    ].filter(Boolean);
    return past.length ? [`${name} runs ${past.join(" and ")} the ${width}×${height} window`] : [];
  });
  if (dialog.scrollHeight > dialog.clientHeight + 1)
    problems.push(`the dialog scrolls: ${dialog.scrollHeight} px of it in ${dialog.clientHeight}`);
  if (video && getComputedStyle(video).objectFit !== "contain")
    problems.push(`the picture is cut to its box (object-fit: ${getComputedStyle(video).objectFit})`);
  const shown = video?.getBoundingClientRect().height ?? 0;
  if (video && shown < height / 3) problems.push(`the video is ${Math.round(shown)} px tall in a ${height} px window`);
  return problems;
}

/** The windows the preview must fit: a laptop's, a desktop's, and a phone on its side. */
export const previewWindows = [
  [1280, 800],
  [1440, 900],
  [844, 390],
] as const;

export function describePreviewDialog(state: EngineState): void {
  describe("the preview's dialog, whatever the video's format and the window's", () => {
    // The owner's variety carries a portrait App Preview (886 × 1920); the run's landscape build, a landscape one (1920 × 886).
    let landscape: StaticServer | undefined;
    beforeAll(async () => {
      landscape = await serveStatic(landscapePreviewDistDir());
    });
    afterAll(() => landscape?.close());

    const formats = [
      ["portrait", () => state.varietyUrl("/")],
      ["landscape", () => `${landscape?.origin}/`],
    ] as const;

    it.each(formats)(
      "shows a %s video whole, its controls and the close button in sight without scrolling, at 1280×800, 1440×900 and 844×390, with JavaScript on and off",
      async (_, url) => {
        const [first, ...others] = previewWindows;
        const page = await state.engine.open({ width: first[0], height: first[1] });
        try {
          await page.goto(url());
          await page.click("[data-preview-open]");
          expect(await until(page, isShown, true, "[data-preview]")).toBe(true);
          for (const [width, height] of [first, ...others]) {
            await page.resize(width, height);
            // The window's new size and the poster's arrival each lay the dialog out again.
            expect(await until(page, previewOutOfSight, []), `${width}×${height}`).toEqual([]);
          }
        } finally {
          await page.close();
        }
        if (state.engine.fixed.includes("javaScript")) return;
        const [width, height] = previewWindows[previewWindows.length - 1];
        const still = await state.engine.open({ width, height, javaScript: false });
        try {
          await still.goto(url());
          await still.click("[data-preview-open]");
          expect(await until(still, isShown, true, "[data-preview]")).toBe(true);
          expect(await until(still, previewOutOfSight, []), `${width}×${height}, JavaScript off`).toEqual([]);
        } finally {
          await still.close();
        }
      },
    );
  });
}
