import { writeFile, mkdir } from "node:fs/promises";
import { settingsFor } from "../../scripts/testing/site-copy.ts";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { siteCopy } from "../../scripts/testing/site-copy.ts";
import { faqEntries } from "../content/copy.ts";
import { useBrowserAndServer, visit } from "../../scripts/testing/browser.ts";
import { distDir, varietyDistDir } from "../../scripts/testing/dist.ts";
import { visitablePages } from "../../scripts/testing/pages.ts";
import { screenshotRoot } from "../../scripts/testing/screenshot-files.ts";
import { storeUrl } from "../../scripts/testing/store-records.ts";

/**
 * What a printed PDF holds, read with Mozilla's pdf.js: each page's text, and the first page
 * drawn as a PNG for the contact sheets.
 */

/** The document, and the task to destroy once read. */
async function open(pdf: Buffer) {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  return { doc: await task.promise, done: () => task.destroy() };
}

/** Each page's text items, in reading order. */
async function pdfPages(pdf: Buffer): Promise<string[][]> {
  const { doc, done } = await open(pdf);
  const pages: string[][] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(content.items.flatMap((item) => ("str" in item && item.str.trim() ? [item.str] : [])));
  }
  await done();
  return pages;
}

/** Text with every space removed, so that line breaks in the PDF do not matter. */
const squeezed = (text: string) => text.replace(/\s+/g, "");

/** The first page as a PNG, `scale` CSS px per PDF point. */
async function pdfFirstPagePng(pdf: Buffer, scale = 1.25): Promise<Buffer> {
  const { doc, done } = await open(pdf);
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale });
  // pdf.js draws in Node on the canvas it brings (@napi-rs/canvas).
  const factory = (
    doc as unknown as {
      canvasFactory: { create: (width: number, height: number) => { canvas: { toBuffer: (type: string) => Buffer }; context: unknown } };
    }
  ).canvasFactory;
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as CanvasRenderingContext2D, viewport })
    .promise;
  const png = canvas.toBuffer("image/png");
  await done();
  return png;
}

const chromium = useBrowserAndServer();
const launch = useBrowserAndServer(varietyDistDir);

/** Text elements whose print colour is light: unreadable on paper without their background. */
function lightPrintedText(): string[] {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((channel) => channel / 255);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  return Array.from(document.querySelectorAll("body *")).flatMap((element) => {
    const hasText = Array.from(element.childNodes).some((node) => node.nodeType === 3 && node.textContent?.trim());
    const box = element.getBoundingClientRect();
    if (!hasText || box.width === 0 || getComputedStyle(element).visibility === "hidden") return [];
    const style = getComputedStyle(element);
    return luminance(style.color) > 0.4 ? [`${element.tagName.toLowerCase()}.${element.className} ${style.color}`] : [];
  });
}

describe.each(visitablePages(distDir()))("$name, printed by Chromium", ({ name, path: route, chrome }) => {
  it("shows no control, and prints its text dark on white; its first page goes to the contact sheets", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}${route}`);
    await page.emulateMedia({ media: "print" });
    expect(await page.evaluate(lightPrintedText)).toEqual([]);
    const pdf = await page.pdf({ format: "A4" });
    await close();
    const text = (await pdfPages(pdf)).flat().join(" ");
    const { chrome: labels, launch: media } = siteCopy();
    for (const control of [labels.menu, labels.skipLink, media.watch]) expect(text, control).not.toContain(control);
    if (chrome === "site") expect(text).toContain(settingsFor({}).contactEmail);
    await mkdir(path.join(screenshotRoot, "chromium"), { recursive: true });
    await writeFile(path.join(screenshotRoot, "chromium", `${name}-print.png`), await pdfFirstPagePng(pdf));
  });
});

describe("the landing page, printed", () => {
  it.each([true, false])("prints every FAQ answer open, and no download bar (JavaScript on: %s)", async (javaScriptEnabled) => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/`, { javaScriptEnabled });
    const pdf = await page.pdf({ format: "A4" });
    await close();
    const text = squeezed((await pdfPages(pdf)).flat().join(""));
    for (const { answer } of faqEntries(siteCopy())) expect(text, answer.slice(0, 40)).toContain(squeezed(answer));
    expect(text).not.toContain(squeezed(siteCopy().store["coming-soon"].barLine));
  });

  it("prints where the App Store link leads, once the app is live", async () => {
    const { page, close } = await visit(launch.browser, `${launch.server.origin}/`);
    await page.emulateMedia({ media: "print" });
    const links = await page
      .locator(`a[href^="${storeUrl}"]`)
      .evaluateAll((anchors) =>
        anchors.filter((anchor) => anchor.getClientRects().length > 0).map((anchor) => anchor.getAttribute("href")),
      );
    const pdf = await page.pdf({ format: "A4" });
    await close();
    expect(links.length).toBeGreaterThan(0);
    const printed = squeezed((await pdfPages(pdf)).flat().join(""));
    for (const link of links) expect(printed).toContain(squeezed(`(${link})`));
  });
});

describe("the privacy policy, printed", () => {
  it("never ends a page with a heading whose text is on the next", async () => {
    const { page, close } = await visit(chromium.browser, `${chromium.server.origin}/privacy/`);
    const headings = await page.locator("main h2").allInnerTexts();
    const pdf = await page.pdf({ format: "A4" });
    await close();
    const pages = await pdfPages(pdf);
    const stranded = pages.flatMap((items, index) =>
      index < pages.length - 1 && headings.includes(items.at(-1) ?? "") ? [items.at(-1)] : [],
    );
    // The policy's sections, and the App Store's privacy label before them.
    expect(headings.length).toBe(siteCopy().privacy.sections.length + 1);
    expect(stranded).toEqual([]);
  });
});
