/**
 * The site's content as the build reads it (scripts/pipeline/content.ts), once per test worker:
 * what the tests expect is read from the same files an owner edits.
 */
import type { PrivacyLabel } from "../../src/content/privacy-label.ts";
import type { Copy } from "../../src/content/site-content.ts";
import { defaultLocale } from "../../src/site.ts";
import { readLanguages, readListing, readSettings } from "../pipeline/sources.ts";
import { readContent } from "../pipeline/content.ts";

export const siteContent = await readContent();

/** English's words as its file has them, placeholders unfilled: the copy's shape and source. */
export const english: Copy = siteContent.languages[0].copy;

/** Every language of the site, published or not, by its code. */
export const siteLanguageCodes = siteContent.languages.map((language) => language.code);

/** The copy a page shows in `locale`, every fact and setting filled in, for the settings in `env`; a language not published yet too. */
export function siteCopy(locale: string = defaultLocale, env: Record<string, string> = {}): Copy {
  const site = readSettings(siteContent, env);
  const found = readLanguages({ ...site, locales: siteLanguageCodes }, siteContent).find((language) => language.code === locale);
  if (!found) throw new Error(`no locale ${locale} in src/content/languages.json`);
  return found.copy;
}

/** The languages a build with the settings in `env` publishes: a new language waits until it is translated. */
export const publishedLocales = (env: Record<string, string> = {}): readonly string[] => readSettings(siteContent, env).locales;

/** The settings of a build with the variables in `env` (and no others), checked as the build checks them. */
export const settingsFor = (env: Readonly<Record<string, string | undefined>> = {}) => readSettings(siteContent, env);

/** The privacy label the owner keeps, as the build reads it: beside their fastlane listing, else in src/content/; its `file` says which. */
export const ownersPrivacyLabel: PrivacyLabel | undefined =
  siteContent.privacyLabel ?? (await readListing(settingsFor(), siteContent))?.privacyLabel;
