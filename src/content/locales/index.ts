/** Every locale's copy, by its code in src/site.ts. A code there with no file here is a type error. */
import type { Locale } from "../../site.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import type { Copy } from "./en.ts";
import { ja } from "./ja.ts";

export type { Copy } from "./en.ts";

export const copies: Readonly<Record<Locale, Copy>> = { en, de, ja };

/** A locale's copy by any code, a setting's or a command's: undefined where src/content/locales/ has none. */
export const copyOf = (code: string): Copy | undefined => (copies as Readonly<Record<string, Copy>>)[code];
