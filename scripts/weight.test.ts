import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benchPages, budgets } from "./budgets.ts";
import { launchChromium } from "./chromium.ts";
import { serveStatic } from "./testing/browser.ts";
import type { StaticServer } from "./testing/browser.ts";
import { distDir } from "./testing/dist.ts";
import { firstViewWeight } from "./weight.ts";

let browser: Browser;
let server: StaticServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), serveStatic(distDir())]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each(benchPages)("the first view of $name", ({ path }) => {
  it("fits the byte budgets: everything in one round trip, a tiny script, nothing blocking, nothing third-party", async () => {
    const weight = await firstViewWeight(browser, `${server.origin}${path}`);
    expect(weight.requests[0].type).toBe("document");
    expect(weight.gzip).toBeLessThanOrEqual(budgets.firstViewGzipBytes);
    expect(weight.scriptGzip).toBeGreaterThan(0);
    expect(weight.scriptGzip).toBeLessThanOrEqual(budgets.clientScriptGzipBytes);
    expect(weight.renderBlocking).toEqual([]);
    expect(weight.thirdParty).toEqual([]);
  });
});
