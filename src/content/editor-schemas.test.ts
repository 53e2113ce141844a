/**
 * The schemas an editor follows through a data file's `$schema` (and copy.schema.json's
 * references to App Store Connect's names) are written from their declarations: each file here
 * is what its declaration says now. After changing a declaration, `npx vitest run -u
 * src/content/editor-schemas.test.ts` writes them.
 */
import { describe, expect, it } from "vitest";
import { appStoreNamesSchema } from "./app-store-names.ts";
import { dataFiles } from "./data-files.ts";
import { privacyLabelSchema } from "./privacy-label.ts";

/** Each schema written for editors (its `$id` is its file's name), with the module that declares it. */
const editorSchemas: readonly { schema: { $id: string }; declaredIn: string }[] = [
  ...Object.values(dataFiles),
  // Beside them, the label, read where it enters (scripts/pipeline/declarations/), and the names the others refer to.
  { schema: privacyLabelSchema, declaredIn: "src/content/privacy-label.ts" },
  { schema: appStoreNamesSchema, declaredIn: "src/content/app-store-names.ts" },
];

/** App Store Connect's vocabularies of identifiers, each with the one place the editors' files find it. */
const vocabularies = Object.entries(appStoreNamesSchema.definitions).flatMap(([name, definition]) =>
  "enum" in definition ? [{ list: JSON.stringify(definition.enum), $ref: `${appStoreNamesSchema.$id}#/definitions/${name}` }] : [],
);

/**
 * `node` with each enum of one of App Store Connect's vocabularies a reference to its definition
 * in app-store-names.schema.json, the referring schema's own words kept (as copy.schema.json
 * refers to the names): an editor follows it, and the identifiers stand in one file.
 */
function referringToVocabularies(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(referringToVocabularies);
  if (!node || typeof node !== "object") return node;
  const list = (node as { enum?: unknown }).enum;
  const vocabulary = list === undefined ? undefined : vocabularies.find((each) => each.list === JSON.stringify(list));
  const own = Object.entries(node).filter(([key]) => !vocabulary || (key !== "type" && key !== "enum"));
  return {
    ...Object.fromEntries(own.map(([key, value]) => [key, referringToVocabularies(value)])),
    ...(vocabulary ? { $ref: vocabulary.$ref } : {}),
  };
}

/** A declaration as its editors' file: marked, in its first lines, as written from it. */
function editorFile(schema: { $id: string }, declaredIn: string): string {
  const written = schema === appStoreNamesSchema ? schema : referringToVocabularies(schema);
  const { $schema, $id, ...rest } = written as { $schema?: string; $id: string };
  const marked = {
    $schema,
    $id,
    $comment: `Generated from ${declaredIn} by src/content/editor-schemas.test.ts (npx vitest run -u src/content/editor-schemas.test.ts): edit the declaration, not this file.`,
    ...rest,
  };
  return `${JSON.stringify(marked, null, 2)}\n`;
}

describe("the editors' schemas", () => {
  it.each(editorSchemas.map(({ schema, declaredIn }) => [schema.$id, schema, declaredIn] as const))(
    "%s is written from its declaration",
    async (file, schema, declaredIn) => {
      await expect(editorFile(schema, declaredIn)).toMatchFileSnapshot(`./${file}`);
    },
  );
});
