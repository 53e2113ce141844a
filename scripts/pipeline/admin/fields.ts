/**
 * Decap CMS's fields, made from our JSON schemas: the one description of each file that the
 * build's check, the editors' hover text and the translators' notes read too. Each property is a
 * field labelled by its schema title, its description the hint under it; objects group their
 * fields, lists of objects become list widgets (FAQ entries, features), numbers and dates get
 * their own widgets with the schema's limits, and patterns are checked as the editor types.
 */
import { resolvedSchema as resolved } from "../../../src/content/schema.ts";
import { emailPattern } from "../../../src/settings/setting.ts";
import type { JsonSchema } from "../../../src/content/schema.ts";

export type DecapField = Record<string, unknown> & { name: string; widget: string };

export interface FieldOptions {
  /** The languages a field of words by language (launch.json's captions) has a box for. */
  locales: readonly string[];
  /** Fields that hold a language's words: translated per language in the CMS. */
  translated: boolean;
  /** Inside an object that may be left out (the preview video): nothing is required in the CMS, the build checks the whole. */
  optional?: boolean;
  /** Fields that take a file, by their path (`screenshots.file`): the widget and the folder its files are saved in. */
  media?: Readonly<Record<string, { widget: "image" | "file"; folder: string }>>;
}

/** Strings longer than this in English are edited in a box of several lines. */
const LONG_TEXT = 70;

const label = (name: string, schema: JsonSchema) =>
  schema.title ?? name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (first) => first.toUpperCase());

/** The field of one property; `example` is English's value there, to size a text box. */
function fieldOf(
  name: string,
  given: JsonSchema,
  root: JsonSchema,
  options: FieldOptions,
  required: boolean,
  example?: unknown,
  at = name,
): DecapField {
  const schema = resolved(given, root);
  const nullable = schema.oneOf?.find((branch) => branch.type !== "null");
  if (nullable)
    return fieldOf(
      name,
      { ...nullable, title: schema.title, description: schema.description },
      root,
      { ...options, optional: true },
      false,
      example,
      at,
    );
  const base = {
    name,
    label: label(name, schema),
    ...(schema.description ? { hint: schema.description } : {}),
    ...(required && !options.optional ? {} : { required: false }),
    ...(options.translated ? { i18n: true } : {}),
  };
  const media = options.media?.[at];
  // Saved by its bare name into the folder the build reads it from, as launch.json lists it.
  if (media) return { ...base, widget: media.widget, media_folder: `/${media.folder}`, public_folder: "", choose_url: false };
  if (schema.enum) return { ...base, widget: "select", options: schema.enum };
  if (schema.type === "boolean") return { ...base, widget: "boolean", default: false };
  if (schema.type === "integer" || schema.type === "number") {
    const min = schema.minimum ?? schema.exclusiveMinimum;
    return {
      ...base,
      widget: "number",
      value_type: schema.type === "integer" ? "int" : "float",
      ...(min !== undefined ? { min } : {}),
      ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
    };
  }
  if (schema.type === "string" && schema.format === "email")
    return { ...base, widget: "string", pattern: [emailPattern.source, "Must be an e-mail address, like support@example.org"] };
  if (schema.type === "string" && schema.format === "date")
    return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true };
  // A moment with the editor's own offset from UTC (an in-app event's start), as the build reads it: 2027-03-20T09:00:00+01:00.
  if (schema.type === "string" && schema.format === "date-time")
    return {
      ...base,
      widget: "datetime",
      format: "YYYY-MM-DDTHH:mm:ssZ",
      date_format: "YYYY-MM-DD",
      time_format: "HH:mm",
      picker_utc: false,
    };
  if (schema.type === "string") {
    const long = typeof example === "string" && example.length > LONG_TEXT;
    return {
      ...base,
      widget: long ? "text" : "string",
      ...(schema.pattern ? { pattern: [schema.pattern, `Must be ${schema.patternDescription ?? `text matching ${schema.pattern}`}`] } : {}),
    };
  }
  if (schema.type === "array" && schema.items) {
    const items = resolved(schema.items, root);
    const first = Array.isArray(example) ? example[0] : undefined;
    if (items.type === "object") return { ...base, widget: "list", collapsed: true, fields: objectFields(items, root, options, first, at) };
    return { ...base, widget: "list", field: fieldOf(name, { ...items, title: label(name, schema) }, root, options, true, first, at) };
  }
  if (schema.type === "object" && schema.patternProperties && !options.translated) {
    // By language code (a screenshot's caption, a product page's headline): a field for each of the site's languages.
    const own = schema.required ?? [];
    const each = resolved(Object.values(schema.patternProperties)[0] ?? { type: "string" }, root);
    const fields = options.locales.map((code) =>
      each.type === "string"
        ? { name: code, label: code, widget: "string", ...(own.includes(code) && !options.optional ? {} : { required: false }) }
        : { ...fieldOf(code, { ...each, title: code }, root, { ...options, optional: true }, false, undefined, at), collapsed: true },
    );
    return { ...base, widget: "object", fields };
  }
  if (schema.type === "object")
    return { ...base, widget: "object", collapsed: true, fields: objectFields(schema, root, options, example, at) };
  throw new Error(`scripts/pipeline/admin/fields.ts: no field for ${name}, of type ${JSON.stringify(schema.type)}`);
}

/** The fields of an object's properties, in the schema's order; an `id` (an FAQ entry's) comes first. */
export function objectFields(schema: JsonSchema, root: JsonSchema, options: FieldOptions, example?: unknown, at = ""): DecapField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== "$schema")
    .map(([name, property]) =>
      fieldOf(
        name,
        property,
        root,
        options,
        required.has(name),
        (example as Record<string, unknown> | undefined)?.[name],
        at ? `${at}.${name}` : name,
      ),
    );
}
