import { bundleClients, compileStylesheets, readFavicon } from "../build-steps.ts";
import { socialCard } from "../social/card.ts";
import { SocialCard, socialCardProps, socialCardSize } from "../../src/components/SocialCard.tsx";
import { renderSite, scriptSets } from "../../src/render.tsx";
import type { LaunchAssets } from "../../src/launch.ts";
import { loadSiteConfig } from "../../src/site.ts";
import { parseHtml } from "./dom.ts";

/** Every page's script, for launch material without media, with the strip, the video, or both. */
const everyShape = [false, true].flatMap((strip) => [false, true].map((video) => ({ strip, video })));
const [css, scripts, favicon] = await Promise.all([compileStylesheets(), bundleClients(everyShape.flatMap((shown) => scriptSets(shown))), readFavicon()]);
/** The card for the default settings: drawn once, like the build draws it. */
const card = await socialCard(SocialCard, socialCardSize, socialCardProps(loadSiteConfig({}).name, favicon));

/**
 * Renders the whole site with the real styles, scripts and favicon, a config built from `env`
 * and the given launch material, like the build does.
 */
export function renderWith(env: Record<string, string | undefined> = {}, launch?: LaunchAssets, options?: { keepSpecMarkers?: boolean }) {
  const site = loadSiteConfig(env);
  const files = renderSite(site, { css, scripts, favicon, socialCard: card.image, launch }, undefined, options);
  const page = (output: string) => {
    const html = files.get(output);
    if (html === undefined) throw new Error(`no ${output} rendered`);
    return { html, doc: parseHtml(html) };
  };
  return { site, files, page };
}
