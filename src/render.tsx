import { renderToStaticMarkup } from "react-dom/server";
import { Layout } from "./components/Layout.tsx";
import type { PageAssets } from "./components/Layout.tsx";
import { SiteProvider } from "./components/SiteContext.tsx";
import { copyProblems } from "./content/copy.ts";
import { copies } from "./content/locales/index.ts";
import type { Copy } from "./content/locales/index.ts";
import { contentProblems, withoutSpecMarkers } from "./content/validate.ts";
import { campaignTokenProblem } from "./campaigns.ts";
import { scriptStylesheet } from "./content/app-store-languages.ts";
import { headersFile, redirectsFile } from "./hosting.ts";
import { hostLimitProblems } from "./host-limits.ts";
import { englishLeftMarked, withoutEnglishMarks } from "./language-parts.ts";
import { noLaunchAssets } from "./launch-assets.ts";
import type { ImageFile, LaunchAssets } from "./launch-assets.ts";
import { localeOutput, publishedCopies, siteLocales } from "./locales.ts";
import type { SiteLocale } from "./locales.ts";
import { scriptKey } from "./client/behaviours.ts";
import type { BehaviourName } from "./client/behaviours.ts";
import { launchShown, pageBehaviours, pageStyles, publishedPages, validatePages } from "./pages/registry.ts";
import type { LaunchShown, PageEntry } from "./pages/registry.ts";
import { speculationRules } from "./navigation.ts";
import { storeFiles } from "./store-files.ts";
import { contentSecurityPolicy, inlineHash, jsonForScript } from "./security.ts";
import type { PagePolicy } from "./security.ts";
import { appStructuredData, robotsTxt, sitemapXml } from "./seo.ts";
import { svgDataUrl } from "./app-icon.ts";
import type { SiteConfig } from "./site.ts";
import type { SiteColors } from "./colors.ts";

/** What the build has prepared before rendering, all of it inlined into the pages. */
export interface BuiltAssets {
  /** Compiled CSS by stylesheet name, e.g. `site` for src/styles/site.scss. */
  css: Readonly<Record<string, string>>;
  /** Each page's client script, bundled with the page's behaviours, by scriptKey (see scriptSets). */
  scripts: ReadonlyMap<string, string>;
  /** The favicon's SVG source. */
  favicon: string;
  /** The palette and the brand, read from src/styles/_palette.scss. */
  colors: SiteColors;
  /** The link-preview card of each locale, drawn from its copy (scripts/pipeline/social/card.ts), under assets/. */
  socialCards: Readonly<Record<string, ImageFile>>;
  /** The owner's badge, screenshots and preview video, already under assets/; none by default. */
  launch?: LaunchAssets;
  devScripts?: readonly string[];
}

/**
 * A page that threw while rendering; its message carries the spec's fallback text, in English for the developer, the route and the cause.
 */
class RenderError extends Error {
  constructor(page: PageEntry, locale: SiteLocale, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${copies.en.unexpectedError}\n  route: ${page.route || page.output} (${locale.code})\n  cause: ${reason}`, { cause });
    this.name = "RenderError";
  }
}

function renderPage(
  page: PageEntry,
  site: SiteConfig,
  locale: SiteLocale,
  languages: readonly SiteLocale[],
  assets: PageAssets,
  colors: SiteColors,
  launch: LaunchAssets = noLaunchAssets,
  campaigns?: Set<string>,
  englishInAttributes?: Set<string>,
): string {
  const Page = page.component;
  const routes = publishedPages(launchShown(launch)).map((entry) => entry.route);
  try {
    const markup = renderToStaticMarkup(
      <SiteProvider
        value={{ site, route: page.route, locale: locale.code, copy: locale.copy, languages, launch, colors, campaigns, routes }}
      >
        <Layout page={page} assets={assets}>
          <Page />
        </Layout>
      </SiteProvider>,
    );
    // Text marked its English parts as it rendered (components/Text.tsx); what marks are left stood where no span can, in attributes and
    // the title.
    for (const text of englishLeftMarked(markup)) englishInAttributes?.add(text);
    return withoutEnglishMarks(`<!doctype html>${markup}`);
  } catch (error) {
    throw new RenderError(page, locale, error);
  }
}

/** The behaviour lists the pages' scripts need, one per distinct script, for the build to bundle. */
export function scriptSets(shown: LaunchShown, entries: readonly PageEntry[] = publishedPages(shown)): BehaviourName[][] {
  const sets = new Map(entries.map((page) => pageBehaviours(page, shown)).map((names) => [scriptKey(names), names]));
  return [...sets.values()];
}

/**
 * The locales to render from `published` (by default the languages the settings publish, from
 * their locale files), each copy checked against English first: the build stops listing every
 * key a locale still lacks, every empty string and every dropped placeholder.
 */
export function checkedLocales(site: SiteConfig, published: Readonly<Record<string, Copy>> = publishedCopies(site)): SiteLocale[] {
  const problems = Object.entries(published).flatMap(([code, copy]) => copyProblems(code, copy));
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return siteLocales(site, published);
}

/**
 * Every page in every language, with the content checks' markers still in it, the policy _headers sends for all of them, and the campaign
 * tokens its store links carry.
 */
interface RenderedPages {
  /** The registry's pages this build publishes. */
  entries: readonly PageEntry[];
  pages: Map<string, string>;
  /** Each page's own inline blocks, by its file in dist/, for the policy _headers sends with it. */
  policies: Map<string, PagePolicy>;
  /** By language published early: its English that stands in attributes and titles, where it cannot say its language. */
  englishInAttributes: Record<string, string[]>;
  campaigns: string[];
}

/** Each page of the registry in each of `languages` (from checkedLocales). Pure: no file access. */
export function renderPages(site: SiteConfig, languages: readonly SiteLocale[], assets: BuiltAssets): RenderedPages {
  const launch = assets.launch ?? noLaunchAssets;
  const shown = launchShown(launch);
  const registry = publishedPages(shown);
  const used = [...new Set(registry.flatMap((page) => pageStyles(page, shown)))];
  const problems = validatePages(registry);
  for (const name of used) {
    if (assets.css[name] === undefined) problems.push(`pages: stylesheet "${name}" has no src/styles/${name}.scss`);
  }
  for (const code of assets.scripts.values()) {
    if (code.toLowerCase().includes("</script"))
      problems.push("client script: its code contains </script, which would end the inline block");
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));

  const dev = Boolean(assets.devScripts?.length);
  const favicon = svgDataUrl(assets.favicon);
  const pages = new Map<string, string>();
  // Each page's own policy names only its own inline blocks, in its <meta> and in _headers.
  const media = Boolean(assets.launch?.video);
  const policies = new Map<string, PagePolicy>();
  const campaigns = new Set<string>();
  const englishInAttributes: Record<string, string[]> = {};
  for (const locale of languages) {
    const unmarked = new Set<string>();
    const socialCard = assets.socialCards[locale.code];
    if (!socialCard) throw new Error(`social card: none was drawn for ${locale.code}`);
    for (const page of registry) {
      const scriptSheet = assets.css[scriptStylesheet(locale.code) ?? ""];
      const css = [...pageStyles(page, shown).map((name) => assets.css[name]), ...(scriptSheet === undefined ? [] : [scriptSheet])];
      const rules = speculationRules(site, registry, page, locale.code);
      const key = scriptKey(pageBehaviours(page, shown));
      const script = assets.scripts.get(key);
      if (script === undefined) throw new Error(`client script: none was bundled for ${page.output}'s behaviours (${key})`);
      const policy = {
        scriptHashes: [script, rules].map(inlineHash),
        styleHashes: css.map(inlineHash),
        dev,
        media: media && page.route === "/",
      };
      policies.set(localeOutput(locale.code, page.output), policy);
      const structuredData = page.route === "/" ? jsonForScript(appStructuredData(site, locale, launch.proof)) : undefined;
      const pageAssets = {
        css,
        script,
        favicon,
        socialCard,
        speculationRules: rules,
        devScripts: assets.devScripts,
        contentSecurityPolicy: contentSecurityPolicy(policy),
        structuredData,
      };
      pages.set(
        localeOutput(locale.code, page.output),
        renderPage(page, site, locale, languages, pageAssets, assets.colors, launch, campaigns, unmarked),
      );
    }
    if (unmarked.size > 0) englishInAttributes[locale.code] = [...unmarked].sort();
  }
  const wrong = [...campaigns].flatMap((token) => campaignTokenProblem(token) ?? []);
  if (wrong.length > 0)
    throw new Error(wrong.map((problem) => `campaigns: ${problem}; rename the page or the placement (src/campaigns.ts)`).join("\n"));
  return { entries: registry, pages, policies, englishInAttributes, campaigns: [...campaigns].sort() };
}

/** Stops on what the rendered pages lack or got wrong (the specification's sections, copy, states). */
export function assertPagesContent(site: SiteConfig, languages: readonly SiteLocale[], { entries, pages }: RenderedPages): void {
  const content = contentProblems(pages, entries, languages, site.appStoreState);
  if (content.length > 0) throw new Error(content.join("\n"));
}

/**
 * The generated files of dist/, by their paths there: the pages with their markers taken out
 * (their content is checked apart, by `assertPagesContent`), and the files hosts and crawlers
 * read. Pure: no file access.
 */
export function siteFiles(
  site: SiteConfig,
  languages: readonly SiteLocale[],
  { entries: registry, pages, policies }: RenderedPages,
): Map<string, string> {
  const files = new Map([...pages].map(([output, html]): [string, string] => [output, withoutSpecMarkers(html)]));
  files.set("sitemap.xml", sitemapXml(site, registry, languages));
  files.set("robots.txt", robotsTxt(site));
  const published = storeFiles(site);
  files.set("_headers", headersFile(site, registry, policies, languages, [...published.keys()]));
  const redirects = redirectsFile(site, languages);
  if (redirects) files.set("_redirects", redirects);
  const overLimits = hostLimitProblems(files);
  if (overLimits.length > 0) throw new Error(overLimits.map((problem) => `host rules: ${problem}`).join("\n"));
  // GitHub Pages' Jekyll would skip .well-known/; with this file it serves every file as is.
  files.set(".nojekyll", "");
  for (const [file, text] of published) files.set(file, text);
  return files;
}
