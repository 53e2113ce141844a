/**
 * What every engine must show, written once against the engine-neutral driver
 * (scripts/browsers/drivers/) and run by one small test file per engine (in-<engine>.browser.test.ts
 * beside this one), so the engines run side by side. Each group of behaviours has its file here.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { serveStatic } from "../../serve/static-server.ts";
import type { StaticServer } from "../../serve/static-server.ts";
import { describeLaunch } from "./launch-day.ts";
import { describePreviewDialog } from "./preview-dialog.ts";
import { describeOffers } from "./offers.ts";
import { describePages } from "./page-behaviours.ts";
import { describeScreenshots } from "./page-screenshots.ts";
import type { EngineState } from "./state.ts";
import { describeVisitorSettings } from "./visitor-settings.ts";
import { distDir, varietyDistDir, preOrderDistDir } from "../dist.ts";
import { sharedChromium, startEngine } from "../../browsers/drivers/start-engine.ts";
import type { EngineName } from "../../browsers/drivers/start-engine.ts";
import { instrumentedCopy } from "../instrumented-site.ts";
import { screenshotRoot } from "../screenshot-files.ts";

export function describeEngine(name: EngineName): void {
  describe(`in ${name}`, () => {
    const servers: StaticServer[] = [];
    const state = {} as EngineState & { dispose: () => Promise<void> };
    const at = (server: () => StaticServer) => (route: string) => `${server().origin}${route}`;
    state.url = at(() => servers[0]);
    state.varietyUrl = at(() => servers[1]);
    state.preOrderUrl = at(() => servers[2]);

    beforeAll(async () => {
      // The default and launch builds record script errors and console messages for the page checks.
      const copies = await Promise.all([instrumentedCopy(distDir()), instrumentedCopy(varietyDistDir())]);
      state.dispose = async () => void (await Promise.all(copies.map((copy) => copy.dispose())));
      const started = await Promise.all([
        name === "chromium" ? sharedChromium() : startEngine(name),
        ...[copies[0].dir, copies[1].dir, preOrderDistDir()].map((dir) => serveStatic(dir)),
      ]);
      state.engine = started[0];
      servers.push(...(started.slice(1) as StaticServer[]));
      state.server = servers[0];
      await mkdir(path.join(screenshotRoot, name), { recursive: true });
      await writeFile(path.join(screenshotRoot, name, "version.txt"), `${state.engine.version}\n`);
    }, 120_000);

    afterAll(async () => {
      // A browser that will not quit must not hold the run: give it 30 s.
      await Promise.race([state.engine?.stop().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
      await Promise.all(servers.map((server) => server.close()));
      await state.dispose?.();
    }, 60_000);

    describePages(state);
    describeVisitorSettings(state);
    describeLaunch(state);
    describePreviewDialog(state);
    describeOffers(state);
    describeScreenshots(state);
  });
}
