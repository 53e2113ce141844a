/**
 * The admin page, /admin/: Decap CMS on a page of its own, apart from the site. Nothing links to
 * it, search engines are told not to index it (and it is in no sitemap), and it has its own
 * Content Security Policy naming only what the CMS needs: its scripts, the place it saves to and
 * the images it previews. The visitors' pages and their policy are untouched by it. Pure: the
 * dev server (scripts/serve/local-cms.ts) and a host's build (GitHub as the backend) both use it.
 */
/** Where the CMS saves: the working tree through Decap's local proxy, or a GitHub repository. */
export type CmsBackend = { kind: "local"; proxyUrl: string } | { kind: "github"; repo: string; branch: string; authUrl?: string };

/** Decap CMS's browser bundle, pinned (scripts/serve/decap-bundle.ts fetches and checks it locally). */
export const decap = {
  version: "3.16.3",
  /** The registry's integrity of decap-cms-3.16.3.tgz (`npm view decap-cms@3.16.3 dist.integrity`). */
  packageIntegrity: "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==",
  /** Subresource Integrity of its dist/decap-cms.js, which the admin page on a host loads from the CDN. */
  mainIntegrity: "sha384-A/Gdn928CNLufmnGWGs9RM4Q9o8bSNLeJERqBFrBjwzL7FRpoLT3MPF8Tl0+Wd2p",
  mainFile: "decap-cms.js",
} as const;

/** Where a host's admin page loads the bundle and the chunks it loads later: jsDelivr's copy of the npm package. */
export const decapCdn: DecapSource = {
  base: `https://cdn.jsdelivr.net/npm/decap-cms@${decap.version}/dist/`,
  integrity: decap.mainIntegrity,
};

/** Where the page loads Decap's files from: its own folder locally, the CDN on a host. */
interface DecapSource {
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
  // GitHub's sign-in happens in a window of the OAuth provider's, which the page only opens.
  const saving = backend.kind === "local" ? originOf(backend.proxyUrl) : "https://api.github.com";
  const images =
    backend.kind === "local"
      ? "'self' data: blob:"
      : "'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com";
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

/** The CMS a deploy publishes at /admin/: GitHub as its backend, where CMS_GITHUB_REPO names the repository; none otherwise. */
export function hostedCms(site: { cmsRepo: string; cmsBranch: string; cmsAuthUrl: string }): CmsBackend | undefined {
  return site.cmsRepo
    ? { kind: "github", repo: site.cmsRepo, branch: site.cmsBranch, ...(site.cmsAuthUrl ? { authUrl: site.cmsAuthUrl } : {}) }
    : undefined;
}
