/**
 * A page of the registry, in one language, as its HTML: React's server rendering of the page's
 * component inside the Layout, with its head decided by ./pages/page-head.ts, and what the
 * render made that the build checks (the campaign tokens of its store links, the claims its
 * words made) and sends (the policy of its inline blocks). Pure: everything it shows is handed
 * to it (scripts/pipeline/pages.ts).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { Layout } from "./components/Layout.tsx";
import { SiteProvider } from "./components/SiteContext.tsx";
import type { PageFacts } from "./components/SiteContext.tsx";
import type { Facts } from "./content/facts.ts";
import { pageHead, slottedHead, usedHead } from "./pages/page-head.ts";
import type { HeadScope } from "./pages/page-head.ts";
import { productPageCopy, productPageScreenshots } from "./pages/product-landing-pages.ts";
import type { PageEntry } from "./routing/page-entry.ts";
import type { PagePolicy } from "./publish/security.ts";
import type { SiteLocale } from "./routing/languages.ts";

/** Everything a page shows beside its own component. */
interface PageData extends HeadScope {
  /** The page's language. */
  locale: SiteLocale;
  /** Every language of this build, default first, for the switcher and the alternates. */
  languages: readonly SiteLocale[];
}

interface RenderedPage {
  html: string;
  /** The inline blocks its policy allows. */
  policy: PagePolicy;
  /** The campaign tokens its store links carry. */
  campaigns: readonly string[];
  /** The claims its words made (src/text/notes.ts). */
  claims: readonly string[];
  /** Files it links to that the render drew (a QR code's image), by their path under dist/. */
  files: ReadonlyMap<string, string>;
}

/** A page that threw while rendering: the spec's fallback text, in English for the developer, the route and the cause. */
class RenderError extends Error {
  constructor(page: PageEntry, { locale, languages }: PageData, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${languages[0].copy.unexpectedError}\n  route: ${page.route || page.output} (${locale.code})\n  cause: ${reason}`, { cause });
    this.name = "RenderError";
  }
}

/** The facts a page shows; the contact address is a setting (`site.contactEmail`), which a deploy may override. */
const pageFacts = ({ contactEmail: _setting, ...facts }: Facts): PageFacts => facts;

/** A custom product page's language: the home page's words and screenshots, with the page's own where it gives them. */
function asShown(page: PageEntry, data: PageData): Pick<PageData, "locale" | "material"> {
  const { productPage } = page;
  if (!productPage) return data;
  const { locale, material } = data;
  return {
    locale: { ...locale, copy: productPageCopy(locale.copy, productPage, locale.code) },
    material: {
      ...material,
      launch: {
        ...material.launch,
        screenshots: productPageScreenshots(material.launch, productPage, locale.code),
        languageScreenshots: {},
      },
    },
  };
}

export function renderPage(page: PageEntry, data: PageData): RenderedPage {
  const { locale, material } = asShown(page, data);
  const head = pageHead(page, data.locale, data);
  const { assets } = slottedHead(head);
  const report = { campaigns: new Set<string>(), claims: new Set<string>(), files: new Map<string, string>() };
  const Page = page.component;
  try {
    const html = renderToStaticMarkup(
      <SiteProvider
        value={{
          site: data.site,
          route: page.route,
          locale: locale.code,
          copy: locale.copy,
          notes: locale.notes,
          facts: pageFacts(data.facts),
          languages: data.languages,
          launch: material.launch,
          colors: material.colors,
          routes: data.entries.map((entry) => entry.route),
          report,
          ...(page.productPage ? { productPage: page.productPage } : {}),
        }}
      >
        <Layout page={page} assets={assets}>
          <Page />
        </Layout>
      </SiteProvider>,
    );
    const used = usedHead(`<!doctype html>${html}`, head);
    return { html: used.html, policy: used.policy, campaigns: [...report.campaigns], claims: [...report.claims], files: report.files };
  } catch (error) {
    throw new RenderError(page, data, error);
  }
}
