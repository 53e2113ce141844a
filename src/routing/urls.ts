/** The one place that makes the site's paths and URLs: under the base path, in a locale, absolute. */
import { defaultLocale } from "../site.ts";
import type { SiteConfig } from "../site.ts";

/** A root-absolute URL inside the site, so every page (404.html included) works at any depth. */
export function sitePath(config: SiteConfig, path: string): string {
  return config.basePath + path.replace(/^\//, "");
}

/** The one helper for a path in a locale: the default locale's at the root, others' under /<code>/. */
export function localePath(locale: string, path: string): string {
  return locale === defaultLocale ? path : `/${locale}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The absolute public URL of a path inside the site, for canonical links, the sitemap and social tags. */
export function absoluteUrl(config: SiteConfig, path: string): string {
  return new URL(sitePath(config, path), config.url).href;
}
