/**
 * The languages App Store Connect localizes an app's page in (app-store-languages.json, read and
 * checked with the content): what a language of the site needs to be set up as the App Store
 * shows it. Its plural forms are CLDR's, asked of Intl.PluralRules where needed.
 */
import { schemaPointer } from "./data-schema.ts";
import type { DataOf, DataSchema } from "./data-schema.ts";

/** app-store-languages.json's shape: its type, the build's check and the editors' schema (app-store-languages.schema.json) come from it. */
export const appStoreLanguagesSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "app-store-languages.schema.json",
  title: "The App Store's languages",
  description:
    "Every language App Store Connect localizes an app's page in, as the site publishes it: `npm run translations -- add <code>` reads a new language's settings here. Plural forms are not listed: they are CLDR's, which Node and every browser carry (Intl.PluralRules).",
  type: "object",
  properties: {
    $schema: schemaPointer,
    languages: {
      type: "array",
      description: "One entry per App Store Connect localization, in Apple's order.",
      items: {
        type: "object",
        properties: {
          code: {
            type: "string",
            pattern: "^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$",
            patternDescription: "a language code, with a script and a region where it has them, like de, zh-Hans or pt-BR",
            description:
              "The site's code for it (BCP 47): its folder under src/content/locales/, its URL prefix (/fr/), its lang and hreflang.",
          },
          appStore: { type: "string", description: "Apple's code for the localization in App Store Connect (e.g. fr-FR, no, zh-Hans)." },
          ogLocale: {
            type: "string",
            pattern: "^[a-z]{2,3}_[A-Z]{2}$",
            patternDescription: "a language and a territory joined by an underscore, like de_DE",
            description: "Its Open Graph locale (language_TERRITORY), for link previews.",
          },
          dir: { enum: ["ltr", "rtl"], description: "Its writing direction." },
          storefront: {
            type: "string",
            pattern: "^[a-z]{2}$",
            patternDescription: "two lower-case letters, like de",
            description: "The App Store storefront (country) whose record the what's-new page shows in it (npm run store -- refresh).",
          },
          script: {
            type: "string",
            pattern: "^[A-Z][a-z]{3}$",
            patternDescription: "a script's four-letter code, like Hans",
            description: "Its script (ISO 15924), which chooses the font stack and how lines break.",
          },
          badge: {
            type: "string",
            description: "The language of Apple's App Store badge artwork to save for it under src/assets/app-store/<code>/.",
          },
        },
        required: ["code", "appStore", "ogLocale", "dir", "storefront", "script", "badge"],
        additionalProperties: false,
      },
    },
  },
  required: ["languages"],
  additionalProperties: false,
} as const satisfies DataSchema;

/**
 * One App Store language: the site's code (folder, URL prefix, lang and hreflang), App Store
 * Connect's, its Open Graph locale, direction, storefront, script (ISO 15924: the font stack and
 * the line breaking follow it) and the language of Apple's badge artwork for it.
 */
export type AppStoreLanguage = DataOf<typeof appStoreLanguagesSchema>["languages"][number];

/** The App Store language a code names, by the site's code or Apple's, in any letter case. */
export const appStoreLanguage = (languages: readonly AppStoreLanguage[], code: string): AppStoreLanguage | undefined =>
  languages.find((language) => [language.code, language.appStore].some((known) => known.toLowerCase() === code.toLowerCase()));

/**
 * The stylesheet of a language's script, src/styles/script-<script>.scss (its font stack, how its
 * lines break), by name; a language with no script of its own, and scripts with none, have none.
 */
export const scriptStylesheet = (language: AppStoreLanguage | undefined): string | undefined =>
  language?.script ? `script-${language.script}` : undefined;

/** A language's name in English, as the build's messages name it beside its code ("German" for de); the code where Intl knows none. */
export function englishName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A language's name in itself, capitalized as it begins a line: "Deutsch", "Français", "العربية". */
export function nameInItself(code: string): string {
  const name = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}
