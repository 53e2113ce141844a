/**
 * npm run preview: serves dist/ on http://127.0.0.1:4173/ (PORT to change) as Netlify and
 * Cloudflare Pages would: gzip, 404.html with status 404, /privacy redirected to /privacy/,
 * the headers of dist/_headers applied, and _headers itself never served. A build for a folder
 * (SITE_BASE_PATH=/photo-cleaner/) is served under that folder only, as its host will.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { builtBasePath } from "./hosts/host-rules.ts";
import { paths, projectRoot } from "./pipeline/paths.ts";
import { listenNear, stopOnSignals } from "./serve/listen.ts";
import { createStaticServer } from "./serve/static-server.ts";

const dir = process.argv[2] ? path.resolve(process.argv[2]) : paths.dist;
if (!existsSync(path.join(dir, "index.html"))) {
  console.error(`Nothing to preview: ${path.relative(projectRoot, dir) || dir}/ has no index.html. Run npm run build first.`);
  process.exit(1);
}
const basePath = builtBasePath(dir);
const server = createStaticServer(dir, { hosting: true, basePath });
const port = await listenNear(server, Number(process.env.PORT ?? 4173));
const folder = basePath === "/" ? "" : `, built for the folder ${basePath}`;
console.log(
  `Preview of ${path.relative(projectRoot, dir) || dir}/: http://127.0.0.1:${port}${basePath} (as the hosts serve it${folder}; Ctrl+C to stop)`,
);
stopOnSignals(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);
