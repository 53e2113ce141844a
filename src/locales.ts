/**
 * The languages one render publishes: the site's (src/site.ts, narrowed by SITE_LOCALES) and,
 * in tests only, pseudo-locales. Each page exists in each of them; this module says where.
 */
import { resolveCopy } from "./content/copy.ts";
import { translationStatus } from "./content/translation-status.ts";
import { markEnglish } from "./language-parts.ts";
import { copies } from "./content/locales/index.ts";
import type { Copy } from "./content/locales/index.ts";
import type { SiteConfig } from "./site.ts";
import { absoluteUrl, localePath } from "./urls.ts";
import { defaultLocale } from "./site.ts";

export interface SiteLocale {
  code: string;
  /** The copy with every fact and setting filled in. */
  copy: Copy;
}

/** The locales to render, default first: the site's, then `extra` (tests' pseudo-locales). */
export function siteLocales(site: SiteConfig, extra: Readonly<Record<string, Copy>> = {}): SiteLocale[] {
  const all: Record<string, Copy> = { ...copies, ...extra };
  const codes = [...new Set([defaultLocale, ...site.locales, ...Object.keys(extra)])];
  return codes.map((code) => ({ code, copy: resolveCopy(code, withEnglishMarked(code, all[code]), site) }));
}

/** A site language's copy with the strings it still has in English marked as English (src/language-parts.ts). */
function withEnglishMarked(code: string, copy: Copy): Copy {
  if (code === defaultLocale || !(code in copies)) return copy;
  return markEnglish(copy, new Set(translationStatus(code, copy, copies[defaultLocale]).keys.untranslated));
}

/** Where a page of the registry is written for a locale: dist/de/privacy/index.html and so on. */
export const localeOutput = (locale: string, output: string) => (locale === defaultLocale ? output : `${locale}/${output}`);

/** A page's address in every locale, for hreflang links, the sitemap and the language switcher. */
export function alternates(site: SiteConfig, languages: readonly SiteLocale[], route: string): { code: string; href: string }[] {
  return languages.map(({ code }) => ({ code, href: absoluteUrl(site, localePath(code, route)) }));
}
