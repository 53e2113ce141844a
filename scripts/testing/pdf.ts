/**
 * What a printed PDF holds, read with Mozilla's pdf.js: each page's text, and the first page
 * drawn as a PNG for the contact sheets.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The document, and the task to destroy once read. */
async function open(pdf: Buffer) {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  return { doc: await task.promise, done: () => task.destroy() };
}

/** Each page's text items, in reading order. */
export async function pdfPages(pdf: Buffer): Promise<string[][]> {
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
export const squeezed = (text: string) => text.replace(/\s+/g, "");

/** The first page as a PNG, `scale` CSS px per PDF point. */
export async function pdfFirstPagePng(pdf: Buffer, scale = 1.25): Promise<Buffer> {
  const { doc, done } = await open(pdf);
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale });
  // pdf.js draws in Node on the canvas it brings (@napi-rs/canvas).
  const factory = (doc as unknown as { canvasFactory: { create: (width: number, height: number) => { canvas: { toBuffer: (type: string) => Buffer }; context: unknown } } }).canvasFactory;
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as CanvasRenderingContext2D, viewport }).promise;
  const png = canvas.toBuffer("image/png");
  await done();
  return png;
}
