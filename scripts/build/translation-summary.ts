/** The build's line per language: how much of it is translated, and whether this build publishes it. */
import { copies } from "../../src/content/locales/index.ts";
import type { Copy } from "../../src/content/locales/index.ts";
import { en } from "../../src/content/locales/en.ts";
import { statusLine, translationStatus } from "../../src/content/translation-status.ts";
import { defaultLocale, locales } from "../../src/site.ts";
import { isMostlyUntranslated, loadSiteConfig } from "../../src/site-config.ts";

export function translationSummary(env: Record<string, string | undefined>): string[] {
  const published = new Set(loadSiteConfig(env).locales);
  return locales
    .filter((code) => code !== defaultLocale)
    .map((code) => {
      const line = statusLine(translationStatus(code, (copies as Readonly<Record<string, Copy>>)[code], en));
      if (published.has(code)) return `  ${line}`;
      return `  ${line}: not published, ${isMostlyUntranslated(code) ? "mostly untranslated (npm run translations -- export " + code + ")" : "left out of SITE_LOCALES"}`;
    });
}
