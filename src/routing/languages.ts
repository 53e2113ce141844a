/**
 * The languages one build publishes, as the pages show them: each language's copy filled in
 * (src/content/copy.ts), in the order of src/content/languages.json, the default first. Each
 * page exists in each of them; this module says where.
 */
import { resolveCopy } from "../content/copy.ts";
import type { Copy, SiteContent } from "../content/site-content.ts";
import { defaultLocale } from "../site.ts";
import type { SiteConfig } from "../site.ts";
import type { TextNotes } from "../text/notes.ts";
import { absoluteUrl, localePath } from "./urls.ts";

export interface SiteLocale {
  code: string;
  /** The copy with every fact, setting and claim filled in. */
  copy: Copy;
  /** What the copy says of its texts: English left in a translation, and the claims each makes. */
  notes: TextNotes;
}

/** Languages rendered beside the published ones: a test's pseudo-locales, each a copy of English's shape. */
export type ExtraLanguages = Readonly<Record<string, Copy>>;

/** The languages the settings publish, default first, each filled in; a partial one's English noted as English. */
export function publishedLanguages(site: SiteConfig, content: SiteContent, extra: ExtraLanguages = {}): SiteLocale[] {
  const published = content.languages.filter((language) => language.code === defaultLocale || site.locales.includes(language.code));
  return [
    ...published.map(({ code, copy, status }) =>
      fillIn(code, copy, site, content, new Set(code === defaultLocale ? [] : status?.keys.untranslated)),
    ),
    ...Object.entries(extra).map(([code, copy]) => fillIn(code, copy, site, content)),
  ];
}

function fillIn(code: string, copy: Copy, site: SiteConfig, content: SiteContent, english?: ReadonlySet<string>): SiteLocale {
  return { code, ...resolveCopy(code, copy, { site, facts: content.facts, english }) };
}

/** Where a page of the registry is written for a locale: dist/de/privacy/index.html and so on. */
export const localeOutput = (locale: string, output: string) => (locale === defaultLocale ? output : `${locale}/${output}`);

/** A page's address in every locale, for hreflang links, the sitemap and the language switcher. */
export function alternates(site: SiteConfig, languages: readonly SiteLocale[], route: string): { code: string; href: string }[] {
  return languages.map(({ code }) => ({ code, href: absoluteUrl(site, localePath(code, route)) }));
}
