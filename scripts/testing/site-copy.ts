import { resolveCopy } from "../../src/content/copy.ts";
import { copyOf } from "../../src/content/locales/index.ts";
import type { Copy } from "../../src/content/locales/index.ts";
import { defaultLocale } from "../../src/site.ts";
import { loadSiteConfig } from "../../src/site-config.ts";

/** The copy a page shows in `locale`, every fact and setting filled in, for the settings in `env`; a language not published yet too. */
export function siteCopy(locale: string = defaultLocale, env: Record<string, string> = {}): Copy {
  const copy = copyOf(locale);
  if (!copy) throw new Error(`no locale ${locale} in src/content/locales/index.ts`);
  return resolveCopy(locale, copy, loadSiteConfig(env));
}

/** The languages a build with the settings in `env` publishes: a new language waits until it is translated. */
export const publishedLocales = (env: Record<string, string> = {}): readonly string[] => loadSiteConfig(env).locales;
