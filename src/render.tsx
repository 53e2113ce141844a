/**
 * A page of the registry, in one language, as its HTML: React's server rendering of the page's
 * component inside the Layout, and what the render made that the build checks (the campaign
 * tokens of its store links, the claims its words made). Pure: everything it shows is handed
 * to it (scripts/pipeline/pages.ts).
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { SiteColors } from "./brand/colors.ts";
import { Layout } from "./components/Layout.tsx";
import type { PageAssets } from "./components/Layout.tsx";
import { SiteProvider } from "./components/SiteContext.tsx";
import type { Facts } from "./content/site-content.ts";
import type { SiteLocale } from "./routing/languages.ts";
import type { PageEntry } from "./pages/registry.ts";
import type { SiteConfig } from "./site.ts";
import type { LaunchAssets } from "./launch/assets.ts";

/** Everything a page shows beside its own component. */
export interface PageData {
  site: SiteConfig;
  /** The page's language. */
  locale: SiteLocale;
  /** Every language of this build, default first, for the switcher and the alternates. */
  languages: readonly SiteLocale[];
  launch: LaunchAssets;
  colors: SiteColors;
  facts: Facts;
  /** The routes of the pages this build publishes. */
  routes: readonly string[];
  /** What the build made for the page: its styles, script, favicon, social card, policy. */
  assets: PageAssets;
}

export interface RenderedPage {
  html: string;
  /** The campaign tokens its store links carry. */
  campaigns: readonly string[];
  /** The claims its words made (src/text/notes.ts). */
  claims: readonly string[];
}

/** A page that threw while rendering: the spec's fallback text, in English for the developer, the route and the cause. */
class RenderError extends Error {
  constructor(page: PageEntry, { locale, languages }: PageData, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${languages[0].copy.unexpectedError}\n  route: ${page.route || page.output} (${locale.code})\n  cause: ${reason}`, { cause });
    this.name = "RenderError";
  }
}

export function renderPage(page: PageEntry, data: PageData): RenderedPage {
  const { locale, assets, ...rest } = data;
  const report = { campaigns: new Set<string>(), claims: new Set<string>() };
  const Page = page.component;
  try {
    const html = renderToStaticMarkup(
      <SiteProvider
        value={{
          ...rest,
          route: page.route,
          locale: locale.code,
          copy: locale.copy,
          notes: locale.notes,
          report,
          ...(page.productPage ? { productPage: page.productPage } : {}),
        }}
      >
        <Layout page={page} assets={assets}>
          <Page />
        </Layout>
      </SiteProvider>,
    );
    return { html: `<!doctype html>${html}`, campaigns: [...report.campaigns], claims: [...report.claims] };
  } catch (error) {
    throw new RenderError(page, data, error);
  }
}
