import type { PageEntry } from "../routing/page-entry.ts";
import { localeOutput } from "../routing/languages.ts";
import { storeFileTypes } from "./store-files.ts";
import type { StoreFilePath } from "./store-files.ts";
import type { SiteConfig } from "../site.ts";
import { defaultLocale } from "../site.ts";
import { sitePath } from "../routing/urls.ts";
import { adminPolicy, decapCdn, hostedCms } from "../admin/page.ts";
import { headerContentSecurityPolicy, joinedPolicy } from "./security.ts";
import type { PagePolicy } from "./security.ts";

/**
 * The powerful features no page of the site uses, denied to it and to anything it would frame:
 * only those that Chromium, Firefox and WebKit all know (their permissions-policy feature lists),
 * since Chromium logs a console error for every name it does not know ("bluetooth", which Linux
 * builds lack). Fullscreen stays allowed: the preview video's own control asks for it.
 */
const deniedFeatures = ["camera", "microphone", "geolocation", "display-capture"] as const;

/**
 * Security headers for every response; the CSP is the same policy the pages carry, plus
 * frame-ancestors. X-Frame-Options says the same for the responses that carry no page policy
 * (files, the 404 page at any path, the CMS's page), as every rule of a path is joined.
 */
export function securityHeaders(headerPolicy: string): [string, string][] {
  return [
    ["Content-Security-Policy", headerPolicy],
    ["X-Frame-Options", "DENY"],
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", deniedFeatures.map((feature) => `${feature}=()`).join(", ")],
  ];
}

const REVALIDATE = "public, max-age=0, must-revalidate";
/** Launch media under assets/ carry their content's hash in their names, so they never change. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The pages' rules: revalidated on every visit, each with a policy that names only the inline
 * blocks it serves. The default language's pages by exact path (its folder is the site's root,
 * which holds assets/ and the host's files too); every other language's pages by one rule for
 * its folder, /de/*, with the blocks of that language's pages. So the rules grow by one a
 * language, and a rule's policy by that language's own hashes: forty languages stay within
 * Cloudflare's 100 rules and 2,000 characters a line. Netlify and Cloudflare join every rule
 * that matches, so a page shares its pattern with no other rule that sets these headers.
 */
function pageRules(
  site: SiteConfig,
  entries: readonly PageEntry[],
  policies: ReadonlyMap<string, PagePolicy>,
  languages: readonly { code: string }[],
): [string, [string, string][]][] {
  const headers = (pagePolicies: PagePolicy[]): [string, string][] => [
    ["Cache-Control", REVALIDATE],
    ["Content-Security-Policy", headerContentSecurityPolicy(joinedPolicy(pagePolicies))],
  ];
  const policyOf = (code: string, page: PageEntry) =>
    policies.get(localeOutput(code, page.output)) ?? { scriptHashes: [], styleHashes: [] };
  return languages.flatMap(({ code }): [string, [string, string][]][] => {
    if (code !== defaultLocale) return [[sitePath(site, `/${code}/*`), headers(entries.map((page) => policyOf(code, page)))]];
    return entries.flatMap((page) => {
      const paths = [...(page.route ? [sitePath(site, page.route)] : []), sitePath(site, `/${page.output}`)];
      return paths.map((path): [string, [string, string][]] => [path, headers([policyOf(code, page)])]);
    });
  });
}

/**
 * Netlify and Cloudflare Pages read dist/_headers; `published` are the store files this build
 * writes. The pages' policies go on the pages' own paths (pageRules), not on /*: both hosts join
 * every rule that matches, and the CMS's page (/admin/, when CMS_GITHUB_REPO is set) has a
 * policy of its own that the pages' must not narrow.
 */
export function headersFile(
  site: SiteConfig,
  entries: readonly PageEntry[],
  policies: ReadonlyMap<string, PagePolicy>,
  languages: readonly { code: string }[],
  published: readonly StoreFilePath[] = [],
): string {
  const block = (path: string, headers: [string, string][]) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  // Cloudflare sends an extensionless file with no type at all unless told; Apple wants JSON.
  const types = published.map((file) => block(sitePath(site, `/${file}`), [["Content-Type", storeFileTypes[file]]]));
  const everyPath = securityHeaders("").filter(([name]) => name !== "Content-Security-Policy");
  const cms = hostedCms(site);
  const admin = cms
    ? [
        block(sitePath(site, "/admin/*"), [
          ["Content-Security-Policy", `${adminPolicy(cms, decapCdn)}; frame-ancestors 'none'`],
          ["Cache-Control", REVALIDATE],
          ["X-Robots-Tag", "noindex"],
        ]),
      ]
    : [];
  return [
    block(sitePath(site, "/*"), everyPath),
    ...pageRules(site, entries, policies, languages).map(([path, headers]) => block(path, headers)),
    block(sitePath(site, "/assets/*"), [["Cache-Control", IMMUTABLE]]),
    ...types,
    ...admin,
    "",
  ].join("\n");
}

/**
 * Netlify's per-deploy rules, in dist/_redirects: each other published language's own 404 page
 * for unknown paths under it (Netlify applies a rule with status 404 only where no file
 * matches). Written for the languages this deploy publishes, so a language left out by
 * SITE_LOCALES leaves no rule behind. Not on Cloudflare Pages, which reads the same file but
 * takes no 404 status there and finds each language's 404.html by itself.
 */
export function redirectsFile(site: SiteConfig, languages: readonly { code: string }[]): string | undefined {
  if (site.buildHost === "cloudflare") return undefined;
  const rules = languages
    .filter(({ code }) => code !== defaultLocale)
    .map(({ code }) => `${sitePath(site, `/${code}/*`)}  ${sitePath(site, `/${code}/404.html`)}  404`);
  return rules.length > 0 ? `${rules.join("\n")}\n` : undefined;
}
