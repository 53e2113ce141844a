import { describe, expect, it } from "vitest";
import { browserPackages } from "../browsers.ts";
import { startEngine, withTimeout } from "./engines.ts";

describe("an engine that cannot be driven", () => {
  it("stops with a message naming the engine, its binary and the command to install it", async () => {
    const { binary } = browserPackages.firefox;
    browserPackages.firefox.binary = "/nonexistent/firefox-esr";
    try {
      await expect(startEngine("firefox")).rejects.toThrow(
        /^firefox \(\/nonexistent\/firefox-esr\): could not start.*Install it with: sudo sh -c 'apt-get update && apt-get install -y firefox-esr'$/s,
      );
    } finally {
      browserPackages.firefox.binary = binary;
    }
  });

  it("never hangs: a driver call that does not answer fails after its time limit", async () => {
    const never = new Promise<never>(() => undefined);
    await expect(withTimeout("webkit", "evaluate", never, 50)).rejects.toThrow(/^webkit \(.*MiniBrowser\): evaluate took longer than 0.05 s\. Install it with/);
  });
});
