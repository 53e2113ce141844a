import { bundleClient, compileStylesheets, readFavicon } from "../build-steps.ts";
import { renderSite } from "../../src/render.tsx";
import type { LaunchAssets } from "../../src/launch.ts";
import { loadSiteConfig } from "../../src/site.ts";
import { parseHtml } from "./dom.ts";

const [css, script, favicon] = await Promise.all([compileStylesheets(), bundleClient(), readFavicon()]);

/**
 * Renders the whole site with the real styles, script and favicon, a config built from `env`
 * and the given launch material, like the build does.
 */
export function renderWith(env: Record<string, string | undefined> = {}, launch?: LaunchAssets) {
  const site = loadSiteConfig(env);
  const files = renderSite(site, { css, script, favicon, launch });
  const page = (output: string) => {
    const html = files.get(output);
    if (html === undefined) throw new Error(`no ${output} rendered`);
    return { html, doc: parseHtml(html) };
  };
  return { site, files, page };
}
