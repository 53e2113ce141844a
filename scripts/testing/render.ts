import { bundleClients, compileStylesheets, readFavicon } from "../build-steps.ts";
import { socialCard } from "../social/card.ts";
import { SocialCard, socialCardProps, socialCardSize } from "../../src/components/SocialCard.tsx";
import { checkedLocales, renderSite, scriptSets } from "../../src/render.tsx";
import type { RenderOptions } from "../../src/render.tsx";
import type { LaunchAssets } from "../../src/launch.ts";
import { noLaunchAssets } from "../../src/launch.ts";
import { localeOutput } from "../../src/locales.ts";
import { defaultLocale, loadSiteConfig } from "../../src/site.ts";
import { parseHtml } from "./dom.ts";

/** Every page's script, for launch material without media, with the strip, the video, or both. */
const everyShape = [false, true].flatMap((strip) => [false, true].map((video) => ({ strip, video, proof: false, stores: false })));
const [css, scripts, favicon] = await Promise.all([compileStylesheets(), bundleClients(everyShape.flatMap((shown) => scriptSets(shown))), readFavicon()]);
/** The cards for the default settings, one per locale: drawn once (from the cache), like the build draws them. */
const defaultSite = loadSiteConfig({});
const cardLocales = checkedLocales(defaultSite);
const cards = await Promise.all(cardLocales.map((language) => socialCard(SocialCard, socialCardSize, socialCardProps(defaultSite.name, language.copy, favicon)).then((card) => card.encode())));
const socialCards = Object.fromEntries(cardLocales.map((language, index) => [language.code, cards[index].image]));

type Rendered = ReturnType<typeof render>;
/** Test files share a worker's modules, so the same render is made once per worker and shared. */
const rendered = new Map<string, Rendered>();

/**
 * Renders the whole site with the real styles, scripts and favicon, a config built from `env`
 * and the given launch material, like the build does. `page(output, locale)` parses one page;
 * `copyOf(locale)` is the copy that locale's pages show, every fact filled in.
 */
export function renderWith(env: Record<string, string | undefined> = {}, launch?: Partial<LaunchAssets>, options: RenderOptions = {}): Rendered {
  const key = JSON.stringify([env, launch ?? null, options]);
  const known = rendered.get(key);
  if (known) return known;
  const fresh = render(env, launch, options);
  rendered.set(key, fresh);
  return fresh;
}

function render(env: Record<string, string | undefined>, given: Partial<LaunchAssets> | undefined, options: RenderOptions) {
  const launch = given && { ...noLaunchAssets, ...given };
  const site = loadSiteConfig(env);
  const languages = checkedLocales(site, options.extraLocales);
  const cardsOf = Object.fromEntries(languages.map(({ code }) => [code, socialCards[code] ?? socialCards[defaultLocale]]));
  const files = renderSite(site, { css, scripts, favicon, socialCards: cardsOf, launch }, undefined, options);
  const page = (output: string, locale = defaultLocale as string) => {
    const html = files.get(localeOutput(locale, output));
    if (html === undefined) throw new Error(`no ${output} rendered for ${locale}`);
    return { html, doc: parseHtml(html) };
  };
  const copyOf = (locale = defaultLocale as string) => {
    const found = languages.find((language) => language.code === locale);
    if (!found) throw new Error(`no locale ${locale} rendered`);
    return found.copy;
  };
  return { site, files, page, languages, copy: copyOf(), copyOf };
}
