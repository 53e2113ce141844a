/**
 * The languages App Store Connect localizes an app's page in (app-store-languages.json, read and
 * checked with the content): what a language of the site needs to be set up as the App Store
 * shows it. Its plural forms are CLDR's, asked of Intl.PluralRules where needed.
 */

export interface AppStoreLanguage {
  /** The site's code (BCP 47): folder, URL prefix, lang and hreflang. */
  code: string;
  /** App Store Connect's code for it. */
  appStore: string;
  ogLocale: string;
  dir: "ltr" | "rtl";
  /** The storefront whose App Store record the site shows in it. */
  storefront: string;
  /** ISO 15924: the font stack and the line breaking follow it. */
  script: string;
  /** The language of Apple's badge artwork for it. */
  badge: string;
}

/** The App Store language a code names, by the site's code or Apple's, in any letter case. */
export const appStoreLanguage = (languages: readonly AppStoreLanguage[], code: string): AppStoreLanguage | undefined =>
  languages.find((language) => [language.code, language.appStore].some((known) => known.toLowerCase() === code.toLowerCase()));

/**
 * The stylesheet of a language's script, src/styles/script-<script>.scss (its font stack, how its
 * lines break), by name; a language with no script of its own, and scripts with none, have none.
 */
export const scriptStylesheet = (language: AppStoreLanguage | undefined): string | undefined =>
  language?.script ? `script-${language.script}` : undefined;

/** A language's name in itself, capitalized as it begins a line: "Deutsch", "Français", "العربية". */
export function nameInItself(code: string): string {
  const name = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}
