/** One line per language of the site: how much of it is translated, and whether a build with these settings publishes it. */
import { statusLine } from "../../src/content/translation-status.ts";
import { defaultLocale, locales } from "../../src/site.ts";
import { isMostlyUntranslated, loadSiteConfig, localeStatus } from "../../src/site-config.ts";

export function translationSummary(env: Record<string, string | undefined>): string[] {
  const published = new Set(loadSiteConfig(env).locales);
  return locales.flatMap((code) => {
    const status = code === defaultLocale ? undefined : localeStatus(code);
    if (!status) return [];
    if (published.has(code)) return [statusLine(status)];
    return [`${statusLine(status)}: not published, ${isMostlyUntranslated(code) ? `mostly untranslated (npm run translations -- export ${code})` : "left out of SITE_LOCALES"}`];
  });
}
