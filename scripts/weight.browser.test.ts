import { describe, expect, it } from "vitest";
import { budgets } from "./budgets.ts";
import { useBrowserAndServer } from "./testing/browser.ts";
import { visitablePages } from "./testing/pages.ts";
import { firstViewWeight } from "./weight.ts";

const chromium = useBrowserAndServer();

describe.each(visitablePages)("the first view of $name", ({ path }) => {
  it("is one request that fits the byte budgets: one round trip, a tiny script, nothing blocking, nothing third-party", async () => {
    const weight = await firstViewWeight(chromium.browser, `${chromium.server.origin}${path}`);
    expect(weight.requests.map((request) => request.type)).toEqual(["document"]);
    expect(weight.gzip).toBeLessThanOrEqual(budgets.firstViewGzipBytes);
    expect(weight.scriptGzip).toBeGreaterThan(0);
    expect(weight.scriptGzip).toBeLessThanOrEqual(budgets.clientScriptGzipBytes);
    expect(weight.renderBlocking).toEqual([]);
    expect(weight.thirdParty).toEqual([]);
  });
});
