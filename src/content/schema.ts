/**
 * The data files' JSON schemas as the code reads them: their shape, a `$ref` followed, and each
 * object's keys in the schema's order, in which the CMS writes a file back (Decap reads a file
 * into Immutable maps, which forget the order of an object of more than eight keys). What a page
 * shows in order is a list (the policy's sections, the FAQ), never an object's keys.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Readonly<Record<string, JsonSchema>>;
  patternProperties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  items?: JsonSchema;
  enum?: readonly string[];
  pattern?: string;
  /** What `pattern` takes, in words an owner reads ("lower-case letters and digits, in words joined by single hyphens"): the build's message and the CMS's say it. */
  patternDescription?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  oneOf?: readonly JsonSchema[];
  definitions?: Readonly<Record<string, JsonSchema>>;
}

/** The schema `$ref` points to, inside the same file, with the referring schema's own words kept. */
export function resolvedSchema(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const target = schema.$ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root) as JsonSchema;
  return { ...target, ...schema, $ref: undefined, description: schema.description ?? target.description };
}

/**
 * `schema` with each `$ref` into one of `others` (by its `$id`: "app-store-names.schema.json#/definitions/dataCategories")
 * replaced by what it points to, the referring schema's own title and description kept: one
 * schema, whole, for the readers that follow no reference into another file (the CMS's fields,
 * translators' notes, a regional variant's schema).
 */
export function withReferencesInlined(schema: unknown, others: readonly { $id: string }[]): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withReferencesInlined(item, others));
  if (!schema || typeof schema !== "object") return schema;
  const { $ref, ...own } = schema as { $ref?: unknown } & Record<string, unknown>;
  const [file, pointer = ""] = typeof $ref === "string" ? $ref.split("#") : [];
  const other = others.find((each) => each.$id === file);
  const inlined = Object.fromEntries(Object.entries(own).map(([key, value]) => [key, withReferencesInlined(value, others)]));
  if (!other) return $ref === undefined ? inlined : { $ref, ...inlined };
  const target = pointer
    .split("/")
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], other);
  if (!target) throw new Error(`${$ref}: ${file} has no ${pointer}`);
  return { ...(withReferencesInlined(target, others) as object), ...inlined };
}

/** Each object's keys in the schema's order; a list's items share one order. */
export interface KeyOrder {
  keys?: string[];
  children?: Record<string, KeyOrder>;
  items?: KeyOrder;
}

/**
 * The schema's key order. An object open to keys by pattern (words by language code) lists its
 * own keys, then `openKeys` (the site's languages, in their order), so a save keeps them in it.
 */
export function keyOrderOf(given: JsonSchema, root: JsonSchema = given, openKeys: readonly string[] = []): KeyOrder {
  const schema = resolvedSchema(given, root);
  const branch = schema.oneOf?.find((each) => each.type !== "null");
  if (branch) return keyOrderOf(branch, root, openKeys);
  if (schema.type === "array" && schema.items) return { items: keyOrderOf(schema.items, root, openKeys) };
  if (!schema.properties) return {};
  const children = Object.fromEntries(
    Object.entries(schema.properties)
      .map(([name, property]) => [name, keyOrderOf(property, root, openKeys)])
      .filter(([, order]) => Object.keys(order as object).length > 0),
  );
  const declared = Object.keys(schema.properties);
  const open = schema.patternProperties ? openKeys.filter((key) => !declared.includes(key)) : [];
  return { keys: [...declared, ...open], ...(Object.keys(children).length ? { children } : {}) };
}

/** `value` with each object's keys in `order`, and any others after them as they were. */
export function ordered(value: unknown, order: KeyOrder = {}): unknown {
  if (Array.isArray(value)) return value.map((item) => ordered(item, order.items));
  if (!value || typeof value !== "object") return value;
  const object = value as Record<string, unknown>;
  const known = (order.keys ?? []).filter((key) => key in object);
  const rest = Object.keys(object).filter((key) => !known.includes(key));
  return Object.fromEntries([...known, ...rest].map((key) => [key, ordered(object[key], order.children?.[key])]));
}

/** A data file's value without its `$schema` pointer, which is for editors and no data. */
export function withoutSchemaPointer<Data extends object>(value: Data): Omit<Data, "$schema">;
export function withoutSchemaPointer(value: unknown): Record<string, unknown>;
export function withoutSchemaPointer(value: unknown): Record<string, unknown> {
  const { $schema: _pointer, ...data } = value as Record<string, unknown>;
  return data;
}

/** Where a regional variant's file finds its schema, beside the copy's: written by `translations add`, for editors' hints. */
export const variantSchemaFile = "copy-variant.schema.json";

/**
 * The schema a regional variant's file meets: the copy's, each description kept, with no key
 * required but a list entry's id, as the file holds only what differs from its base language's.
 */
export function variantSchema(schema: unknown): unknown {
  const withNothingRequired = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(withNothingRequired);
    if (!node || typeof node !== "object") return node;
    return Object.fromEntries(
      Object.entries(node).flatMap(([name, value]) => {
        if (name !== "required" || !Array.isArray(value)) return [[name, withNothingRequired(value)]];
        return value.includes("id") ? [[name, ["id"]]] : [];
      }),
    );
  };
  const variant = withNothingRequired(schema) as { $id?: string; description?: string };
  return {
    ...variant,
    $id: variantSchemaFile,
    description:
      `A regional variant of a language (en-GB of en): only the words that differ from its base language's, each key as in copy.schema.json. ${variant.description ?? ""}`.trim(),
  };
}
