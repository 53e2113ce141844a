/**
 * One line per language of the site: how much of it is translated, and whether a build with
 * these settings publishes it; a language left out says how to see what it lacks.
 */
import { statusLine } from "../../src/content/translation-status.ts";
import { defaultLocale, locales } from "../../src/site.ts";
import { isPartial, loadSiteConfig } from "../../src/site-config.ts";
import { localeStatus } from "../../src/content/locale-status.ts";

/**
 * `englishInAttributes` (from the build, by language): the English of a language published early
 * that stands where lang="en" cannot (an aria-label, the title), listed so the owner can have it
 * translated first.
 */
export function translationSummary(
  env: Record<string, string | undefined>,
  englishInAttributes: Readonly<Record<string, readonly string[]>> = {},
): { code: string; line: string }[] {
  const published = new Set(loadSiteConfig(env).locales);
  return locales.flatMap((code) => {
    const status = code === defaultLocale ? undefined : localeStatus(code);
    if (!status) return [];
    const line = statusLine(status);
    const english = status.untranslated;
    const partial = isPartial(code);
    const unmarked = englishInAttributes[code] ?? [];
    const inAttributes = unmarked.length
      ? `; ${unmarked.length} of them stand in attributes or the title, where no mark can go (translate these first): ${unmarked.map((text) => JSON.stringify(text)).join(", ")}`
      : "";
    if (published.has(code))
      return [
        {
          code,
          line: partial
            ? `${line}: published by SITE_LOCALES with ${english} string(s) still in English, each marked lang="en"${inAttributes}`
            : line,
        },
      ];
    const why = partial
      ? `${english} string(s) still in English; see them: npm run translations -- status ${code}`
      : "left out of SITE_LOCALES";
    return [{ code, line: `${line}: not published, ${why}` }];
  });
}
