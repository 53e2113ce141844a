import { describe, expect, it } from "vitest";
import type { FoundEngine } from "../engines.ts";
import { startFirefox } from "./firefox.ts";
import { withTimeout } from "./driver.ts";

describe("an engine that cannot be driven", () => {
  it("stops with a message naming the engine, the browser it tried and where that came from", async () => {
    const broken = { engine: "firefox", driver: "bidi", executable: "/nonexistent/firefox-esr", source: "FIREFOX_PATH" } as const;
    await expect(startFirefox(broken)).rejects.toThrow(/^firefox \(\/nonexistent\/firefox-esr, from FIREFOX_PATH\): could not start/);
  });

  it("never hangs: a driver call that does not answer fails after its time limit", async () => {
    const found: FoundEngine = { engine: "webkit", driver: "safari", webDriver: "/usr/bin/safaridriver", source: "Safari" };
    const never = new Promise<never>(() => undefined);
    await expect(withTimeout(found, "evaluate", never, 50)).rejects.toThrow(
      /^webkit \(\/usr\/bin\/safaridriver, from Safari\): evaluate took longer than 0\.05 s$/,
    );
  });
});
