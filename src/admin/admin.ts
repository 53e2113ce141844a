/**
 * The admin page's script, run before Decap CMS's bundle (/admin/, never linked from the site):
 * it asks Decap to wait, then registers the JSON formats that write each file in its schema's
 * order (./ordered-json.ts), and starts Decap with the configuration the build made
 * from the schemas (scripts/pipeline/admin/config.ts), passed in at bundling as CMS_SETUP.
 */
import { orderedJsonText } from "./ordered-json.ts";
import type { KeyOrder } from "../content/schema.ts";

interface DecapCms {
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(text: string): unknown; toFile(data: unknown): string },
  ): void;
  init(options: { config: unknown }): void;
}

declare const CMS_SETUP: {
  config: unknown;
  formats: { copy: { name: string; order: KeyOrder }; data: { name: string; orders: Record<string, KeyOrder> } };
};

const page = window as unknown as { CMS_MANUAL_INIT?: boolean; CMS?: DecapCms };
page.CMS_MANUAL_INIT = true;

/**
 * Decap's right-hand pane calls an `onLocaleChange` its editor never passes it
 * (decaporg/decap-cms#6307; the fix, #6495, is not released): choosing another language there
 * switches the pane, then throws. The throw comes after the switch, so only its report is
 * wrong; this one error, by its message, is taken as handled. The bundle itself is loaded
 * unchanged (from jsDelivr under its Subresource Integrity on a host), so it is not patched.
 */
addEventListener("error", (event) => {
  if (/onLocaleChange is not a function/.test(event.message)) event.preventDefault();
});

addEventListener("DOMContentLoaded", () => {
  const cms = page.CMS;
  if (!cms) {
    document.body.textContent = "The content manager (Decap CMS) did not load. Check the connection and reload this page.";
    return;
  }
  const { copy, data } = CMS_SETUP.formats;
  const format = (name: string, orderOf: (value: unknown) => KeyOrder) =>
    cms.registerCustomFormat(name, "json", {
      fromFile: (text) => JSON.parse(text) as unknown,
      toFile: (value) => orderedJsonText(value, orderOf(value)),
    });
  format(copy.name, () => copy.order);
  // Decap takes a format per collection: the data files share one, each in its own schema's order, found by its $schema pointer.
  format(data.name, (value) => data.orders[String((value as { $schema?: unknown }).$schema)] ?? {});
  cms.init({ config: CMS_SETUP.config });
});
