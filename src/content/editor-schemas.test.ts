/**
 * The schemas an editor follows through a data file's `$schema` (and copy.schema.json's
 * references to App Store Connect's names) are written from their declarations: each file here
 * is what its declaration says now. After changing a declaration, `npx vitest run -u
 * src/content/editor-schemas.test.ts` writes them.
 */
import { describe, expect, it } from "vitest";
import { editorSchemas } from "./data-files.ts";

/** A declaration as its editors' file: marked, in its first lines, as written from it. */
function editorFile(schema: { $id: string }, declaredIn: string): string {
  const { $schema, $id, ...rest } = schema as { $schema?: string; $id: string };
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
