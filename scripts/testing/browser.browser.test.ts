import { describe, expect, it } from "vitest";
import { useBrowserAndServer, visit } from "./browser.ts";

const chromium = useBrowserAndServer();

describe("a visit's failed requests, which the page checks assert are none", () => {
  it("count an image that cannot be fetched, and not one the browser cancelled itself", async () => {
    const visited = await visit(chromium.browser, `${chromium.server.origin}/privacy/`);
    await visited.page.route("**/unreachable.png", (route) => route.abort("connectionreset"));
    await visited.page.route("**/cancelled.png", (route) => route.abort("aborted"));
    let failed = 0;
    const bothFailed = new Promise<void>((resolve) => visited.page.on("requestfailed", () => ++failed === 2 && resolve()));
    await visited.page.evaluate(() => {
      for (const name of ["unreachable", "cancelled"]) {
        const image = document.createElement("img");
        image.src = `/${name}.png`;
        image.alt = "";
        document.body.append(image);
      }
    });
    await bothFailed;
    expect(visited.failures).toEqual([`${chromium.server.origin}/unreachable.png net::ERR_CONNECTION_RESET`]);
    await visited.close();
  });
});
