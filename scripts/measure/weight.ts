import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";

interface RequestWeight {
  url: string;
  type: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

export interface FirstViewWeight {
  requests: RequestWeight[];
  gzip: number;
  brotli: number;
  /** The inlined client script alone, gzip -9. */
  scriptGzip: number;
  /** How many inline scripts the page runs (speculation rules and structured data are not scripts). */
  scriptCount: number;
  /** Stylesheets, fonts and synchronous scripts: anything that could hold up the first paint. */
  renderBlocking: string[];
  thirdParty: string[];
}

const gzip = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * What the browser actually fetches to show `url` for the first time (fresh profile, cold
 * cache), with each body's size as sent, gzip -9 and brotli 11.
 */
export async function firstViewWeight(
  browser: Browser,
  url: string,
  { width = 390, height = 844, deviceScaleFactor = 1 } = {},
): Promise<FirstViewWeight> {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  const pending: Promise<RequestWeight | undefined>[] = [];
  page.on("response", (response) => {
    pending.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          type: response.request().resourceType(),
          bytes: body.length,
          gzip: gzip(body),
          brotli: brotli(body),
        }),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(200);
  const scripts = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('script:not([src]):not([type]), script[type="module"]:not([src])'),
      (script) => script.textContent ?? "",
    ),
  );
  const blocking = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('link[rel="stylesheet"], script[src]:not([defer]):not([async]):not([type="module"])'),
      (element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "",
    ),
  );
  await context.close();
  const requests = (await Promise.all(pending)).filter((request): request is RequestWeight => Boolean(request));
  const origin = new URL(url).origin;
  const sum = (key: "gzip" | "brotli", list = requests) => list.reduce((total, request) => total + request[key], 0);
  return {
    requests,
    gzip: sum("gzip"),
    brotli: sum("brotli"),
    scriptGzip: scripts.reduce((total, script) => total + gzip(Buffer.from(script)), 0),
    scriptCount: scripts.length,
    renderBlocking: [...blocking, ...requests.filter((request) => request.type === "font").map((request) => request.url)],
    thirdParty: requests.filter((request) => !request.url.startsWith(origin)).map((request) => request.url),
  };
}
