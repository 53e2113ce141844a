/**
 * The host files stage: what hosts, crawlers and app stores read beside the pages, made for the
 * pages and languages this deploy publishes: sitemap.xml and robots.txt (src/publish/seo.ts),
 * _headers with each page's policy and _redirects to each language's 404 page
 * (src/publish/hosting.ts), and the store files (src/publish/store-files.ts). The rule files are
 * checked against the hosts' documented limits before a host can silently drop a rule.
 */
import type { SiteLocale } from "../../src/routing/languages.ts";
import type { PageEntry } from "../../src/routing/page-entry.ts";
import { hostLimitProblems } from "../../src/publish/host-limits.ts";
import { headersFile, redirectsFile } from "../../src/publish/hosting.ts";
import type { PagePolicy } from "../../src/publish/security.ts";
import { robotsTxt, sitemapXml } from "../../src/publish/seo.ts";
import { storeFiles } from "../../src/publish/store-files.ts";
import type { SiteConfig } from "../../src/site.ts";
import { BuildError } from "./errors.ts";

export function hostFiles(
  site: SiteConfig,
  languages: readonly SiteLocale[],
  entries: readonly PageEntry[],
  policies: ReadonlyMap<string, PagePolicy>,
): Map<string, string> {
  const published = storeFiles(site);
  const rules = new Map([["_headers", headersFile(site, entries, policies, languages, [...published.keys()])]]);
  const redirects = redirectsFile(site, languages);
  if (redirects) rules.set("_redirects", redirects);
  const overLimits = hostLimitProblems(rules);
  if (overLimits.length > 0) throw new BuildError("host rules", overLimits.join("\n"));
  return new Map([
    ["sitemap.xml", sitemapXml(site, entries, languages)],
    ["robots.txt", robotsTxt(site)],
    ...rules,
    // GitHub Pages' Jekyll would skip .well-known/; with this file it serves every file as is.
    [".nojekyll", ""],
    ...published,
  ]);
}
