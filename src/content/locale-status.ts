/** How far each language of the site is translated, a regional variant's by its own strings and its base's. */
import { copyOf, english as en, ownKeys, variantBaseOf } from "./locales/index.ts";
import { translationStatus } from "./translation-status.ts";
import type { TranslationStatus } from "./translation-status.ts";
import { defaultLocale } from "../site.ts";

/** How far a locale of src/site.ts is translated, its copy given or its file's; none for the default locale, or for a code with no copy. */
export function localeStatus(code: string, copy: unknown = copyOf(code)): TranslationStatus | undefined {
  if (code === defaultLocale || !copy) return undefined;
  const base = variantBaseOf(code);
  return translationStatus(code, copy, en, undefined, base ? { own: ownKeys(code), base: localeStatus(base) } : undefined);
}
