import type { Copy } from "../../src/content/locales/index.ts";
import { siteLocales } from "../../src/locales.ts";
import { defaultLocale } from "../../src/site.ts";
import { loadSiteConfig } from "../../src/site-config.ts";

/** The copy a built page shows in `locale`, every fact and setting filled in, for the settings in `env`. */
export function siteCopy(locale: string = defaultLocale, env: Record<string, string> = {}): Copy {
  const found = siteLocales(loadSiteConfig(env)).find((language) => language.code === locale);
  if (!found) throw new Error(`no locale ${locale} in src/site.ts`);
  return found.copy;
}

/** The languages a build with the settings in `env` publishes: a new language waits until it is translated. */
export const publishedLocales = (env: Record<string, string> = {}): readonly string[] => loadSiteConfig(env).locales;
