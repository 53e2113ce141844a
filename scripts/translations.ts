/**
 * npm run translations -- <command>: the translators' workflow, in XLIFF (README: "Translate").
 *   export <locale> [--xliff 1.2]   writes translations/<locale>.xlf (XLIFF 2.0, or 1.2 for the tools that read only that); `en` for review
 *   import <file>                   writes a translated .xlf, 2.0 or 1.2, back into src/content/locales/<locale>/copy.json
 *   status [<locale>] [--keys]      per locale: strings translated, outdated, untranslated and missing; --keys lists them
 *   add <locale>                    a new language from English, listed in src/content/languages.json, with its .xlf to translate
 *   platform <name>                 a translation platform's config for the site's languages (crowdin, tolgee, localazy), or its settings (weblate, lokalise)
 * Each reads the content as the build does (scripts/pipeline/content.ts): a broken file is named, not guessed around.
 */
import { runTranslations } from "./translations/command.ts";

process.exitCode = await runTranslations(process.argv.slice(2));
