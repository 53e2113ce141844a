import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataFiles } from "./data-files.ts";
import { editorSchemaFiles, writeEditorSchemas } from "./editor-schemas.ts";

const contentDir = import.meta.dirname;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "site-editor-schemas-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const readJson = async (file: string) => JSON.parse(await readFile(file, "utf8"));
const shipped = Object.values(dataFiles);

/** An editor's checker: it follows `$ref`s between the files by name, and knows none of the build's own formats and words. */
async function editorChecker(files: readonly string[]) {
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  for (const file of files) ajv.addSchema(await readJson(path.join(dir, file)));
  return ajv;
}

describe("the editors' schemas", () => {
  it("are written beside the data files, each the file its data file's $schema names, saying it is written from its declaration", async () => {
    const written = await writeEditorSchemas(dir);
    for (const { file, declaredIn } of shipped) {
      const { $schema } = await readJson(path.join(contentDir, file));
      expect(written, file).toContain(path.basename($schema));
      const schema = await readJson(path.join(dir, $schema));
      expect(schema.$comment, file).toMatch(new RegExp(`^Written from ${declaredIn} .*edit the declaration, not this file\\.$`));
    }
  });

  it("check each data file in an editor as the build does, App Store Connect's names followed to the file that lists them", async () => {
    await writeEditorSchemas(dir);
    const ajv = await editorChecker([...editorSchemaFiles().keys()]);
    for (const { file, schema } of shipped) {
      const data = await readJson(path.join(contentDir, file));
      const validate = ajv.getSchema(schema.$id);
      expect(validate?.(data), `${file}: ${JSON.stringify(validate?.errors)}`).toBe(true);
      expect(validate?.({ ...data, notAKeyOfTheFile: true }), file).toBe(false);
    }
  });

  it("are rewritten only where one differs from its declaration", async () => {
    await writeEditorSchemas(dir);
    expect(await writeEditorSchemas(dir)).toEqual([]);
    const [first] = shipped;
    const stale = path.join(dir, first.schema.$id);
    await writeFile(stale, "{}\n");
    expect(await writeEditorSchemas(dir)).toEqual([first.schema.$id]);
    expect(await readJson(stale)).toMatchObject({ $id: first.schema.$id });
  });
});
