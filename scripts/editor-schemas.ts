/**
 * npm run prepare (which `npm ci` runs): writes the schemas an editor follows through each data
 * file's `$schema` into src/content/, from their declarations (src/content/editor-schemas.ts).
 */
import { writeEditorSchemas } from "../src/content/editor-schemas.ts";
import { paths } from "./pipeline/paths.ts";

const written = await writeEditorSchemas(paths.content);
if (written.length > 0) console.log(`Wrote the editors' schemas of src/content/: ${written.join(", ")}`);
