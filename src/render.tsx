import { renderToStaticMarkup } from "react-dom/server";
import { Layout } from "./components/Layout.tsx";
import type { PageAssets } from "./components/Layout.tsx";
import { SiteProvider } from "./components/SiteContext.tsx";
import { unexpectedError } from "./content/pages.ts";
import { headersFile, vercelJson } from "./hosting.ts";
import { pages as registry, validatePages } from "./pages/registry.ts";
import type { PageEntry } from "./pages/registry.ts";
import { contentSecurityPolicy, headerContentSecurityPolicy, jsonForScript, styleHash } from "./security.ts";
import { appStructuredData, robotsTxt, sitemapXml, webManifest } from "./seo.ts";
import type { SiteConfig } from "./site.ts";

/** What the build has prepared before rendering: compiled CSS and the client script's path. */
export interface BuiltAssets {
  /** Compiled CSS by stylesheet name, e.g. `site` for src/styles/site.scss. */
  css: Readonly<Record<string, string>>;
  script: string;
  devScripts?: readonly string[];
}

/** A page that threw while rendering; its message carries the spec's fallback text, the route and the cause. */
export class RenderError extends Error {
  constructor(page: PageEntry, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${unexpectedError}\n  route: ${page.route || page.output}\n  cause: ${reason}`, { cause });
    this.name = "RenderError";
  }
}

export function renderPage(page: PageEntry, site: SiteConfig, assets: PageAssets): string {
  const Page = page.component;
  try {
    const markup = renderToStaticMarkup(
      <SiteProvider value={{ site, route: page.route }}>
        <Layout page={page} assets={assets}>
          <Page />
        </Layout>
      </SiteProvider>,
    );
    return `<!doctype html>${markup}`;
  } catch (error) {
    throw new RenderError(page, error);
  }
}

/**
 * Every generated file of the site, keyed by its path in dist/. Pure: no file access,
 * so tests and the dev server call it as they like.
 */
export function renderSite(
  site: SiteConfig,
  assets: BuiltAssets,
  entries: readonly PageEntry[] = registry,
): Map<string, string> {
  const used = [...new Set(entries.flatMap((page) => page.styles))];
  const problems = validatePages(entries);
  for (const name of used) {
    if (assets.css[name] === undefined) problems.push(`pages: stylesheet "${name}" has no src/styles/${name}.scss`);
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));

  // One policy for the whole site, naming every stylesheet's hash: hosts apply _headers by
  // path pattern, and the 404 page answers every unknown path.
  const policy = { styleHashes: used.map((name) => styleHash(assets.css[name])), dev: Boolean(assets.devScripts?.length) };
  const pagePolicy = contentSecurityPolicy(policy);
  const files = new Map<string, string>();
  for (const page of entries) {
    files.set(
      page.output,
      renderPage(page, site, {
        css: page.styles.map((name) => assets.css[name]),
        script: assets.script,
        devScripts: assets.devScripts,
        contentSecurityPolicy: pagePolicy,
        structuredData: page.route === "/" ? jsonForScript(appStructuredData(site)) : undefined,
      }),
    );
  }
  const headerPolicy = headerContentSecurityPolicy(policy);
  files.set("sitemap.xml", sitemapXml(site, entries));
  files.set("robots.txt", robotsTxt(site));
  files.set("site.webmanifest", webManifest(site));
  files.set("_headers", headersFile(site, entries, headerPolicy));
  files.set("vercel.json", vercelJson(site, entries, headerPolicy));
  files.set(".nojekyll", "");
  return files;
}
