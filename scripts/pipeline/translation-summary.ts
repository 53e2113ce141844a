/**
 * One line per language of the site: how much of it is translated, and whether a build with
 * these settings publishes it; a language left out says how to see what it lacks.
 */
import type { SiteContent } from "../../src/content/site-content.ts";
import { statusLine } from "../../src/content/translation-status.ts";

/**
 * `published`: the languages the settings publish; `englishInAttributes` (from the build, by
 * language): the English of a language published early that stands where lang="en" cannot (an
 * aria-label, the title), listed so the owner can have it translated first.
 */
export function translationSummary(
  content: SiteContent,
  published: readonly string[],
  englishInAttributes: Readonly<Record<string, readonly string[]>> = {},
): { code: string; line: string }[] {
  return content.languages.flatMap(({ code, status }) => {
    if (!status) return [];
    const line = statusLine(status);
    const english = status.untranslated;
    const unmarked = englishInAttributes[code] ?? [];
    const inAttributes = unmarked.length
      ? `; ${unmarked.length} of them stand in attributes or the title, where no mark can go (translate these first): ${unmarked.map((text) => JSON.stringify(text)).join(", ")}`
      : "";
    if (published.includes(code))
      return [
        {
          code,
          line: english
            ? `${line}: published by SITE_LOCALES with ${english} string(s) still in English, each marked lang="en"${inAttributes}`
            : line,
        },
      ];
    const why = english
      ? `${english} string(s) still in English; see them: npm run translations -- status ${code} --keys`
      : "left out of SITE_LOCALES";
    return [{ code, line: `${line}: not published, ${why}` }];
  });
}
