import { compileStylesheets } from "../build.ts";
import { renderSite } from "../../src/render.tsx";
import { loadSiteConfig } from "../../src/site.ts";
import { parseHtml } from "./dom.ts";

const css = await compileStylesheets();

/** Renders the whole site with the real styles and a config built from `env`, like the build does. */
export function renderWith(env: Record<string, string | undefined> = {}) {
  const site = loadSiteConfig(env);
  const files = renderSite(site, { css, script: "assets/app.0123456789.js" });
  const page = (output: string) => {
    const html = files.get(output);
    if (html === undefined) throw new Error(`no ${output} rendered`);
    return { html, doc: parseHtml(html) };
  };
  return { site, files, page };
}
