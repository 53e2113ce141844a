/**
 * The admin page's script, run before Decap CMS's bundle (/admin/, never linked from the site):
 * it asks Decap to wait, then registers a JSON format per data file that writes the file in its
 * schema's order (./ordered-json.ts), and starts Decap with the configuration the build made
 * from the schemas (scripts/cms/config.ts), passed in at bundling as CMS_SETUP.
 */
import { orderedJsonText } from "./ordered-json.ts";
import type { KeyOrder } from "../content/schema.ts";

interface DecapCms {
  registerCustomFormat(name: string, extension: string, formatter: { fromFile(text: string): unknown; toFile(data: unknown): string }): void;
  init(options: { config: unknown }): void;
}

declare const CMS_SETUP: { config: unknown; keyOrders: Record<string, KeyOrder> };

const page = window as unknown as { CMS_MANUAL_INIT?: boolean; CMS?: DecapCms };
page.CMS_MANUAL_INIT = true;

addEventListener("DOMContentLoaded", () => {
  const cms = page.CMS;
  if (!cms) {
    document.body.textContent = "The content manager (Decap CMS) did not load. Check the connection and reload this page.";
    return;
  }
  for (const [format, order] of Object.entries(CMS_SETUP.keyOrders)) {
    cms.registerCustomFormat(format, "json", { fromFile: (text) => JSON.parse(text) as unknown, toFile: (data) => orderedJsonText(data, order) });
  }
  // The data files share a collection, and Decap a format per collection: each is written in its
  // own schema's order, found by its $schema pointer ("./launch.schema.json" -> json-launch).
  cms.registerCustomFormat("json-data", "json", {
    fromFile: (text) => JSON.parse(text) as unknown,
    toFile: (data) => {
      const name = /^\.\/(.+)\.schema\.json$/.exec(String((data as { $schema?: unknown }).$schema))?.[1];
      return orderedJsonText(data, CMS_SETUP.keyOrders[`json-${name}`] ?? {});
    },
  });
  cms.init({ config: CMS_SETUP.config });
});
