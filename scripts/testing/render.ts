/**
 * The site as the build assembles it, for tests that read pages without writing dist/: the
 * real styles, colours and renderer module through the build's own assemble(), with the
 * owner's content and the settings in `env`.
 */
import * as renderer from "../build/renderer-entry.ts";
import { assemble } from "../build/assemble.ts";
import type { AssembleOptions } from "../build/assemble.ts";
import { readColors } from "../build/colors.ts";
import { compileStylesheets } from "../build/styles.ts";
import type { LaunchAssets } from "../../src/launch.ts";
import { localeOutput } from "../../src/locales.ts";
import { defaultLocale } from "../../src/site.ts";
import { parseHtml } from "./dom.ts";

const inputs = Promise.all([compileStylesheets(), readColors()]).then(([css, colors]) => ({ css, colors }));

export type RenderOptions = Pick<AssembleOptions, "extraLocales" | "keepSpecMarkers" | "launch">;
export type Rendered = Awaited<ReturnType<typeof render>>;
/** Test files share a worker's modules, so the same render is made once per worker and shared. */
const rendered = new Map<string, Promise<Rendered>>();

/**
 * Renders the whole site through the build's assemble() with the settings in `env`. `launch`
 * stands in for launch material already prepared (badges, screenshots by path); without it,
 * the owner's own is prepared as the build does. `page(output, locale)` parses one page;
 * `copyOf(locale)` is the copy that locale's pages show, every fact filled in.
 */
export function renderWith(env: Record<string, string | undefined> = {}, launch?: Partial<LaunchAssets>, options: RenderOptions = {}): Promise<Rendered> {
  const key = JSON.stringify([env, launch ?? null, options]);
  const known = rendered.get(key);
  if (known) return known;
  const fresh = render(env, launch, options);
  rendered.set(key, fresh);
  return fresh;
}

async function render(env: Record<string, string | undefined>, preparedLaunch: Partial<LaunchAssets> | undefined, options: RenderOptions) {
  const { site, languages, files: all, favicon, launch, socialCards } = await assemble(renderer, await inputs, { env, preparedLaunch, ...options });
  const files = new Map([...all].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
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
  return { site, files, page, languages, favicon, launch, socialCards, copy: copyOf(), copyOf };
}
