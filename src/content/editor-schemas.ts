/**
 * The schemas an editor follows through a data file's `$schema` (and copy.schema.json's
 * references to App Store Connect's names), written beside the files from their declarations,
 * as Astro writes its collections' schemas: `npm ci` writes them (npm's prepare,
 * scripts/editor-schemas.ts), and so does `npm run dev`. They are not committed: the declaration
 * is the one copy, and no file can fall behind it.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
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

/** Each editors' file by name, marked in its first lines as written from its declaration. @internal Exported for the tests. */
export function editorSchemaFiles(): Map<string, string> {
  return new Map(
    editorSchemas.map(({ schema, declaredIn }) => {
      const written = schema === appStoreNamesSchema ? schema : referringToVocabularies(schema);
      const { $schema, $id, ...rest } = written as { $schema?: string; $id: string };
      const $comment = `Written from ${declaredIn} by npm ci and npm run dev (scripts/editor-schemas.ts): edit the declaration, not this file.`;
      return [$id, `${JSON.stringify({ $schema, $id, $comment, ...rest }, null, 2)}\n`];
    }),
  );
}

/** Writes the editors' files into `contentDir` where they differ from what is there; the names of those written. */
export async function writeEditorSchemas(contentDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const [file, text] of editorSchemaFiles()) {
    const at = path.join(contentDir, file);
    if ((await readFile(at, "utf8").catch(() => "")) === text) continue;
    await writeFile(at, text);
    written.push(file);
  }
  return written;
}
