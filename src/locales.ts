/**
 * The languages one render publishes: by default the site's (src/site.ts, narrowed by
 * SITE_LOCALES), each from its locale file. Each page exists in each of them; this module says where.
 */
import { resolveCopy } from "./content/copy.ts";
import { localeStatus } from "./content/locale-status.ts";
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

/** The copy of each language the settings publish, default first, from src/content/locales/. */
export function publishedCopies(site: SiteConfig): Record<string, Copy> {
  const codes = [...new Set([defaultLocale, ...site.locales])];
  return Object.fromEntries(codes.flatMap((code) => (code in copies ? [[code, copies[code as keyof typeof copies]]] : [])));
}

/** The locales to render from `published` (a code and its copy each, default first), every fact filled in. */
export function siteLocales(site: SiteConfig, published: Readonly<Record<string, Copy>> = publishedCopies(site)): SiteLocale[] {
  return Object.entries(published).map(([code, copy]) => ({ code, copy: resolveCopy(code, withEnglishMarked(code, copy), site) }));
}

/** A site language's copy with the strings it still has in English marked as English (src/language-parts.ts). */
function withEnglishMarked(code: string, copy: Copy): Copy {
  if (code === defaultLocale || !(code in copies)) return copy;
  return markEnglish(copy, new Set(localeStatus(code, copy)?.keys.untranslated));
}

/** Where a page of the registry is written for a locale: dist/de/privacy/index.html and so on. */
export const localeOutput = (locale: string, output: string) => (locale === defaultLocale ? output : `${locale}/${output}`);

/** A page's address in every locale, for hreflang links, the sitemap and the language switcher. */
export function alternates(site: SiteConfig, languages: readonly SiteLocale[], route: string): { code: string; href: string }[] {
  return languages.map(({ code }) => ({ code, href: absoluteUrl(site, localePath(code, route)) }));
}
