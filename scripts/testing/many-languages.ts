/**
 * The site in every App Store language (src/content/app-store-languages.json) it does not have
 * yet: each filled from one translation, English's words, with its own settings (its name in
 * itself, og:locale, direction) and each plural in its own CLDR forms, as `translations add`
 * writes a new language. A fixture for what many languages do to the build, the host files and
 * the switcher; never shipped, never machine-translated.
 */
import { nameInItself } from "../../src/content/app-store-languages.ts";
import { mapStrings } from "../../src/content/copy-keys.ts";
import { withPluralForms } from "../../src/content/placeholders.ts";
import type { Copy } from "../../src/content/site-content.ts";
import { english as en, siteContent, siteLanguageCodes } from "./site-copy.ts";

/** Every App Store language the site lacks, as extra locales for a test build (scripts/testing/rendered-site.ts). */
export function appStoreFixtureLocales(): Record<string, Copy> {
  const missing = siteContent.appStoreLanguages.filter((language) => !siteLanguageCodes.includes(language.code));
  return Object.fromEntries(
    missing.map(({ code, ogLocale, dir }) => [
      code,
      {
        ...(mapStrings(en, (text) => withPluralForms(text, code)) as Copy),
        language: { ...en.language, name: nameInItself(code), ogLocale, dir },
      },
    ]),
  );
}
