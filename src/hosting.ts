import type { PageEntry } from "./pages/registry.ts";
import { localeOutput } from "./locales.ts";
import { frameAncestors } from "./security.ts";
import { storeFileTypes } from "./store-files.ts";
import type { StoreFilePath } from "./store-files.ts";
import type { SiteConfig } from "./site.ts";
import { defaultLocale } from "./site.ts";
import { localePath, sitePath } from "./urls.ts";

/** Security headers for every response; the CSP is the same policy the pages carry, plus frame-ancestors. */
export function securityHeaders(headerPolicy: string): [string, string][] {
  return [
    ["Content-Security-Policy", headerPolicy],
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    [
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()",
    ],
  ];
}

const REVALIDATE = "public, max-age=0, must-revalidate";
/** Launch media under assets/ carry their content's hash in their names, so they never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Pages are revalidated on every visit, by exact path: Netlify and Cloudflare join the values
 * of every rule that matches, so a page must never share a pattern with another rule.
 */
function cacheRules(site: SiteConfig, entries: readonly PageEntry[], languages: readonly { code: string }[]): [string, string][] {
  const htmlPaths = languages.flatMap(({ code }) =>
    entries.flatMap((page) => {
      const file = sitePath(site, `/${localeOutput(code, page.output)}`);
      return page.route ? [sitePath(site, localePath(code, page.route)), file] : [file];
    }),
  );
  return [...htmlPaths.map((path): [string, string] => [path, REVALIDATE]), [sitePath(site, "/assets/*"), IMMUTABLE]];
}

/** Netlify and Cloudflare Pages read dist/_headers; `published` are the store files this build writes. */
export function headersFile(site: SiteConfig, entries: readonly PageEntry[], headerPolicy: string, languages: readonly { code: string }[], published: readonly StoreFilePath[] = []): string {
  const block = (path: string, headers: [string, string][]) =>
    [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  // Cloudflare sends an extensionless file with no type at all unless told; Apple wants JSON.
  const types = published.map((file) => block(sitePath(site, `/${file}`), [["Content-Type", storeFileTypes[file]]]));
  return [
    block(sitePath(site, "/*"), securityHeaders(headerPolicy)),
    ...cacheRules(site, entries, languages).map(([path, value]) => block(path, [["Cache-Control", value]])),
    ...types,
    "",
  ].join("\n");
}

/**
 * How every host installs and builds: only package.json "dependencies" (what the build needs,
 * its type-check included), never the test tools in "devDependencies".
 */
export const hostInstall = { installCommand: "npm ci --omit=dev", buildCommand: "npm run build", outputDirectory: "dist" } as const;

/** Each page's folder address without its slash, e.g. /privacy and /de, to redirect to the folder. */
function slashRedirects(site: SiteConfig, entries: readonly PageEntry[], languages: readonly { code: string }[]): { source: string; destination: string; permanent: true }[] {
  const folders = languages.flatMap(({ code }) => entries.map((page) => page.route && localePath(code, page.route))).filter((route) => route && route !== "/" && route.endsWith("/"));
  return folders.map((folder) => ({ source: sitePath(site, folder.slice(0, -1)), destination: sitePath(site, folder), permanent: true }));
}

/**
 * The root vercel.json: Vercel builds the repository itself, redirects /privacy to /privacy/
 * (page by page: its trailingSlash setting would redirect the extensionless
 * /.well-known/apple-app-site-association too, which Apple refuses),
 * answers unknown paths with 404.html by default, and sends the same headers as _headers.
 * The file is committed, so its policy cannot name the build's hashes: it sends only
 * frame-ancestors, which a <meta> cannot carry, and each page's <meta> policy does the rest
 * (a browser enforces both).
 */
export function vercelJson(site: SiteConfig, entries: readonly PageEntry[], languages: readonly { code: string }[]): string {
  const toHeaders = (pairs: [string, string][]) => pairs.map(([key, value]) => ({ key, value }));
  const config = {
    $schema: "https://openapi.vercel.sh/vercel.json",
    framework: null,
    ...hostInstall,
    redirects: slashRedirects(site, entries, languages),
    headers: [
      { source: "/(.*)", headers: toHeaders(securityHeaders(frameAncestors)) },
      // Vercel's sources are path-to-regexp patterns: a _headers splat is (.*) there.
      ...cacheRules(site, entries, languages).map(([path, value]) => ({ source: path.replace(/\*$/, "(.*)"), headers: toHeaders([["Cache-Control", value]]) })),
      // Every store file's type, set or not: the file is committed before any setting is.
      ...Object.entries(storeFileTypes).map(([file, type]) => ({ source: `/${file}`, headers: toHeaders([["Content-Type", type]]) })),
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * The root netlify.toml: the build, the host install, and each other
 * locale's own 404 page for unknown paths under it (Netlify applies a rule only where no file
 * matches). Cloudflare Pages finds the nearest 404.html up the tree by itself; GitHub Pages and
 * Vercel serve the root one, which links every language's home.
 */
export function netlifyToml(site: SiteConfig, languages: readonly { code: string }[]): string {
  const notFound = languages
    .filter(({ code }) => code !== defaultLocale)
    .map(({ code }) => `\n[[redirects]]\n  from = "${sitePath(site, `/${code}/*`)}"\n  to = "${sitePath(site, `/${code}/404.html`)}"\n  status = 404\n`);
  return [
    "# Netlify: connecting the repository is the whole set-up. Written by npm run build from",
    "# src/hosting.ts; dist/_headers carries the security headers and caching.",
    "[build]",
    `  command = "${hostInstall.buildCommand}"`,
    `  publish = "${hostInstall.outputDirectory}"`,
    "",
    "[build.environment]",
    "  # Node comes from .nvmrc, which Netlify reads by itself: the version is written there only.",
    "  # Install only what the build needs (package.json \"dependencies\"), not the test tools.",
    '  NPM_FLAGS = "--omit=dev"',
    ...notFound,
  ].join("\n") + "\n";
}
