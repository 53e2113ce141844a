/**
 * What a setting of src/site.ts is: one declaration holds its environment variable, its default,
 * what it does (the README's table is held to these by a test) and its check; the type of its
 * value follows from its kind. src/deploy/site-config.ts reads every one from the environment.
 */
import type { SiteContent } from "../content/site-content.ts";

export interface Setting<Value> {
  /** The environment variable that overrides it on a deploy (the README's Deploy says where to set them). */
  variable: string;
  /** What it does, as the README's table of settings says. */
  does: string;
  /** Its value where the variable is unset or blank: fixed, or from the content (the contact e-mail of facts.json). */
  default: string | ((content: SiteContent) => string);
  /** How the README's table shows a default that comes from the content. */
  shownDefault?: string;
  /** The value its text makes: trimmed, or a list of items. */
  read: (text: string) => Value;
  /** What is wrong with a value, for the build to say after the setting's name; undefined where it is right. */
  check?: (value: Value, content: SiteContent) => string | undefined;
  /** Set per language: the variable with the language's code after it (APP_STORE_URL_DE), an address for each. */
  perLanguage?: boolean;
}

type Declared<Value> = Omit<Setting<Value>, "read" | "perLanguage">;

/** A setting of one line of text. */
export const text = (declared: Declared<string>): Setting<string> => ({ ...declared, read: (value) => value.trim() });

/** A setting that is one of a few words. */
export const oneOf = <Word extends string>(words: readonly Word[], declared: Omit<Declared<Word>, "check">): Setting<Word> => ({
  ...declared,
  read: (value) => value.trim() as Word,
  check: (value) => (words.includes(value) ? undefined : `expected one of ${words.join(", ")}, got ${JSON.stringify(value)}`),
});

/** A setting that holds a list: "en,de", or one item per line where `separator` says so; its trimmed, non-empty items. */
export const list = (declared: Declared<readonly string[]> & { separator?: RegExp }): Setting<readonly string[]> => ({
  ...declared,
  read: (value) =>
    value
      .split(declared.separator ?? /,/)
      .map((item) => item.trim())
      .filter(Boolean),
});

/** A setting each language may have its own of, by the variable with its code: APP_STORE_URL_DE. */
export const perLanguage = (declared: Declared<string>): Setting<string> & { perLanguage: true } => ({
  ...text(declared),
  perLanguage: true,
});

/** The variable of a language's own value of a per-language setting: APP_STORE_URL_DE, APP_STORE_URL_PT_BR. */
export const languageVariable = (setting: Setting<unknown>, code: string) => `${setting.variable}_${code.toUpperCase().replace(/-/g, "_")}`;

/** The value a declaration makes, by its kind. */
export type ValueOf<Declaration> = Declaration extends Setting<infer Value> ? Value : never;

// Deliberately plain: one "@", no spaces or markup characters, a dotted domain.
export const emailPattern = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** An address a URL parser reads, or undefined. */
export function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The checks the settings share, each worded after the setting's name: "expected …, got …". */
export const checks = {
  email: (value: string) =>
    emailPattern.test(value) ? undefined : `expected an address like support@example.org, got ${JSON.stringify(value)}`,
  optional:
    (check: (value: string) => string | undefined) =>
    (value: string): string | undefined =>
      value ? check(value) : undefined,
  pattern: (pattern: RegExp, expected: string) => (value: string) =>
    pattern.test(value) ? undefined : `expected ${expected}, got ${JSON.stringify(value)}`,
  /** For a list: the first item not as `pattern` says, as a problem. */
  eachItem: (pattern: RegExp, expected: string) => (items: readonly string[]) => {
    const wrong = items.find((item) => !pattern.test(item));
    return wrong === undefined ? undefined : `expected ${expected}, got ${JSON.stringify(wrong)}`;
  },
  https: (host: string, expected: string) => (value: string) => {
    const url = parsedUrl(value);
    return url?.protocol === "https:" && url.hostname === host ? undefined : `expected ${expected}, got ${JSON.stringify(value)}`;
  },
};
