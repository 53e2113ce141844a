/**
 * The admin page, /admin/: Decap CMS on a page of its own, apart from the site. Nothing links to
 * it, search engines are told not to index it (and it is in no sitemap), and it has its own
 * Content Security Policy naming only what the CMS needs: its scripts, the place it saves to and
 * the images it previews. The visitors' pages and their policy are untouched by it.
 */
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { projectRoot } from "../pipeline/paths.ts";
import type { CmsBackend, CmsSetup } from "./config.ts";
import { decap } from "./decap-bundle.ts";

const adminEntry = fileURLToPath(new URL("../../src/admin/admin.ts", import.meta.url));

/** Where the page loads Decap's files from: its own folder locally, the CDN on a host. */
export interface DecapSource {
  /** The folder's URL, ending in a slash. */
  base: string;
  /** Subresource Integrity of the main file, where it comes from another origin. */
  integrity?: string;
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The admin page's policy: Decap's scripts, which compile its configuration's validator at run
 * time (ajv, hence 'unsafe-eval' here and on no other page), its inline styles (Emotion and
 * CodeMirror write them), the images it previews and where it saves. frame-ancestors is in the
 * host's header for /admin/, as a <meta> policy cannot carry it.
 */
export function adminPolicy(backend: CmsBackend, source: DecapSource): string {
  const scripts = `'self' 'unsafe-eval'${source.base.startsWith("http") ? ` ${source.base}` : ""}`;
  const saving = backend.kind === "local" ? originOf(backend.proxyUrl) : ["https://api.github.com", ...(backend.authUrl ? [originOf(backend.authUrl)] : [])].join(" ");
  const images = backend.kind === "local" ? "'self' data: blob:" : "'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com";
  return [
    "default-src 'none'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    `media-src 'self' blob:`,
    "font-src 'self' data:",
    `connect-src 'self' blob: ${saving}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

export function adminHtml(siteName: string, backend: CmsBackend, source: DecapSource): string {
  const integrity = source.integrity ? ` integrity="${source.integrity}" crossorigin="anonymous"` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="data:,">
<meta http-equiv="Content-Security-Policy" content="${adminPolicy(backend, source)}">
<title>${siteName.replace(/[<&"]/g, "")}: content</title>
<script src="admin.js"></script>
<script src="${source.base}${decap.mainFile}"${integrity}></script>
</head>
<body></body>
</html>
`;
}

/** The admin page's script with the configuration in it (src/admin/admin.ts). */
export async function adminScript(setup: CmsSetup): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [adminEntry],
    absWorkingDir: projectRoot,
    bundle: true,
    format: "iife",
    target: "es2020",
    minify: true,
    write: false,
    logLevel: "silent",
    define: { CMS_SETUP: JSON.stringify(setup) },
  });
  return result.outputFiles[0].text;
}
