/**
 * The committed vercel.json and netlify.toml, which a host reads before it builds. Neither names
 * a page or a language, so no edit of the site changes them and the build never writes them:
 * the rules that depend on what a deploy publishes are generated into dist/ with it
 * (dist/_headers, and dist/_redirects for Netlify; src/publish/hosting.ts). The test beside this file
 * holds the committed files to what this module writes.
 */
import path from "node:path";
import { IMMUTABLE, securityHeaders } from "../../src/publish/hosting.ts";
import { frameAncestors } from "../../src/publish/security.ts";
import { storeFileTypes } from "../../src/publish/store-files.ts";
import { projectRoot } from "../pipeline/paths.ts";

/**
 * How every host installs and builds: only package.json "dependencies" (what the build needs,
 * its type-check included), never the test tools in "devDependencies".
 */
export const hostInstall = { installCommand: "npm ci --omit=dev", buildCommand: "npm run build", outputDirectory: "dist" } as const;

/**
 * A folder's address without its slash (/privacy, /de, /de/privacy) redirected to the folder.
 * Not Vercel's trailingSlash, which would redirect the extensionless
 * /.well-known/apple-app-site-association too (Apple refuses a redirect): any last segment
 * without a dot, outside /.well-known/.
 */
const folderRedirect = { source: "/:path((?!\\.well-known/)(?:[^/]+/)*[^/.]+)", destination: "/:path/", permanent: true } as const;

/**
 * vercel.json: Vercel builds the repository itself, redirects folders to their slash, answers
 * unknown paths with 404.html and sends the headers of _headers. Its own default caching of a
 * page is ours (revalidated on every visit); assets/ are kept a year. The file is committed, so
 * its policy cannot name a build's hashes: it sends only frame-ancestors, which a <meta>
 * cannot carry, and each page's <meta> policy does the rest (a browser enforces both).
 */
export function vercelJson(): string {
  const toHeaders = (pairs: readonly (readonly [string, string])[]) => pairs.map(([key, value]) => ({ key, value }));
  const config = {
    $schema: "https://openapi.vercel.sh/vercel.json",
    framework: null,
    ...hostInstall,
    redirects: [folderRedirect],
    headers: [
      { source: "/(.*)", headers: toHeaders(securityHeaders(frameAncestors)) },
      { source: "/assets/(.*)", headers: toHeaders([["Cache-Control", IMMUTABLE]]) },
      // Every store file's type, set or not: the file is committed before any setting is.
      ...Object.entries(storeFileTypes).map(([file, type]) => ({ source: `/${file}`, headers: toHeaders([["Content-Type", type]]) })),
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * netlify.toml: the build and the host install. Each language's own 404 page is a rule of the
 * deploy's own dist/_redirects, for the languages it publishes.
 */
function netlifyToml(): string {
  return [
    "# Netlify: connecting the repository is the whole set-up. Checked against scripts/hosts/host-configs.ts;",
    "# dist/_headers carries the security headers and caching, dist/_redirects each language's 404 page.",
    "[build]",
    `  command = "${hostInstall.buildCommand}"`,
    `  publish = "${hostInstall.outputDirectory}"`,
    "",
    "[build.environment]",
    "  # Node comes from .nvmrc, which Netlify reads by itself: the version is written there only.",
    '  # Install only what the build needs (package.json "dependencies"), not the test tools.',
    '  NPM_FLAGS = "--omit=dev"',
    "",
  ].join("\n");
}

export const vercelJsonPath = path.join(projectRoot, "vercel.json");
const netlifyTomlPath = path.join(projectRoot, "netlify.toml");

/** Each committed host file and what it must hold. */
export const committedHostFiles = (): Map<string, string> =>
  new Map([
    [vercelJsonPath, vercelJson()],
    [netlifyTomlPath, netlifyToml()],
  ]);
