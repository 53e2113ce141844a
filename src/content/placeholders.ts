/**
 * The placeholders of the copy: `{name}` for a fact or a setting, and ICU's plural form
 * `{name, plural, one {# rating} other {# ratings}}` for a number whose words change with it,
 * with each language's own CLDR plural categories (Intl.PluralRules).
 */

const plural = /\{(\w+),\s*plural,\s*((?:[^{}]|\{[^{}]*\})*)\}/g;
const simple = /\{(\w+)\}/g;
const choice = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/** Every placeholder a text names, simple or plural, sorted and once each. */
export function placeholderNames(text: string): string[] {
  const names = [
    ...Array.from(text.matchAll(plural), (match) => match[1]),
    ...Array.from(text.replace(plural, "").matchAll(simple), (match) => match[1]),
  ];
  return [...new Set(names)].sort();
}

const cldrOrder = ["zero", "one", "two", "few", "many", "other"];

/**
 * A language's CLDR plural categories in CLDR's own order (engines list them in different orders: Node 22 sorts them).
 * @internal Exported for the tests.
 */
export function pluralCategories(locale: string): string[] {
  const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
  return cldrOrder.filter((category) => categories.has(category));
}

/** What is wrong with the text's plurals for a language: a category the language lacks, or no `other`. */
export function pluralProblems(locale: string, text: string): string[] {
  const categories = new Set(pluralCategories(locale));
  return Array.from(text.matchAll(plural)).flatMap(([, name, options]) => {
    const used = Array.from(options.matchAll(choice), (match) => match[1]);
    const unknown = used.filter((category) => !category.startsWith("=") && !categories.has(category));
    return [
      ...(used.includes("other") ? [] : [`{${name}, plural, …} has no "other" form`]),
      ...(unknown.length
        ? [`{${name}, plural, …} uses ${unknown.join(", ")}, which ${locale} does not have (it has ${[...categories].join(", ")})`]
        : []),
    ];
  });
}

/**
 * The text with each plural written in `locale`'s own categories (CLDR, as Intl.PluralRules has
 * them): Korean keeps `other` alone, Arabic gets all six, Polish four. Each form starts as the
 * text's own form of that category, else its `other`; exact forms (`=0`) are kept. For a new
 * language's file, made from English, before anyone translates it.
 */
export function withPluralForms(text: string, locale: string): string {
  return text.replace(plural, (_, name: string, options: string) => {
    const forms = new Map(Array.from(options.matchAll(choice), (match) => [match[1], match[2]]));
    const exact = [...forms].filter(([category]) => category.startsWith("="));
    const own = pluralCategories(locale).map((category) => [category, forms.get(category) ?? forms.get("other") ?? ""]);
    return `{${name}, plural, ${[...exact, ...own].map(([category, form]) => `${category} {${form}}`).join(" ")}}`;
  });
}

/** The text with each plural of a counted value chosen for `locale`, `#` standing for its number as written. */
export function choosePlurals(
  text: string,
  locale: string,
  counts: Readonly<Record<string, number>>,
  written: Readonly<Record<string, string>>,
): string {
  const rules = new Intl.PluralRules(locale);
  return text.replace(plural, (whole, name: string, options: string) => {
    const count = counts[name];
    if (count === undefined) return whole;
    const forms = new Map(Array.from(options.matchAll(choice), (match) => [match[1], match[2]]));
    const form = forms.get(`=${count}`) ?? forms.get(rules.select(count)) ?? forms.get("other") ?? "";
    return form.replace(/#/g, written[name] ?? String(count));
  });
}
