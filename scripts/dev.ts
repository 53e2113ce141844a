/**
 * npm run dev: builds the site into .dev/site, serves it on 127.0.0.1 (port 5173, or PORT),
 * watches src/ and static/, rebuilds only what changed and reloads the open pages. A build
 * error is printed here and shown in the browser; fixing it recovers without a restart. The
 * CMS is at /admin/, saving into this working tree (scripts/serve/local-cms.ts). It first writes
 * the editors' schemas of src/content/ from their declarations, as `npm ci` does.
 */
import "./pipeline/production-react.ts";
import path from "node:path";
import { localCms } from "./serve/local-cms.ts";
import { projectRoot } from "./pipeline/paths.ts";
import { createDevBuilder } from "./serve/dev-builder.ts";
import { devRebuilds } from "./serve/dev-rebuilds.ts";
import { devServer } from "./serve/dev-server.ts";
import { stopOnSignals } from "./serve/listen.ts";
import { watchSources } from "./serve/source-watcher.ts";
import { contentDir, readContent } from "./pipeline/content.ts";
import { writeEditorSchemas } from "../src/content/editor-schemas.ts";
import { defaultLocale, settings } from "../src/site.ts";

const outDir = path.join(projectRoot, ".dev/site");

await writeEditorSchemas(contentDir);
const builder = await createDevBuilder(outDir);
const cms = localCms({
  root: projectRoot,
  siteName: process.env[settings.name.variable] || String(settings.name.default),
  languages: () => readContent().then((content) => content.languages.map((language) => language.code)),
  defaultLocale,
});
const server = devServer(outDir, cms);
const rebuilds = devRebuilds(server);

await rebuilds.run("Built", () => builder.buildAll());
const port = await server.listen(Number(process.env.PORT ?? 5173));
// The address is printed once the watcher is ready, so that an edit saved as soon as it shows is seen.
const watcher = await watchSources(
  (kinds) => rebuilds.run(`Rebuilt ${[...kinds].join(", ")}`, () => builder.rebuild(kinds)),
  rebuilds.holdQuietWork,
);
console.log(`Dev server: http://127.0.0.1:${port}/ (watching src/ and static/; Ctrl+C to stop); the CMS: http://127.0.0.1:${port}/admin/`);
void builder.warmUp();

stopOnSignals(async () => {
  rebuilds.holdQuietWork();
  await watcher.close();
  server.close();
  await Promise.all([builder.dispose(), cms.stop()]);
});
